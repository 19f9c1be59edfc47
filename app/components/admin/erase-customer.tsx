import { useState } from 'react';
import type { AdminCustomer } from '../../../domain/admin/customers';
import { eraseCustomerBody } from '../../../domain/privacy/requests';
import { formatDate } from '../../lib/format';
import { TextField } from '../form/field';
import { ConfirmOrCancel, FormAlert, useHydrated } from '../form/form-alert';
import { secondaryButton } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';
import { submitTo, useAdminChange } from './admin-api';

/**
 * Erasing an account for a request received by mail: the same erasure as her own "Delete my
 * account", confirmed in two steps with a note of the request (kept in the audit log).
 */
export function EraseCustomer({ customer }: { customer: AdminCustomer }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const form = useZodForm(eraseCustomerBody, { defaultValues: { reason: '' } });
  const save = useAdminChange<{ reason: string }>(`/api/admin/customers/${customer.id}/erase`, { onError: form.fail });
  const onSubmit = submitTo(form, save);
  if (customer.erased_at)
    return <p className="text-sm text-cocoa-700">Erased on {formatDate(customer.erased_at)}: no personal data is kept.</p>;
  if (!open) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-cocoa-700">For a deletion request received by email or post.</p>
        <button type="button" className={secondaryButton} disabled={!hydrated} onClick={() => setOpen(true)}>
          Erase account…
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Erase account" className="flex flex-col gap-4">
      <p role="note" className="rounded-2xl bg-terracotta-600/10 px-4 py-3 text-sm text-cocoa-900">
        This erases {customer.email} for good: name, email, phone, addresses, reviews, applications and newsletter consent. Orders stay for
        the accounts without personal details. It cannot be undone.
      </p>
      <FormAlert message={form.formError} />
      <TextField
        label="Request received"
        hint="e.g. Email of 20 November asking to delete her account"
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <ConfirmOrCancel pending={save.isPending} pendingLabel="Erasing…" onCancel={() => setOpen(false)}>
        Erase for good
      </ConfirmOrCancel>
    </form>
  );
}

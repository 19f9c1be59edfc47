import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteAccountBody, MY_DATA_FILE } from '../../../domain/privacy/requests';
import { api } from '../../lib/api';
import { forgetSessionMarker } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { ConfirmOrCancel, FormAlert, useHydrated } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { secondaryButton } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';

/** How long the goodbye shows before the home page. */
const GOODBYE_MS = 2_000;
const sectionTitle = 'text-[15px] font-medium text-cocoa-950';
const hintText = 'mt-1 text-sm text-cocoa-500';

/** Deleting her account, confirmed with her password; afterwards the browser is signed out and goes home. */
function DeleteAccount() {
  const toast = useToast();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const form = useZodForm(deleteAccountBody, { defaultValues: { password: '' }, shouldFocusError: false });
  const remove = useMutation({
    mutationFn: (body: { password: string }) => api<{ message: string }>('/api/auth/delete-account', { body, errorStyle: 'raw' }),
    onSuccess: ({ message }) => {
      forgetSessionMarker();
      // The goodbye shows for its time even where its code is slow to come.
      void toast({ title: 'Account deleted', description: message, variant: 'success' }).then(() =>
        window.setTimeout(() => window.location.assign('/'), GOODBYE_MS),
      );
    },
    onError: form.fail,
  });
  const onSubmit = form.handleSubmit((body) => {
    form.setFormError(null);
    remove.mutate(body);
  });

  if (!open) {
    return (
      <button type="button" className={secondaryButton} disabled={!hydrated} onClick={() => setOpen(true)}>
        Delete my account
      </button>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Delete my account" className="space-y-4">
      <p role="note" className="rounded-2xl border border-terracotta-600/30 bg-terracotta-600/5 px-4 py-3 text-sm text-cocoa-900">
        Your name, email, phone, addresses, reviews, applications and newsletter subscription are erased at once and you are signed out
        everywhere. Your orders stay in our accounts without your personal details. This cannot be undone.
      </p>
      <FormAlert message={form.formError} />
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        {...form.register('password', { onChange: () => form.clearErrors('password') })}
        error={form.formState.errors.password?.message}
      />
      <ConfirmOrCancel pending={remove.isPending || remove.isSuccess} pendingLabel="Deleting…" onCancel={() => setOpen(false)}>
        Delete my account for good
      </ConfirmOrCancel>
    </form>
  );
}

/** Settings › My Account: her data as a download, and deleting the account. */
export function PrivacySection() {
  return (
    <section aria-labelledby="your-data" className="mt-12 space-y-8 border-t border-sand-200 pt-8">
      <h2 id="your-data" className="font-display text-2xl text-cocoa-950">
        Your data
      </h2>
      <div>
        <h3 className={sectionTitle}>Download my data</h3>
        <p className={hintText}>
          A file with your account, addresses, orders, reviews, applications, newsletter choices and the devices you are signed in on.
        </p>
        <a href="/api/auth/my-data" download={MY_DATA_FILE} className={`${secondaryButton} mt-4`}>
          Download my data
        </a>
      </div>
      <div>
        <h3 className={sectionTitle}>Delete my account</h3>
        <p className={`${hintText} mb-4`}>Influencers with commission still to be paid out are asked to wait for the payout first.</p>
        <DeleteAccount />
      </div>
    </section>
  );
}

import { useState } from 'react';
import type { z } from 'zod';
import { STAFF_ROLE_LABELS, STAFF_ROLE_NAMES } from '../../../domain/admin/roles';
import { removeStaffBody, staffRoleBody, type StaffMemberView } from '../../../domain/admin/staff';
import { formatDate } from '../../lib/format';
import { SelectField } from '../form/select-field';
import { FormAlert, SubmitButton, useHydrated } from '../form/form-alert';
import { secondaryButton } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';
import { submitTo, useAdminChange } from './admin-api';

export const ROLE_OPTIONS = STAFF_ROLE_NAMES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }));

type RoleValues = z.input<typeof staffRoleBody>;

/** Another role for a member of staff; it counts from their next request. */
function RoleForm({ member }: { member: StaffMemberView }) {
  const current = { role: member.role };
  const form = useZodForm(staffRoleBody, { defaultValues: current, values: current });
  const save = useAdminChange<RoleValues>(`/api/admin/staff/${member.id}`, { onError: form.fail });
  const onSubmit = submitTo(form, save);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Role of ${member.name}`} className="flex flex-wrap items-end gap-3">
      <FormAlert message={form.formError} />
      <SelectField
        label="Role"
        placeholder="Choose a role"
        options={ROLE_OPTIONS}
        className="min-w-48 flex-1"
        error={form.formState.errors.role?.message}
        {...form.register('role')}
      />
      <SubmitButton pending={save.isPending} pendingLabel="Saving…" className="h-12">
        Change role
      </SubmitButton>
    </form>
  );
}

/** Takes a member off the staff list, asked twice: their sessions end at once. */
function RemoveButton({ member }: { member: StaffMemberView }) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const form = useZodForm(removeStaffBody, { defaultValues: {} });
  const save = useAdminChange<object>(`/api/admin/staff/${member.id}/remove`, { onError: form.fail });
  const onSubmit = submitTo(form, save);
  if (!asking)
    return (
      <button type="button" className={`${secondaryButton} h-12`} disabled={!hydrated} onClick={() => setAsking(true)}>
        Remove from staff
      </button>
    );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Remove ${member.name}`} className="rounded-2xl bg-sand-100 p-4">
      <FormAlert message={form.formError} />
      <p className="text-sm text-cocoa-900">{member.name} becomes a customer again and is signed out everywhere at once.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <SubmitButton pending={save.isPending} pendingLabel="Removing…">
          Yes, remove
        </SubmitButton>
        <button type="button" className={`${secondaryButton} bg-white`} disabled={save.isPending} onClick={() => setAsking(false)}>
          Keep
        </button>
      </div>
    </form>
  );
}

/** One member on the staff list; the signed-in admin cannot change or remove themselves. */
export function StaffMemberRow({ member, self }: { member: StaffMemberView; self: boolean }) {
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="min-w-0">
        <p className="font-medium break-words text-cocoa-950">
          {member.name}
          {self && <span className="ml-2 rounded-full bg-sand-100 px-2.5 py-0.5 text-xs text-cocoa-800">You</span>}
        </p>
        <p className="text-sm break-words text-cocoa-700">{member.email}</p>
        <p className="mt-1 text-sm text-cocoa-600">
          {STAFF_ROLE_LABELS[member.role]} · {member.two_factor ? 'Two-factor set up' : 'Two-factor not set up yet'}
          {member.added_at && ` · added ${formatDate(member.added_at)}`}
        </p>
      </div>
      {!self && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          <RoleForm member={member} />
          <RemoveButton member={member} />
        </div>
      )}
    </li>
  );
}

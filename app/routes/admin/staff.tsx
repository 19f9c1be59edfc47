import { useState } from 'react';
import type { z } from 'zod';
import { addStaffBody, type StaffMemberView } from '../../../domain/admin/staff';
import { PageLoader } from '../../components/account/require-auth';
import { submitTo, useAdminChange, useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { adminPageQueries } from '../../components/admin/page-queries';
import { ROLE_OPTIONS, StaffMemberRow } from '../../components/admin/staff-member';
import { TextField } from '../../components/form/field';
import { FormAlert, SubmitButton } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { useCurrentUser } from '../../lib/auth';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/staff';

type AddValues = z.input<typeof addStaffBody>;

function AddStaffForm() {
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(addStaffBody, { defaultValues: { email: '', role: 'support' } });
  const save = useAdminChange<AddValues, { message: string }>('/api/admin/staff', {
    onSuccess: (result) => {
      form.reset();
      setDone(result.message);
    },
    onError: (err) => {
      setDone(null);
      form.fail(err);
    },
  });
  const { errors } = form.formState;
  const onSubmit = submitTo(form, save);
  return (
    <Panel title="Add a member of staff">
      <p className="-mt-2 mb-4 text-sm text-cocoa-700">
        They sign up on the shop first; their first visit to /admin sets up two-factor sign-in.
      </p>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label="Add a member of staff"
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <div className="sm:col-span-3">
          <FormAlert message={form.formError} />
          {done && (
            <p role="status" className="rounded-2xl bg-sand-100 px-4 py-3 text-sm text-cocoa-900">
              {done}
            </p>
          )}
        </div>
        <TextField label="E-mail of their account" type="email" error={errors.email?.message} {...form.register('email')} />
        <SelectField
          label="Role"
          placeholder="Choose a role"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <SubmitButton pending={save.isPending} pendingLabel="Adding…" className="h-12">
          Add to staff
        </SubmitButton>
      </form>
    </Panel>
  );
}

/** /admin/staff (admins only): who works in the back office, with which role; add, change, remove. */
export default function AdminStaff() {
  const list = useAdminQuery<{ data: StaffMemberView[] }>('/api/admin/staff');
  const { user } = useCurrentUser();
  return (
    <>
      <AdminHeader
        title="Staff"
        intro="Fulfilment ships and hands over orders; Support looks after customers, reviews and the inbox; Catalogue keeps products, prices, stock and discount codes. Admins do everything."
      />
      <div className="grid gap-6">
        <AddStaffForm />
        <Panel title="Who works in the back office">
          {list.isPending ? (
            <PageLoader />
          ) : list.isError ? (
            <p role="alert">{messageOf(list.error)}</p>
          ) : (
            <ul aria-label="Staff" className="divide-y divide-sand-200">
              {list.data.data.map((m) => (
                <StaffMemberRow key={m.id} member={m} self={m.id === user?.id} />
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context }: Route.LoaderArgs) => adminPageQueries(context, ['/api/admin/staff']);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Staff', description: 'Back office staff and roles.', noindex: true });

import { Link } from 'react-router';
import type { z } from 'zod';
import { promoteBody, type InfluencerRow } from '../../../domain/admin/influencers';
import { PageLoader } from '../../components/account/require-auth';
import { submitTo, useAdminChange, useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { moneyIn } from '../../components/admin/money';
import { PayoutBatch } from '../../components/admin/payout-batch';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/influencers';
import { TextField } from '../../components/form/field';
import { FormAlert, SubmitButton } from '../../components/form/form-alert';
import { messageOf } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';

type PromoteValues = z.input<typeof promoteBody>;
import { adminPageQueries } from '../../components/admin/page-queries';

function PromoteForm() {
  const form = useZodForm(promoteBody, { defaultValues: { email: '', code: '' } });
  const save = useAdminChange<PromoteValues>('/api/admin/influencers', { onSuccess: () => form.reset(), onError: form.fail });
  const { errors } = form.formState;
  const onSubmit = submitTo(form, save);
  return (
    <Panel title="Make a customer an influencer">
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label="Make a customer an influencer"
        className="grid gap-4 sm:grid-cols-3 sm:items-end"
      >
        <div className="sm:col-span-3">
          <FormAlert message={form.formError} />
        </div>
        <TextField label="Customer e-mail" type="email" error={errors.email?.message} {...form.register('email')} />
        <TextField label="Discount code" autoCapitalize="characters" error={errors.code?.message} {...form.register('code')} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Add influencer
        </SubmitButton>
      </form>
    </Panel>
  );
}

/** /admin/influencers: every influencer with their code and balances per currency. */
export default function AdminInfluencers() {
  const list = useAdminQuery<{ data: InfluencerRow[] }>('/api/admin/influencers');
  return (
    <>
      <AdminHeader title="Influencers" intro="Codes, balances per currency and payouts." />
      <div className="grid gap-6">
        <Panel>
          {list.isPending ? (
            <PageLoader />
          ) : list.isError ? (
            <p role="alert">{messageOf(list.error)}</p>
          ) : (
            <ul aria-label="Influencers" className="divide-y divide-sand-200">
              {list.data.data.map((i) => (
                <li key={i.id}>
                  <Link
                    to={`/admin/influencers/${i.id}`}
                    className="flex flex-wrap items-center justify-between gap-2 py-3 hover:bg-sand-50"
                  >
                    <span>
                      <span className="font-medium text-cocoa-950">{i.name}</span>{' '}
                      <span className="text-sm text-cocoa-600">
                        {i.email} · {i.code ?? 'no code'}
                      </span>
                    </span>
                    <span className="text-sm text-cocoa-800 tabular-nums">
                      {i.balances.length === 0
                        ? 'No earnings yet'
                        : i.balances.map((b) => `${moneyIn(b.available, b.currency)} available`).join(' · ')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <PayoutBatch />
        <PromoteForm />
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context }: Route.LoaderArgs) =>
  adminPageQueries(context, ['/api/admin/influencers', '/api/admin/influencer-payouts']);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Influencers', description: 'Back office influencers.', noindex: true });

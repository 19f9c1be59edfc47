import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { InfluencerRow } from '../../../domain/admin/influencers';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { moneyIn } from '../../components/admin/money';
import { textOf, useAdminForm } from '../../components/admin/use-admin-form';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/influencers';
import { TextField } from '../../components/form/field';
import { FormAlert, SubmitButton } from '../../components/form/form-alert';
import { messageOf } from '../../components/form/server-errors';
import { adminPageQueries } from '../../components/admin/page-queries';

function PromoteForm() {
  const form = useAdminForm('/api/admin/influencers');
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const target = e.currentTarget;
    const f = new FormData(target);
    if (await form.submit({ email: textOf(f, 'email'), code: textOf(f, 'code') })) target.reset();
  }
  return (
    <Panel title="Make a customer an influencer">
      <form onSubmit={onSubmit} noValidate aria-label="Make a customer an influencer" className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <div className="sm:col-span-3">
          <FormAlert message={form.error} />
        </div>
        <TextField label="Customer e-mail" name="email" type="email" error={form.fieldError('email')} />
        <TextField label="Discount code" name="code" autoCapitalize="characters" error={form.fieldError('code')} />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
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
        <PromoteForm />
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context }: Route.LoaderArgs) => adminPageQueries(context, ['/api/admin/influencers']);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Influencers', description: 'Back office influencers.', noindex: true });

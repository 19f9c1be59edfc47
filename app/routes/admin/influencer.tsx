import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { CURRENCIES, type InfluencerDetail } from '../../../domain/admin/influencers';
import { PageLoader } from '../../components/account/require-auth';
import { useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { moneyIn } from '../../components/admin/money';
import { numberOf, textOf, useAdminForm } from '../../components/admin/use-admin-form';
import { formatDate } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/influencer';
import { TextField } from '../../components/form/field';
import { FormAlert, SubmitButton } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { adminPageQueries } from '../../components/admin/page-queries';

function PayoutForm({ influencer }: { influencer: InfluencerDetail }) {
  const form = useAdminForm(`/api/admin/influencers/${influencer.id}/payouts`);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const target = e.currentTarget;
    const f = new FormData(target);
    if (await form.submit({ currency: textOf(f, 'currency'), amount: numberOf(f, 'amount'), reference: textOf(f, 'reference') }))
      target.reset();
  }
  return (
    <Panel title="Record a payout">
      <form onSubmit={onSubmit} noValidate aria-label="Record a payout" className="grid gap-4 sm:grid-cols-4 sm:items-end">
        <div className="sm:col-span-4">
          <FormAlert message={form.error} />
        </div>
        <SelectField
          name="currency"
          label="Currency"
          placeholder="Choose"
          options={[...CURRENCIES]}
          defaultValue={influencer.balances[0]?.currency ?? ''}
          error={form.fieldError('currency')}
        />
        <TextField name="amount" label="Amount" inputMode="decimal" error={form.fieldError('amount')} />
        <TextField name="reference" label="Payment reference" error={form.fieldError('reference')} />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Record payout
        </SubmitButton>
      </form>
    </Panel>
  );
}

/** /admin/influencers/:id: balances per currency, payouts, ledger and orders. */
export default function AdminInfluencer() {
  const { id } = useParams();
  const query = useAdminQuery<{ data: InfluencerDetail }>(`/api/admin/influencers/${id}`);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <p role="alert">{messageOf(query.error)}</p>;
  const i = query.data.data;
  return (
    <>
      <AdminHeader title={i.name} intro={`${i.email} · code ${i.code ?? '—'}`} />
      <div className="grid gap-6">
        <Panel title="Balances">
          {i.balances.length === 0 ? (
            <p className="text-cocoa-700">No earnings yet.</p>
          ) : (
            <ul aria-label="Balances" className="grid gap-3 sm:grid-cols-3">
              {i.balances.map((b) => (
                <li key={b.currency} className="rounded-2xl bg-sand-100 p-4 text-sm">
                  <p className="text-xs font-semibold tracking-[0.16em] text-cocoa-700">{b.currency}</p>
                  <p className="font-serif text-2xl text-cocoa-950">
                    {moneyIn(b.available, b.currency)} <span className="text-sm">available</span>
                  </p>
                  <p className="text-cocoa-700">
                    {moneyIn(b.total_earned, b.currency)} earned · {moneyIn(b.paid_out, b.currency)} paid out
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <PayoutForm influencer={i} />
        <Panel title="Ledger">
          <ul aria-label="Ledger" className="divide-y divide-sand-200 text-sm">
            {i.ledger.map((l, n) => (
              <li key={n} className="flex justify-between gap-3 py-2">
                <span>
                  {formatDate(l.created_at)} · {l.kind === 'payout' ? 'Payout' : 'Commission'} · {l.label}
                </span>
                <span className={`tabular-nums ${l.amount < 0 ? 'text-terracotta-600' : ''}`}>{moneyIn(l.amount, l.currency)}</span>
              </li>
            ))}
            {i.ledger.length === 0 && <li className="py-4 text-cocoa-700">No entries yet.</li>}
          </ul>
        </Panel>
        <Panel title="Orders with their code">
          <ul aria-label="Orders" className="divide-y divide-sand-200 text-sm">
            {i.orders.map((o) => (
              <li key={o.order_number} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {formatDate(o.created_at)} · {o.order_number} · {o.customer}
                </span>
                <span className="tabular-nums">
                  {moneyIn(o.total, o.currency)} · {o.status}
                </span>
              </li>
            ))}
            {i.orders.length === 0 && <li className="py-4 text-cocoa-700">No orders yet.</li>}
          </ul>
        </Panel>
      </div>
    </>
  );
}

/** The page's data comes with it (see adminPageQueries). */
export const loader = ({ context, params }: Route.LoaderArgs) => adminPageQueries(context, [`/api/admin/influencers/${params.id}`]);

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Influencer', description: 'Back office influencer.', noindex: true });

import { useParams } from 'react-router';
import type { z } from 'zod';
import { CURRENCIES, payoutBody, type InfluencerDetail } from '../../../domain/admin/influencers';
import { PageLoader } from '../../components/account/require-auth';
import { submitTo, useAdminChange, useAdminQuery } from '../../components/admin/admin-api';
import { AdminHeader, Panel } from '../../components/admin/admin-shell';
import { moneyIn } from '../../components/admin/money';
import { formatDate } from '../../lib/format';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/influencer';
import { TextField } from '../../components/form/field';
import { FormAlert, SubmitButton } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { messageOf } from '../../components/form/server-errors';
import { typedNumber } from '../../components/form/typed-values';
import { useZodForm } from '../../components/form/use-zod-form';

type PayoutValues = z.input<typeof payoutBody>;
import { adminPageQueries } from '../../components/admin/page-queries';

function PayoutForm({ influencer }: { influencer: InfluencerDetail }) {
  const form = useZodForm(payoutBody, {
    defaultValues: { currency: influencer.balances[0]?.currency, amount: undefined, reference: '' },
  });
  const save = useAdminChange<PayoutValues>(`/api/admin/influencers/${influencer.id}/payouts`, {
    onSuccess: () => form.reset(),
    onError: form.fail,
  });
  const { errors } = form.formState;
  // The amount goes as typed (major units); the server's parse of the same schema turns it into minor units.
  const onSubmit = submitTo(form, save);
  return (
    <Panel title="Record a payout">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Record a payout" className="grid gap-4 sm:grid-cols-4 sm:items-end">
        <div className="sm:col-span-4">
          <FormAlert message={form.formError} />
        </div>
        <SelectField
          label="Currency"
          placeholder="Choose"
          options={[...CURRENCIES]}
          error={errors.currency?.message}
          {...form.register('currency')}
        />
        <TextField
          label="Amount"
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount', { setValueAs: typedNumber() })}
        />
        <TextField label="Payment reference" error={errors.reference?.message} {...form.register('reference')} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
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

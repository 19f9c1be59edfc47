import { useRef, useState } from 'react';
import { PAYOUT_STATE_WORDS, type PayableLine, type PayoutBatchView, type StaffPayoutView } from '../../../domain/influencers/payouts';
import { PageLoader } from '../account/require-auth';
import { FormAlert } from '../form/form-alert';
import { messageOf } from '../form/server-errors';
import { inputClass, primaryButton, secondaryButton } from '../form/styles';
import { useAdminChange, useAdminQuery } from './admin-api';
import { Panel } from './admin-shell';
import { moneyIn } from './money';

const lineKey = (l: PayableLine) => `${l.influencer_id}|${l.currency}`;

/** The OTP Paystack sent to the shop, for a transfer waiting for it. */
function OtpForm({ payout }: { payout: StaffPayoutView }) {
  const [otp, setOtp] = useState('');
  const finalize = useAdminChange<{ otp: string }>(`/api/admin/influencer-payouts/${payout.id}/finalize`);
  return (
    <form
      className="mt-2 flex flex-wrap items-center gap-2"
      aria-label={`OTP for ${payout.reference}`}
      onSubmit={(e) => {
        e.preventDefault();
        finalize.mutate({ otp });
      }}
    >
      <input
        className={`${inputClass} w-32`}
        inputMode="numeric"
        aria-label="OTP"
        value={otp}
        onChange={(e) => setOtp(e.target.value.trim())}
      />
      <button type="submit" className={secondaryButton} disabled={finalize.isPending || otp.length < 4}>
        Send OTP
      </button>
      {finalize.error ? (
        <span role="alert" className="text-sm text-terracotta-600">
          {messageOf(finalize.error)}
        </span>
      ) : null}
    </form>
  );
}

function RecentPayouts({ payouts }: { payouts: StaffPayoutView[] }) {
  if (payouts.length === 0) return <p className="text-sm text-cocoa-700">No payouts sent through the providers yet.</p>;
  return (
    <ul aria-label="Payouts sent" className="divide-y divide-sand-200 text-sm">
      {payouts.map((p) => (
        <li key={p.id} className="py-2.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-cocoa-800">
              <span className="font-medium text-cocoa-950">{p.name}</span> · {p.destination} ·{' '}
              <span className="font-mono text-xs break-all">{p.reference}</span>
            </span>
            <span className="flex items-center gap-3">
              <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-[12px] text-cocoa-800">
                {PAYOUT_STATE_WORDS[p.state]}
                {p.state === 'partly_reversed' ? ` (${moneyIn(p.reversed_amount, p.currency)})` : ''}
                {p.method === 'test' ? ' (test mode)' : ''}
              </span>
              <span className="font-medium tabular-nums">{moneyIn(p.amount, p.currency)}</span>
            </span>
          </div>
          {p.state === 'otp' && <OtpForm payout={p} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The payout batch: what each influencer can be paid per currency; the admin ticks lines (the
 * amount defaults to all that is available) and approves them together. The batch key is made once
 * per batch, so approving again after a lost answer pays nothing twice.
 */
export function PayoutBatch() {
  const view = useAdminQuery<{ data: PayoutBatchView }>('/api/admin/influencer-payouts');
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const batchKey = useRef<string | null>(null);
  const approve = useAdminChange<
    { batch: string; items: { influencer_id: number; currency: string; amount: number }[] },
    { message: string }
  >('/api/admin/influencer-payouts', {
    onSuccess: (r) => {
      batchKey.current = null;
      setPicked({});
      setDone(r.message);
    },
  });
  if (view.isPending) return <PageLoader />;
  if (view.isError) return <p role="alert">{messageOf(view.error)}</p>;
  const { lines, payouts, test_mode } = view.data.data;
  const chosen = lines.filter((l) => picked[lineKey(l)] !== undefined);
  const submit = () => {
    batchKey.current ??= crypto.randomUUID();
    setDone(null);
    approve.mutate({
      batch: batchKey.current,
      items: chosen.map((l) => ({ influencer_id: l.influencer_id, currency: l.currency, amount: Number(picked[lineKey(l)]) })),
    });
  };
  const testNote = [test_mode.bank && 'naira (Paystack)', test_mode.stripe && 'pounds and dollars (Stripe)'].filter(Boolean).join(' and ');
  return (
    <>
      <Panel title="Payouts to approve">
        {testNote && (
          <p className="mb-4 rounded-xl bg-sand-100 px-3 py-2 text-sm text-cocoa-800">
            Test mode for {testNote}: approved payouts are paid out at once and no money moves.
          </p>
        )}
        <FormAlert message={approve.error ? messageOf(approve.error) : null} />
        {done && (
          <p role="status" className="mb-3 text-sm text-emerald-800">
            {done}
          </p>
        )}
        {lines.length === 0 ? (
          <p className="text-sm text-cocoa-700">Nothing to pay: no influencer has an available balance.</p>
        ) : (
          <ul aria-label="Available to pay" className="divide-y divide-sand-200">
            {lines.map((l) => {
              const key = lineKey(l);
              const on = picked[key] !== undefined;
              return (
                <li
                  key={key}
                  className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 py-3 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-x-4"
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 h-5 w-5 sm:mt-0"
                    aria-label={`Pay ${l.name} in ${l.currency}`}
                    checked={on}
                    disabled={!l.ready}
                    onChange={() => setPicked(({ [key]: _gone, ...rest }) => (on ? rest : { ...rest, [key]: String(l.available) }))}
                  />
                  <span>
                    <span className="font-medium text-cocoa-950">{l.name}</span> <span className="text-sm text-cocoa-600">{l.code}</span>
                    <span className="block text-sm text-cocoa-700">
                      {moneyIn(l.available, l.currency)} available · {l.destination ?? 'no payout details yet'}
                    </span>
                  </span>
                  {on && (
                    <input
                      className={`${inputClass} col-span-2 w-full sm:col-span-1 sm:w-36`}
                      inputMode="decimal"
                      aria-label={`Amount for ${l.name} in ${l.currency}`}
                      value={picked[key]}
                      onChange={(e) => setPicked((p) => ({ ...p, [key]: e.target.value }))}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <button type="button" className={`${primaryButton} mt-4`} disabled={chosen.length === 0 || approve.isPending} onClick={submit}>
          {approve.isPending ? 'Paying…' : chosen.length > 1 ? `Approve ${chosen.length} payouts` : 'Approve payout'}
        </button>
      </Panel>
      <Panel title="Payouts sent">
        <RecentPayouts payouts={payouts} />
      </Panel>
    </>
  );
}

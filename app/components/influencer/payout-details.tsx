import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Bank, PayoutDetails, StripeCountry, StripeDetailsView } from '../../../domain/influencers/payouts';
import { api } from '../../lib/api';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/field';
import { FormAlert } from '../form/form-alert';
import { messageOf } from '../form/server-errors';
import { primaryButton, secondaryButton } from '../form/styles';

const DETAILS_KEY = ['influencer-payout-details'] as const;

function TestModeNote({ children }: { children: string }) {
  return <p className="mt-3 rounded-xl bg-sand-100 px-3 py-2 text-[13px] text-cocoa-800">{children}</p>;
}

/** Naira: a bank from the list and a 10-digit number; the bank's name for it is shown for her to confirm. */
function BankForm({ onSaved }: { onSaved: () => void }) {
  const banks = useQuery({ queryKey: ['payout-banks'], queryFn: () => api<{ data: Bank[] }>('/api/user/payout-details/banks') });
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [name, setName] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: () =>
      api<{ data: { account_name: string } }>('/api/user/payout-details/resolve', {
        body: { bank_code: bankCode, account_number: number },
        errorStyle: 'raw',
      }),
    onSuccess: (r) => setName(r.data.account_name),
  });
  const save = useMutation({
    mutationFn: () =>
      api('/api/user/payout-details/bank', {
        method: 'PUT',
        body: { bank_code: bankCode, account_number: number, account_name: name },
        errorStyle: 'raw',
      }),
    onSuccess: onSaved,
  });
  const check = (e: FormEvent) => {
    e.preventDefault();
    setName(null);
    resolve.mutate();
  };
  const error = resolve.error ?? save.error;
  return (
    <form onSubmit={check} noValidate aria-label="Bank details" className="mt-4 grid gap-4">
      <FormAlert message={error ? messageOf(error) : null} />
      <SelectField
        label="Bank"
        placeholder={banks.isPending ? 'Loading banks…' : 'Choose your bank'}
        options={(banks.data?.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
        value={bankCode}
        onChange={(e) => {
          setBankCode(e.target.value);
          setName(null);
        }}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        value={number}
        onChange={(e) => {
          setNumber(e.target.value.replace(/\D/g, ''));
          setName(null);
        }}
        hint="The 10-digit NUBAN number"
      />
      {name ? (
        <div className="rounded-2xl bg-sand-50 px-4 py-3">
          <p className="text-sm text-cocoa-700">The bank says this account belongs to</p>
          <p className="mt-1 font-medium text-cocoa-950">{name}</p>
          <button type="button" className={`${primaryButton} mt-3`} disabled={save.isPending} onClick={() => save.mutate()}>
            {save.isPending ? 'Saving…' : 'Yes, this is my account'}
          </button>
        </div>
      ) : (
        <button type="submit" className={secondaryButton} disabled={resolve.isPending || !bankCode || number.length !== 10}>
          {resolve.isPending ? 'Checking…' : 'Check account name'}
        </button>
      )}
    </form>
  );
}

function StripeStatus({ stripe }: { stripe: StripeDetailsView }) {
  return stripe.ready ? (
    <p className="mt-2 text-sm text-cocoa-800">Ready: pound and dollar payouts go to your Stripe account ({stripe.country}).</p>
  ) : (
    <p className="mt-2 text-sm text-cocoa-800">Stripe still needs: {stripe.needs.join(', ')}.</p>
  );
}

/** Where her commission is paid: a Nigerian bank for naira (Paystack), a Stripe account for pounds and dollars. */
export function PayoutDetailsSection() {
  const queryClient = useQueryClient();
  const details = useQuery({ queryKey: DETAILS_KEY, queryFn: () => api<{ data: PayoutDetails }>('/api/user/payout-details') });
  const [editing, setEditing] = useState(false);
  const [country, setCountry] = useState<StripeCountry>('GB');
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: DETAILS_KEY });
  const stripe = useMutation({
    mutationFn: () =>
      api<{ message?: string; data: { url: string | null } }>('/api/user/payout-details/stripe', { body: { country }, errorStyle: 'raw' }),
    onSuccess: (r) => {
      if (r.data.url) window.location.assign(r.data.url);
      else {
        setNotice(r.message ?? null);
        void refresh();
      }
    },
  });
  const data = details.data?.data;
  return (
    <section
      id="payout-details"
      aria-labelledby="payout-details-heading"
      className="rounded-3xl border border-sand-200 bg-white px-5 py-5 sm:px-6"
    >
      <h2 id="payout-details-heading" className="font-serif text-2xl text-cocoa-950">
        Where you are paid
      </h2>
      {!data ? (
        <p className="mt-3 text-sm text-cocoa-700">{details.isError ? messageOf(details.error) : 'Loading…'}</p>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="text-[11px] font-semibold tracking-[0.16em] text-cocoa-700 uppercase">Naira · Nigerian bank</h3>
            {data.test_mode.bank && (
              <TestModeNote>
                Test mode: any account number that passes the bank’s check digit resolves to a test name. No money moves.
              </TestModeNote>
            )}
            {data.bank && !editing ? (
              <div className="mt-3">
                <p className="font-medium text-cocoa-950">{data.bank.account_name}</p>
                <p className="text-sm text-cocoa-700">
                  {data.bank.bank_name} · {data.bank.account_number_masked}
                </p>
                <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setEditing(true)}>
                  Change bank account
                </button>
              </div>
            ) : (
              <BankForm
                onSaved={() => {
                  setEditing(false);
                  void refresh();
                }}
              />
            )}
          </div>
          <div>
            <h3 className="text-[11px] font-semibold tracking-[0.16em] text-cocoa-700 uppercase">Pounds and dollars · Stripe</h3>
            {data.test_mode.stripe && (
              <TestModeNote>Test mode: onboarding completes at once. No real Stripe account is opened.</TestModeNote>
            )}
            {notice && (
              <p role="status" className="mt-3 text-sm text-cocoa-800">
                {notice}
              </p>
            )}
            {data.stripe && <StripeStatus stripe={data.stripe} />}
            {!data.stripe?.ready && (
              <form
                className="mt-4 grid gap-4"
                aria-label="Stripe account"
                onSubmit={(e) => {
                  e.preventDefault();
                  stripe.mutate();
                }}
              >
                <FormAlert message={stripe.error ? messageOf(stripe.error) : null} />
                <SelectField
                  label="Country of your bank"
                  placeholder="Choose"
                  options={[
                    { value: 'GB', label: 'United Kingdom (pounds)' },
                    { value: 'US', label: 'United States (dollars)' },
                  ]}
                  value={country}
                  onChange={(e) => setCountry(e.target.value as StripeCountry)}
                />
                <button type="submit" className={primaryButton} disabled={stripe.isPending}>
                  {stripe.isPending ? 'Opening Stripe…' : data.stripe ? 'Continue on Stripe' : 'Set up with Stripe'}
                </button>
              </form>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

import type { FormEvent } from 'react';
import { STOCK_COUNTRIES, STOCK_REASONS, type AdminProduct } from '../../../domain/admin/products';
import { formatDateTime } from '../../lib/format';
import { Panel } from './admin-shell';
import { numberOf, textOf, useAdminForm } from './use-admin-form';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';

const REASON_LABELS: Record<string, string> = {
  received: 'Received (+)',
  counted: 'Counted (=)',
  damaged: 'Damaged (−)',
  created: 'Opening stock',
};

/** Stock per market, an adjustment with its reason, and the history of adjustments. */
export function StockPanel({ product }: { product: AdminProduct }) {
  const form = useAdminForm(`/api/admin/products/${product.id}/stock`);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const target = e.currentTarget;
    const f = new FormData(target);
    const ok = await form.submit({
      country: textOf(f, 'country'),
      reason: textOf(f, 'reason'),
      quantity: numberOf(f, 'quantity'),
      note: textOf(f, 'note'),
    });
    if (ok) target.reset();
  }
  return (
    <Panel title="Stock">
      <dl className="mb-5 grid grid-cols-3 gap-3 text-center">
        {STOCK_COUNTRIES.map((c) => (
          <div key={c} className="rounded-2xl bg-sand-100 px-3 py-3">
            <dt className="text-xs font-semibold tracking-[0.16em] text-cocoa-700">{c}</dt>
            <dd className="font-serif text-2xl text-cocoa-950">{product.stock[c]}</dd>
          </div>
        ))}
      </dl>
      <form onSubmit={onSubmit} noValidate aria-label="Adjust stock" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <FormAlert message={form.error} />
        <SelectField name="country" label="Market" placeholder="Choose" options={[...STOCK_COUNTRIES]} error={form.fieldError('country')} />
        <SelectField
          name="reason"
          label="Reason"
          placeholder="Choose"
          options={STOCK_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r]! }))}
          error={form.fieldError('reason')}
        />
        <TextField name="quantity" label="Units" inputMode="numeric" error={form.fieldError('quantity')} />
        <TextField name="note" label="Note" optional error={form.fieldError('note')} />
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Adjust
        </SubmitButton>
      </form>
      <ul aria-label="Stock history" className="mt-5 divide-y divide-sand-200 text-sm">
        {product.history.map((h) => (
          <li key={h.id} className="flex flex-wrap justify-between gap-2 py-2 text-cocoa-800">
            <span>
              {formatDateTime(h.created_at)} · {h.country} · {REASON_LABELS[h.reason] ?? h.reason}
              {h.note ? ` · ${h.note}` : ''}
            </span>
            <span className="tabular-nums">
              {h.delta > 0 ? `+${h.delta}` : h.delta} → {h.quantity_after}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

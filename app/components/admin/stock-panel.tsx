import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { STOCK_COUNTRIES, STOCK_REASONS, stockAdjustmentBody, type AdminProduct } from '../../../domain/admin/products';
import { formatDateTime } from '../../lib/format';
import { submitTo, useAdminChange } from './admin-api';
import { Panel } from './admin-shell';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { typedNumber } from '../form/typed-values';
import { useZodForm } from '../form/use-zod-form';

const REASON_LABELS: Record<string, string> = {
  received: 'Received (+)',
  counted: 'Counted (=)',
  damaged: 'Damaged (−)',
  created: 'Opening stock',
};

type AdjustmentValues = z.input<typeof stockAdjustmentBody>;
const NO_ADJUSTMENT: DefaultValues<AdjustmentValues> = { country: undefined, reason: undefined, quantity: undefined, note: '' };

/**
 * Stock per market with the shoppers waiting to hear it is back (each is mailed once when it is),
 * an adjustment with its reason, and the history of adjustments.
 */
export function StockPanel({ product }: { product: AdminProduct }) {
  const form = useZodForm(stockAdjustmentBody, { defaultValues: NO_ADJUSTMENT });
  const save = useAdminChange<AdjustmentValues>(`/api/admin/products/${product.id}/stock`, {
    onSuccess: () => form.reset(),
    onError: form.fail,
  });
  const { errors } = form.formState;
  const onSubmit = submitTo(form, save);
  return (
    <Panel title="Stock">
      <dl className="mb-5 grid grid-cols-3 gap-3 text-center">
        {STOCK_COUNTRIES.map((c) => (
          <div key={c} className="rounded-2xl bg-sand-100 px-3 py-3">
            <dt className="text-xs font-semibold tracking-[0.16em] text-cocoa-700">{c}</dt>
            <dd className="font-serif text-2xl text-cocoa-950">{product.stock[c]}</dd>
            <dd className="text-xs text-cocoa-700">
              {product.waiting[c] === 1 ? '1 shopper waiting' : `${product.waiting[c]} shoppers waiting`}
            </dd>
          </div>
        ))}
      </dl>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label="Adjust stock"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <FormAlert message={form.formError} />
        <SelectField
          label="Market"
          placeholder="Choose"
          options={[...STOCK_COUNTRIES]}
          error={errors.country?.message}
          {...form.register('country')}
        />
        <SelectField
          label="Reason"
          placeholder="Choose"
          options={STOCK_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r]! }))}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        <TextField
          label="Units"
          inputMode="numeric"
          error={errors.quantity?.message}
          {...form.register('quantity', { setValueAs: typedNumber() })}
        />
        <TextField label="Note" optional error={errors.note?.message} {...form.register('note')} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
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

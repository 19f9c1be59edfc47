import type { z } from 'zod';
import { lowStockBody } from '../../../domain/admin/low-stock';
import { STOCK_COUNTRIES, type AdminProduct } from '../../../domain/admin/products';
import { submitTo, useAdminChange } from './admin-api';
import { Panel } from './admin-shell';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { typedNumber } from '../form/typed-values';
import { useZodForm } from '../form/use-zod-form';

type ThresholdValues = z.input<typeof lowStockBody>;

/** The product's low-stock threshold per market: at or below it, it is on the low-stock list and in the day's alert. */
export function LowStockForm({ product }: { product: AdminProduct }) {
  const form = useZodForm(lowStockBody, { defaultValues: product.low_stock });
  const save = useAdminChange<ThresholdValues>(`/api/admin/products/${product.id}/low-stock`, {
    onSuccess: () => form.reset(form.getValues()),
    onError: form.fail,
  });
  const { errors } = form.formState;
  const onSubmit = submitTo(form, save);
  return (
    <Panel title="Low-stock thresholds">
      <p className="mb-4 text-sm text-cocoa-700">
        At or below its threshold a market shows on the low-stock list, and staff hear of it in the day&apos;s alert. 0 alerts only when it
        runs out.
      </p>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label="Low-stock thresholds"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
      >
        <FormAlert message={form.formError} />
        {STOCK_COUNTRIES.map((c) => (
          <TextField
            key={c}
            label={`${c} threshold`}
            inputMode="numeric"
            error={errors[c]?.message}
            {...form.register(c, { setValueAs: typedNumber() })}
          />
        ))}
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save thresholds
        </SubmitButton>
      </form>
      {save.isSuccess && !form.formState.isDirty && (
        <p role="status" className="mt-3 text-sm text-cocoa-700">
          Thresholds saved.
        </p>
      )}
    </Panel>
  );
}

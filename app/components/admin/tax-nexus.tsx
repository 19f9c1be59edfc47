import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { nexusBody, type NexusView } from '../../../domain/tax/requests';
import { US_STATES } from '../../../domain/tax/us-states';
import { formatMoney } from '../../../domain/money';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { errorAt, typedNumber } from '../form/typed-values';
import { useZodForm } from '../form/use-zod-form';
import { useAdminChange } from './admin-api';
import { Panel } from './admin-shell';

const nexusForm = nexusBody.extend({ state: z.string().min(1, 'Choose a state') });
type NexusValues = z.input<typeof nexusForm>;
const EMPTY: DefaultValues<NexusValues> = { state: '', sales: undefined, orders: null };

/** A state's threshold, changed by choosing the state and typing both limits (empty orders: sales only). */
function NexusForm({ thresholds }: { thresholds: NexusView[] }) {
  const form = useZodForm(nexusForm, { defaultValues: EMPTY });
  const state = form.watch('state');
  const save = useAdminChange<Omit<NexusValues, 'state'>>(`/api/admin/settings/tax/nexus/${encodeURIComponent(state)}`, {
    method: 'PUT',
    onSuccess: () => form.reset(),
    onError: form.fail,
  });
  const err = (name: keyof NexusValues) => errorAt(form.formState.errors, name);
  const onSubmit = form.handleSubmit(({ state: _state, ...body }) => {
    form.setFormError(null);
    save.mutate(body);
  });
  const stateField = form.register('state', {
    onChange: (e: { target: { value: string } }) => {
      const now = thresholds.find((t) => t.state === e.target.value);
      if (now) {
        form.setValue('sales', now.sales_minor / 100);
        form.setValue('orders', now.orders);
      }
    },
  });
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label="Change a threshold"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <div className="sm:col-span-2 lg:col-span-4">
        <FormAlert message={form.formError} />
      </div>
      <SelectField
        label="State"
        placeholder="Choose a state"
        required
        options={thresholds.map((t) => ({ value: t.state, label: `${t.name} (${t.state})` }))}
        error={err('state')}
        {...stateField}
      />
      <TextField label="Sales ($)" inputMode="decimal" error={err('sales')} {...form.register('sales', { setValueAs: typedNumber() })} />
      <TextField
        label="Orders"
        inputMode="numeric"
        optional
        hint="Empty: sales only"
        error={err('orders')}
        {...form.register('orders', { setValueAs: typedNumber() })}
      />
      <div className="flex items-end">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…" className="w-full">
          Save threshold
        </SubmitButton>
      </div>
    </form>
  );
}

/** Economic-nexus thresholds per state: what a calendar year's sales or orders there may reach before the shop must register. */
export function NexusThresholds({ thresholds }: { thresholds: NexusView[] }) {
  return (
    <Panel title="US nexus thresholds">
      <p className="-mt-2 mb-4 text-sm text-cocoa-700">
        Sales or orders in a calendar year, whichever comes first, after which a state expects the shop to register.
      </p>
      <NexusForm thresholds={thresholds} />
      <details className="mt-5">
        <summary className="cursor-pointer text-sm font-medium text-cocoa-950">All thresholds ({thresholds.length} states)</summary>
        <ul aria-label="Nexus thresholds" className="mt-3 grid gap-x-6 text-sm text-cocoa-900 sm:grid-cols-2">
          {thresholds.map((t) => (
            <li key={t.state} className="flex justify-between gap-3 border-b border-sand-200 py-2">
              <span>{US_STATES[t.state] ?? t.state}</span>
              <span className="text-right tabular-nums">
                {formatMoney(t.sales_minor, 'US')}
                {t.orders !== null ? ` or ${t.orders} orders` : ''}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </Panel>
  );
}

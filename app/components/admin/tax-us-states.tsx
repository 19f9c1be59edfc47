import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { stateTaxBody, type TaxRuleView } from '../../../domain/tax/requests';
import { formatRate } from '../../../domain/tax/tax';
import { US_STATES } from '../../../domain/tax/us-states';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { secondaryButton } from '../form/styles';
import { errorAt, typedNumber } from '../form/typed-values';
import { useZodForm } from '../form/use-zod-form';
import { useAdminChange } from './admin-api';
import { Panel } from './admin-shell';
import { PhoneSummary, RowActions, SettingsTable, wideCell } from './tax-parts';

const stateRuleForm = stateTaxBody.extend({ state: z.string().min(1, 'Choose a state') });
type StateValues = z.input<typeof stateRuleForm>;

const STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
const NEW_STATE: DefaultValues<StateValues> = { state: '', rate: undefined, registration: '' };

function StateForm({ rule, onDone }: { rule: TaxRuleView | null; onDone: () => void }) {
  const form = useZodForm(stateRuleForm, {
    defaultValues: rule ? { state: rule.region, rate: rule.rate_bp / 100, registration: rule.registration } : NEW_STATE,
  });
  const state = form.watch('state');
  const save = useAdminChange<Omit<StateValues, 'state'>>(`/api/admin/settings/tax/US/${encodeURIComponent(state)}`, {
    method: 'PUT',
    onSuccess: () => {
      form.reset();
      onDone();
    },
    onError: form.fail,
  });
  const err = (name: keyof StateValues) => errorAt(form.formState.errors, name);
  const onSubmit = form.handleSubmit(({ state: _state, ...body }) => {
    form.setFormError(null);
    save.mutate(body);
  });
  const title = rule ? 'Change state registration' : 'Register a state';
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={title}
      className="mt-6 grid gap-4 border-t border-sand-200 pt-5 sm:grid-cols-3"
    >
      <h3 className="font-serif text-lg text-cocoa-950 sm:col-span-3">{title}</h3>
      <div className="sm:col-span-3">
        <FormAlert message={form.formError} />
      </div>
      {rule ? (
        <TextField label="State" readOnly value={US_STATES[rule.region] ?? rule.region} />
      ) : (
        <SelectField
          label="State"
          placeholder="Choose a state"
          required
          options={STATE_OPTIONS}
          error={err('state')}
          {...form.register('state')}
        />
      )}
      <TextField
        label="Combined rate (%)"
        inputMode="decimal"
        hint="State and local, up to 2 decimals: 8.88"
        error={err('rate')}
        {...form.register('rate', { setValueAs: typedNumber() })}
      />
      <TextField
        label="Permit number"
        optional
        hint="At most 40 characters"
        error={err('registration')}
        {...form.register('registration')}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-3">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          {rule ? 'Save state' : 'Register state'}
        </SubmitButton>
        {rule && (
          <button type="button" className={secondaryButton} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** The states where the shop collects sales tax (added at checkout to deliveries there), and a form to register one. */
export function UsSalesTax({ states }: { states: TaxRuleView[] }) {
  const [editing, setEditing] = useState<TaxRuleView | null>(null);
  return (
    <Panel title="US sales tax">
      <p className="-mt-2 mb-4 text-sm text-cocoa-700">
        Sales tax is added at checkout for deliveries to the states registered here; other states are charged none.
      </p>
      <SettingsTable label="Registered US states" head={['State', 'Combined rate', 'Permit number']}>
        {states.map((s) => (
          <tr key={s.region}>
            <td className="py-3 pr-3">
              <span className="font-medium text-cocoa-950">{US_STATES[s.region] ?? s.region}</span>{' '}
              <span className="text-cocoa-600">({s.region})</span>
              <PhoneSummary>{[formatRate(s.rate_bp), s.registration].filter(Boolean).join(' · ')}</PhoneSummary>
            </td>
            <td className={`${wideCell} tabular-nums`}>{formatRate(s.rate_bp)}</td>
            <td className={wideCell}>{s.registration || '—'}</td>
            <RowActions
              what={`${US_STATES[s.region] ?? s.region} sales tax`}
              removePath={`/api/admin/settings/tax/US/${s.region}`}
              onEdit={() => setEditing(s)}
            />
          </tr>
        ))}
        {states.length === 0 && (
          <tr>
            <td colSpan={4} className="py-6 text-center text-cocoa-700">
              No state registered yet.
            </td>
          </tr>
        )}
      </SettingsTable>
      <StateForm key={editing?.region ?? 'new'} rule={editing} onDone={() => setEditing(null)} />
    </Panel>
  );
}

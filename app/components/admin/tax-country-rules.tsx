import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { countryTaxBody, type TaxRuleView, type TaxSettings } from '../../../domain/tax/requests';
import { formatRate } from '../../../domain/tax/tax';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { secondaryButton } from '../form/styles';
import { errorAt, typedNumber } from '../form/typed-values';
import { useZodForm } from '../form/use-zod-form';
import { useAdminChange } from './admin-api';
import { Panel } from './admin-shell';
import { PhoneSummary, RowActions, SettingsTable, wideCell } from './tax-parts';

/** The form adds the path's country to the body it checks; the country goes in the address, not the body. */
const countryRuleForm = countryTaxBody.extend({ country: z.string().min(1, 'Choose a country') });
type RuleValues = z.input<typeof countryRuleForm>;

const NEW_RULE: DefaultValues<RuleValues> = { country: '', name: 'VAT', rate: undefined, included: true, registration: '' };
const valuesOf = (r: TaxRuleView): RuleValues => ({
  country: r.country,
  name: r.name,
  rate: r.rate_bp / 100,
  included: r.included,
  registration: r.registration,
});

function CountryRuleForm({ rule, choices, onDone }: { rule: TaxRuleView | null; choices: TaxSettings['ships_to']; onDone: () => void }) {
  const form = useZodForm(countryRuleForm, { defaultValues: rule ? valuesOf(rule) : NEW_RULE });
  const country = form.watch('country');
  const save = useAdminChange<Omit<RuleValues, 'country'>>(`/api/admin/settings/tax/${encodeURIComponent(country)}`, {
    method: 'PUT',
    onSuccess: () => {
      form.reset();
      onDone();
    },
    onError: form.fail,
  });
  const err = (name: keyof RuleValues) => errorAt(form.formState.errors, name);
  const onSubmit = form.handleSubmit(({ country: _country, ...body }) => {
    form.setFormError(null);
    save.mutate(body);
  });
  const title = rule ? 'Change tax rule' : 'Add a country';
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={title}
      className="mt-6 grid gap-4 border-t border-sand-200 pt-5 sm:grid-cols-2"
    >
      <h3 className="font-serif text-lg text-cocoa-950 sm:col-span-2">{title}</h3>
      <div className="sm:col-span-2">
        <FormAlert message={form.formError} />
      </div>
      {rule ? (
        <TextField label="Country" readOnly value={choices.find((c) => c.code === rule.country)?.name ?? rule.country} />
      ) : (
        <SelectField
          label="Country"
          placeholder="Choose a country"
          required
          options={choices.filter((c) => c.code !== 'US').map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
          error={err('country')}
          {...form.register('country')}
        />
      )}
      <TextField label="Tax name" hint="As receipts name it: VAT, GST" error={err('name')} {...form.register('name')} />
      <TextField
        label="Rate (%)"
        inputMode="decimal"
        hint="Up to 2 decimals: 7.5, 20"
        error={err('rate')}
        {...form.register('rate', { setValueAs: typedNumber() })}
      />
      <TextField
        label="Registration number"
        optional
        hint="VAT number, at most 40 characters"
        error={err('registration')}
        {...form.register('registration')}
      />
      <label className="flex items-center gap-3 text-sm text-cocoa-900 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-cocoa-900" {...form.register('included')} />
        Prices include the tax (unticked: it is added at checkout)
      </label>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton pending={save.isPending} pendingLabel="Saving…">
          Save tax rule
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

/** Each country's tax: a table of the rules, and one form to add a country or change one rule. */
export function CountryRules({ settings }: { settings: TaxSettings }) {
  const [editing, setEditing] = useState<TaxRuleView | null>(null);
  const nameOf = (code: string) => settings.ships_to.find((c) => c.code === code)?.name ?? code;
  return (
    <Panel title="Tax by country">
      <p className="-mt-2 mb-4 text-sm text-cocoa-700">A country without a rule is charged no tax. US sales tax is set per state below.</p>
      <SettingsTable label="Tax rules by country" head={['Country', 'Tax', 'Rate', 'Prices', 'Registration']}>
        {settings.countries.map((r) => (
          <tr key={r.country}>
            <td className="py-3 pr-3">
              <span className="font-medium text-cocoa-950">{nameOf(r.country)}</span> <span className="text-cocoa-600">({r.country})</span>
              <PhoneSummary>
                {[r.name, formatRate(r.rate_bp), r.included ? 'included' : 'added', r.registration].filter(Boolean).join(' · ')}
              </PhoneSummary>
            </td>
            <td className={wideCell}>{r.name}</td>
            <td className={`${wideCell} tabular-nums`}>{formatRate(r.rate_bp)}</td>
            <td className={wideCell}>{r.included ? 'Included' : 'Added at checkout'}</td>
            <td className={wideCell}>{r.registration || '—'}</td>
            <RowActions
              what={`${nameOf(r.country)} tax`}
              removePath={`/api/admin/settings/tax/${r.country}`}
              onEdit={() => setEditing(r)}
            />
          </tr>
        ))}
        {settings.countries.length === 0 && (
          <tr>
            <td colSpan={6} className="py-6 text-center text-cocoa-700">
              No country is charged tax.
            </td>
          </tr>
        )}
      </SettingsTable>
      <CountryRuleForm key={editing?.country ?? 'new'} rule={editing} choices={settings.ships_to} onDone={() => setEditing(null)} />
    </Panel>
  );
}

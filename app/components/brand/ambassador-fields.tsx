import { AMBASSADOR_COUNTRIES, AMBASSADOR_MAX_AGE, AMBASSADOR_MIN_AGE, isoToday } from '../../../domain/forms/options';
import { examplePhone } from '../../../domain/country';
import { useCountry } from '../../lib/country';
import { FormSection } from './form-section';
import type { useFormValues } from './form-state';
import { SexField } from './sex-field';
import type { AMBASSADOR_EMPTY } from './ambassador-values';
import { TextField } from '../form/field';
import { SelectField } from '../form/select-field';

type Form = ReturnType<typeof useFormValues<typeof AMBASSADOR_EMPTY>>;

/** 'YYYY-MM-DD' of today moved back by whole years (the date input's min and max). */
const yearsBefore = (today: string, years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

/** Sections 1 and 2 of the application: Personal Information and Contact Information. */
export function AmbassadorFields({ form, disabled }: { form: Form; disabled: boolean }) {
  const { country } = useCountry();
  const { bind } = form;
  const today = isoToday();
  return (
    <>
      <FormSection step={1} title="Personal Information">
        <TextField
          {...bind('name')}
          label="Full name"
          required
          autoComplete="name"
          maxLength={120}
          disabled={disabled}
          className="sm:col-span-2"
        />
        <SexField value={form.values.sex} error={bind('sex').error} disabled={disabled} onChange={(v) => form.set('sex', v)} />
        <TextField
          {...bind('dob')}
          label="Date of birth"
          type="date"
          required
          autoComplete="bday"
          disabled={disabled}
          min={yearsBefore(today, AMBASSADOR_MAX_AGE + 1)}
          max={yearsBefore(today, AMBASSADOR_MIN_AGE)}
          hint={`Applicants must be ${AMBASSADOR_MIN_AGE} to ${AMBASSADOR_MAX_AGE}.`}
        />
        <SelectField
          {...bind('country')}
          label="Country"
          required
          options={AMBASSADOR_COUNTRIES}
          placeholder="Choose your country"
          autoComplete="off"
          disabled={disabled}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection step={2} title="Contact Information" intro="So our casting team can reach you if you are shortlisted.">
        <TextField
          {...bind('address')}
          label="Address"
          required
          autoComplete="street-address"
          maxLength={240}
          disabled={disabled}
          className="sm:col-span-2"
        />
        <TextField
          {...bind('phoneNumber')}
          label="Phone number"
          type="tel"
          required
          autoComplete="tel"
          placeholder={examplePhone(country)}
          maxLength={20}
          disabled={disabled}
        />
        <TextField {...bind('email')} label="Email" type="email" required autoComplete="email" maxLength={254} disabled={disabled} />
        <TextField
          {...bind('socialMediaHandle')}
          label="Social media handle"
          required
          placeholder="@yourname on Instagram or TikTok"
          maxLength={120}
          disabled={disabled}
          className="sm:col-span-2"
        />
      </FormSection>
    </>
  );
}

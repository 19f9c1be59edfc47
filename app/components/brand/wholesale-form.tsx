import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { BUSINESS_CATEGORIES, MONTHLY_ORDER_VALUES } from '../../../domain/forms/options';
import { examplePhone } from '../../../domain/country';
import { useCountry } from '../../lib/country';
import { api } from '../../lib/api';
import { useFormValues } from './form-state';
import { WholesaleThanks } from './wholesale-thanks';
import { TextAreaField, TextField } from '../form/field';
import { FormAlert } from '../form/form-alert';
import { SelectField } from '../form/select-field';
import { primaryButton } from '../form/styles';

const EMPTY = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  category: '',
  monthlyOrderValue: '',
  location: '',
  note: '',
};

/** The wholesale form of /partner-with-us, stored by POST /api/forms/wholesale. */
export function WholesaleForm() {
  const { country } = useCountry();
  const form = useFormValues('wholesale', EMPTY);
  const { bind } = form;
  const mutation = useMutation({
    mutationFn: (body: typeof EMPTY) => api<{ message: string }>('/api/forms/wholesale', { body, errorStyle: 'raw' }),
    onError: form.fail,
  });

  if (mutation.isSuccess) return <WholesaleThanks businessName={mutation.variables.businessName} email={mutation.variables.email} />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.setError(null);
    mutation.mutate(form.values);
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="wholesale-form-title" className="space-y-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-serif text-xl text-cocoa-950">Your business</legend>
        <TextField {...bind('businessName')} label="Business name" required autoComplete="organization" maxLength={120} />
        <TextField
          {...bind('website')}
          label="Website or social page"
          autoComplete="url"
          inputMode="url"
          placeholder="yourshop.com"
          maxLength={200}
        />
        <SelectField
          {...bind('category')}
          label="Business category"
          required
          options={BUSINESS_CATEGORIES}
          placeholder="Choose a category"
        />
        <SelectField
          {...bind('monthlyOrderValue')}
          label="Estimated monthly order value"
          required
          options={MONTHLY_ORDER_VALUES}
          placeholder="Choose a range"
          hint="In US dollars; we price in your currency."
        />
        <TextField
          {...bind('location')}
          label="Location"
          required
          autoComplete="address-level2"
          placeholder="City, country"
          maxLength={160}
          className="sm:col-span-2"
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 font-serif text-xl text-cocoa-950">How we reach you</legend>
        <TextField {...bind('contactName')} label="Contact name" required autoComplete="name" maxLength={120} className="sm:col-span-2" />
        <TextField {...bind('email')} label="Email" type="email" required autoComplete="email" maxLength={254} />
        <TextField
          {...bind('phone')}
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          placeholder={examplePhone(country)}
          maxLength={20}
        />
        <TextAreaField
          {...bind('note')}
          label="Anything else we should know?"
          maxLength={2000}
          className="sm:col-span-2"
          placeholder="The products you are interested in, your customers, how you sell…"
        />
      </fieldset>
      <FormAlert message={form.error && !form.error.field ? form.error.text : null} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" disabled={mutation.isPending} className={primaryButton}>
          {mutation.isPending ? 'Sending…' : 'Submit Application'}
        </button>
        <p className="text-xs text-cocoa-500">
          We reply within 3 business days. See our{' '}
          <a href="/privacy-policy" className="underline underline-offset-2">
            privacy policy
          </a>
          .
        </p>
      </div>
    </form>
  );
}

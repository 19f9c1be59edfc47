import { useState } from 'react';
import { z } from 'zod';
import { asksZipCode, FILL_ALL_FIELDS } from '../../../domain/accounts/addresses';
import { canShipTo, examplePhone, flagEmoji, type CountryCode } from '../../../domain/country';
import { phoneSchema } from '../../../domain/validation';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { ShippingNotAvailable } from '../checkout/shipping-not-available';
import { countryName } from './address-list';
import { RegionFields, type Region } from './region-fields';
import { useAddAddress } from './use-addresses';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import type { useZodForm } from '../form/use-zod-form';

/** The required fields the form asks for (the country is fixed to the visitor's); FILL_ALL_FIELDS toasts with title 'Error'. */
const REQUIRED = ['state', 'city', 'address', 'phone'] as const;

/**
 * Every empty required field first, all with 'Please fill all fields'; only once all are
 * filled, the phone's own rule (the server's phoneSchema).
 */
export const addressSchema = z
  .object({
    state: z.string(),
    city: z.string(),
    zip_code: z.string(),
    address: z.string(),
    landmark: z.string(),
    phone: z.string(),
    is_default: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const empty = REQUIRED.filter((name) => !values[name].trim());
    for (const name of empty) ctx.addIssue({ code: 'custom', path: [name], message: FILL_ALL_FIELDS });
    if (empty.length > 0) return;
    const phone = phoneSchema.safeParse(values.phone);
    if (!phone.success) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error.issues[0]?.message });
  });

type AddressValues = z.input<typeof addressSchema>;
type AddressForm = ReturnType<typeof useZodForm<typeof addressSchema>>;

export const EMPTY_ADDRESS: AddressValues = { state: '', city: '', zip_code: '', address: '', landmark: '', phone: '', is_default: false };

interface AddAddressFormProps {
  /** The form lives with the dialog, so closing it keeps what was typed. */
  form: AddressForm;
  country: CountryCode;
  onSaved: () => void;
  canBeDefault: boolean;
}

/** Add-address form: country fixed to the visitor's, the rest typed or picked. */
export function AddAddressForm({ form, country, onSaved, canBeDefault }: AddAddressFormProps) {
  const toast = useToast();
  const [tried, setTried] = useState(false);
  const save = useAddAddress(onSaved);
  const values = form.watch();
  const { errors } = form.formState;
  // Empty required fields are marked from the first submit on, and unmarked as they are filled.
  const invalid = (key: (typeof REQUIRED)[number]) => tried && !values[key].trim();
  const shippable = canShipTo(country);
  // The toast sits outside the dialog, which hides the page from screen readers: say it here too.
  const missing = REQUIRED.some(invalid);
  /** A field's own reason (the phone rule, a server refusal); a refusal goes once the field or the form changes. */
  const reason = (name: keyof AddressValues) => {
    const message = errors[name]?.message;
    return message === FILL_ALL_FIELDS ? null : message;
  };
  /** Any change drops the server's refusal; the phone's own reason goes when the phone changes. */
  const edit = (patch: Partial<Region>, changed?: keyof AddressValues) => {
    for (const [name, value] of Object.entries(patch) as [keyof Region, string][]) form.setValue(name, value);
    const refused = (Object.keys(errors) as (keyof AddressValues)[]).filter((name) => errors[name]?.type === 'server');
    form.clearErrors(changed === 'phone' ? [...refused, 'phone'] : refused);
    form.setFormError(null);
  };
  const field = (name: 'address' | 'landmark' | 'phone') => ({
    ...form.register(name, { onChange: () => edit({}, name) }),
    error: reason(name),
  });

  const onSubmit = form.handleSubmit(
    (address) => {
      const { is_default, ...rest } = address;
      save.mutate(
        { ...rest, country, zip_code: asksZipCode(country) ? address.zip_code : '', ...(canBeDefault ? { is_default } : {}) },
        {
          onError: (err) => {
            form.fail(err);
            toast(ERROR_TOAST);
          },
        },
      );
    },
    (found) => {
      if (Object.values(found).some((e) => e?.message === FILL_ALL_FIELDS))
        toast({ title: 'Error', description: FILL_ALL_FIELDS, variant: 'error' });
    },
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        setTried(true);
        void onSubmit(e);
      }}
      aria-label="Add Address"
      className="space-y-5"
    >
      <TextField
        label="Country"
        value={`${flagEmoji(country)}  ${countryName(country)}`}
        readOnly
        hint="We deliver to the country you shop in. Change it with the flag at the top of the page."
      />
      {!shippable && <ShippingNotAvailable compact />}
      <RegionFields
        country={country}
        value={values}
        onChange={(patch) => edit(patch)}
        invalid={(key) => key !== 'zip_code' && invalid(key)}
        error={(key) => reason(key)}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        placeholder="House number and street"
        {...field('address')}
        aria-invalid={invalid('address') || reason('address') ? true : undefined}
      />
      <TextField label="Landmark" optional placeholder="A place nearby that helps the rider find you" {...field('landmark')} />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={examplePhone(country)}
        {...field('phone')}
        aria-invalid={invalid('phone') || reason('phone') ? true : undefined}
      />
      {canBeDefault && (
        <label className="flex cursor-pointer items-center gap-3 text-[15px] text-cocoa-900">
          <input type="checkbox" {...form.register('is_default', { onChange: () => edit({}) })} className="h-5 w-5 accent-cocoa-900" />
          Make this my default address
        </label>
      )}
      <FormAlert message={missing ? FILL_ALL_FIELDS : form.formError} />
      <SubmitButton pending={save.isPending} pendingLabel="Saving…" disabled={!shippable} className="w-full">
        Save Address
      </SubmitButton>
    </form>
  );
}

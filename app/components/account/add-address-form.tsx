import { useState, type FormEvent } from 'react';
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
import { serverErrors, type ServerErrors } from '../form/server-errors';

export interface AddressDraft extends Region {
  country: CountryCode;
  address: string;
  landmark: string;
  phone: string;
  is_default: boolean;
}

export const emptyDraft = (country: CountryCode): AddressDraft => ({
  country,
  state: '',
  city: '',
  zip_code: '',
  address: '',
  landmark: '',
  phone: '',
  is_default: false,
});

/** The required fields the form asks for (the country is fixed to the visitor's); FILL_ALL_FIELDS toasts with title 'Error' (spec §5). */
const REQUIRED = ['state', 'city', 'address', 'phone'] as const;
/** The fields a refusal can name beside them (the rest is said above the form). */
const ADDRESS_FIELDS = ['address', 'landmark', 'phone'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

interface AddAddressFormProps {
  /** The draft lives with the caller so closing the dialog keeps what was typed. */
  draft: AddressDraft;
  onDraft: (draft: AddressDraft) => void;
  onSaved: () => void;
  canBeDefault: boolean;
}

/** Add-address form (spec §2, §5): country fixed to the visitor's, the rest typed or picked. */
export function AddAddressForm({ draft, onDraft, onSaved, canBeDefault }: AddAddressFormProps) {
  const toast = useToast();
  const [tried, setTried] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ServerErrors<AddressField> | null>(null);
  const save = useAddAddress(onSaved);
  const update = (patch: Partial<AddressDraft>) => {
    onDraft({ ...draft, ...patch });
    setRefusal(null);
  };
  const invalid = (key: (typeof REQUIRED)[number]) => tried && !draft[key].trim();
  const shippable = canShipTo(draft.country);
  // The toast sits outside the dialog, which hides the page from screen readers: say it here too.
  const missing = tried && REQUIRED.some((key) => !draft[key].trim());

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!draft.country || REQUIRED.some((key) => !draft[key].trim())) {
      toast({ title: 'Error', description: FILL_ALL_FIELDS, variant: 'error' });
      return;
    }
    const phone = phoneSchema.safeParse(draft.phone);
    setPhoneError(phone.success ? null : (phone.error.issues[0]?.message ?? null));
    if (!phone.success) return;
    const { is_default, ...rest } = draft;
    save.mutate(
      { ...rest, zip_code: asksZipCode(draft.country) ? draft.zip_code : '', ...(canBeDefault ? { is_default } : {}) },
      {
        onError: (err) => {
          setRefusal(serverErrors(err, ADDRESS_FIELDS));
          toast(ERROR_TOAST);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add Address" className="space-y-5">
      <TextField
        label="Country"
        value={`${flagEmoji(draft.country)}  ${countryName(draft.country)}`}
        readOnly
        hint="We deliver to the country you shop in. Change it with the flag at the top of the page."
      />
      {!shippable && <ShippingNotAvailable compact />}
      <RegionFields country={draft.country} value={draft} onChange={update} invalid={(key) => key !== 'zip_code' && invalid(key)} />
      <TextField
        label="Address"
        autoComplete="street-address"
        placeholder="House number and street"
        value={draft.address}
        onChange={(e) => update({ address: e.target.value })}
        error={refusal?.fields.address}
        aria-invalid={invalid('address') || refusal?.fields.address ? true : undefined}
      />
      <TextField
        label="Landmark"
        optional
        placeholder="A place nearby that helps the rider find you"
        value={draft.landmark}
        onChange={(e) => update({ landmark: e.target.value })}
        error={refusal?.fields.landmark}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={examplePhone(draft.country)}
        value={draft.phone}
        onChange={(e) => {
          update({ phone: e.target.value });
          setPhoneError(null);
        }}
        error={phoneError ?? refusal?.fields.phone}
        aria-invalid={phoneError || invalid('phone') ? true : undefined}
      />
      {canBeDefault && (
        <label className="flex cursor-pointer items-center gap-3 text-[15px] text-cocoa-900">
          <input
            type="checkbox"
            checked={draft.is_default}
            onChange={(e) => update({ is_default: e.target.checked })}
            className="h-5 w-5 accent-cocoa-900"
          />
          Make this my default address
        </label>
      )}
      <FormAlert message={missing ? FILL_ALL_FIELDS : (refusal?.form ?? null)} />
      <SubmitButton pending={save.isPending} pendingLabel="Saving…" disabled={!shippable} className="w-full">
        Save Address
      </SubmitButton>
    </form>
  );
}

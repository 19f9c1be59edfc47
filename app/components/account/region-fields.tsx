import type { ChangeEvent } from 'react';
import { asksZipCode } from '../../../domain/accounts/addresses';
import { LAGOS, NG_STATES } from '../../../domain/nigeria';
import { useLagosAreas } from './use-addresses';
import { TextField } from '../form/field';
import { SelectField } from '../form/select-field';
import type { CountryCode } from '../../../domain/country';

export interface Region {
  state: string;
  city: string;
  zip_code: string;
}

interface RegionFieldsProps {
  country: CountryCode;
  value: Region;
  onChange: (patch: Partial<Region>) => void;
  /** Required fields left empty on the last submit. */
  invalid: (key: keyof Region) => boolean;
  /** A field's own reason (a server refusal), shown beside it. */
  error: (key: keyof Region) => string | null | undefined;
}

/** Lagos areas come from the API; while they load the select says so. */
function LagosAreaSelect({
  value,
  onChange,
  invalid,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
  error: string | null | undefined;
}) {
  const areas = useLagosAreas(true);
  return (
    <SelectField
      label="Area"
      placeholder={areas.isPending ? 'Loading areas…' : 'Select an area'}
      options={areas.data?.map((a) => a.name) ?? []}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={!areas.data}
      aria-invalid={invalid || undefined}
      error={areas.isError ? 'We could not load the Lagos areas. Please close this form and try again.' : error}
    />
  );
}

/**
 * State, city/area and postal code by country: Nigeria picks one of the 37 states and,
 * in Lagos, an area from the list; elsewhere state and city are typed and a postal code is asked.
 */
export function RegionFields({ country, value, onChange, invalid, error }: RegionFieldsProps) {
  /** A typed field's value, change, reason and invalid mark. */
  const bind = (key: keyof Region) => ({
    value: value[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value }),
    error: error(key),
    'aria-invalid': invalid(key) || undefined,
  });
  if (asksZipCode(country)) {
    return (
      <>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="State / County" autoComplete="address-level1" {...bind('state')} />
          <TextField label="City" autoComplete="address-level2" {...bind('city')} />
        </div>
        <TextField
          label={country === 'US' ? 'ZIP code' : 'Postal code'}
          optional
          autoComplete="postal-code"
          {...bind('zip_code')}
          className="sm:max-w-[50%] sm:pr-2.5"
        />
      </>
    );
  }
  const lagos = value.state === LAGOS;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="State"
        placeholder="Select a state"
        options={NG_STATES}
        value={value.state}
        // Moving into or out of Lagos changes what the city field holds (area list or free text).
        onChange={(e) => onChange({ state: e.target.value, ...((e.target.value === LAGOS) !== lagos ? { city: '' } : {}) })}
        error={error('state')}
        aria-invalid={invalid('state') || undefined}
      />
      {lagos ? (
        <LagosAreaSelect value={value.city} onChange={(city) => onChange({ city })} invalid={invalid('city')} error={error('city')} />
      ) : (
        <TextField label="City" autoComplete="address-level2" {...bind('city')} />
      )}
    </div>
  );
}

import { SEXES } from '../../../domain/forms/options';

/** Sex is Female or Male, as a radio group (arrow keys move between the two). */
export function SexField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset aria-describedby={error ? 'ambassador-sex-error' : undefined}>
      <legend className="text-sm font-medium text-cocoa-900">
        Sex
        <span aria-hidden="true" className="ml-0.5 text-terracotta-600">
          *
        </span>
      </legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {SEXES.map((sex, i) => (
          <label
            key={sex}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-sand-200 bg-white px-4 py-3 text-base text-cocoa-950 transition-colors has-[:checked]:border-cocoa-900 has-[:checked]:bg-sand-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400"
          >
            <input
              id={i === 0 ? 'ambassador-sex' : undefined}
              type="radio"
              name="sex"
              value={sex}
              required
              disabled={disabled}
              checked={value === sex}
              onChange={() => onChange(sex)}
              className="h-4 w-4 accent-cocoa-900"
            />
            {sex}
          </label>
        ))}
      </div>
      {error && (
        <p id="ambassador-sex-error" className="mt-1.5 text-sm text-terracotta-600">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useId } from 'react';
import { FieldError } from '../form/field';
import { labelClass } from '../form/styles';

const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** 1 to 5 stars as a radio group: arrow keys move between them, each named by its count. */
export function StarPicker({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string | null }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>Your rating</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer text-gold-600">
            <input
              type="radio"
              name={`${id}-stars`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
              aria-label={`${n} star${n > 1 ? 's' : ''}`}
            />
            <svg
              width="32"
              height="32"
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-600"
            >
              <path
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                fill="currentColor"
                fillOpacity={n <= value ? 1 : 0.18}
              />
            </svg>
          </label>
        ))}
        <span className="ml-2 text-sm text-cocoa-700">{WORDS[value]}</span>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

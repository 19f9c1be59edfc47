import { useId, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons';
import { describedBy, FieldFrame, type FieldProps } from './field';
import { inputClass } from './styles';

type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    placeholder: string;
    /** Plain strings are both value and label. */
    options: readonly (string | { value: string; label: string })[];
    ref?: React.Ref<HTMLSelectElement>;
  };

/** A labelled native select (keyboard and screen-reader friendly on every phone) in the form look. */
export function SelectField({ label, placeholder, options, error, hint, optional, className, id, ...select }: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} optional={optional} required={select.required} className={className}>
      <div className="relative">
        <select
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { error, hint })}
          className={`${inputClass} appearance-none pr-11 disabled:bg-sand-100`}
          {...select}
        >
          <option value="" disabled={select.required}>
            {placeholder}
          </option>
          {options.map((o) => {
            const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
        <ChevronDownIcon width={18} height={18} className="pointer-events-none absolute inset-y-0 right-4 my-auto text-cocoa-500" />
      </div>
    </FieldFrame>
  );
}

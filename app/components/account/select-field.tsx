import { useId, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons';
import { FieldError, inputClass, labelClass } from './form-field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  placeholder: string;
  /** Plain strings are both value and label. */
  options: readonly (string | { value: string; label: string })[];
  error?: string | null;
};

/** A labelled native select (keyboard and screen-reader friendly on every phone) in the form look. */
export function SelectField({ label, placeholder, options, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>{label}</label>
      <div className="relative">
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} appearance-none pr-11 disabled:bg-sand-100`} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => {
            const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
            return <option key={value} value={value}>{text}</option>;
          })}
        </select>
        <ChevronDownIcon width={18} height={18} className="pointer-events-none absolute inset-y-0 right-4 my-auto text-cocoa-500" />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

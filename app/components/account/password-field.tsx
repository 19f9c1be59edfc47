import { useId, useState, type InputHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { FieldError, inputClass, labelClass } from './form-field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string | null;
  /** Ids of extra descriptions, such as the requirements checklist. */
  describedBy?: string;
};

/** Password input with a show/hide toggle (spec §2); the toggle keeps focus and the typed text. */
export function PasswordField({ label, error, describedBy, id, className, ...input }: PasswordFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const ids = [error ? `${fieldId}-error` : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>{label}</label>
      <div className="relative">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids || undefined}
          className={`${inputClass} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={fieldId}
          className="absolute inset-y-0 right-1 my-auto flex h-10 w-10 items-center justify-center rounded-full text-cocoa-500 transition-colors hover:bg-sand-100 hover:text-cocoa-950"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}

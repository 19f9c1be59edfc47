import { useId, useState, type InputHTMLAttributes } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons-later';
import { describedBy, FieldFrame, type FieldProps } from './field';
import { useHydrated } from './form-alert';
import { inputClass } from './styles';

type PasswordFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    /** Ids of extra descriptions, such as the requirements checklist. */
    describedById?: string;
    ref?: React.Ref<HTMLInputElement>;
  };

/** Password input with a show/hide toggle; the toggle keeps focus and the typed text. */
export function PasswordField({ label, error, hint, optional, describedById, className, id, ...input }: PasswordFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  // The toggle is the page's scripts' own: until they run, it does nothing, so it says so.
  const hydrated = useHydrated();
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} optional={optional} className={className}>
      <div className="relative">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { error, hint }, describedById)}
          className={`${inputClass} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          disabled={!hydrated}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={fieldId}
          className="absolute inset-y-0 right-1 my-auto flex h-10 w-10 items-center justify-center rounded-full text-cocoa-500 transition-colors hover:bg-sand-100 hover:text-cocoa-950"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}

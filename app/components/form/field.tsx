import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { inputClass, labelClass, textAreaClass } from './styles';

/** A field's error, announced when it appears. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-terracotta-600">
      {message}
    </p>
  );
}

export interface FieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Says '(optional)' after the label; a `required` control gets a star instead (hidden from screen readers, which hear 'required'). */
  optional?: boolean;
  className?: string;
}

/** The ids a control is described by: its hint, its error and any extra description. */
export const describedBy = (id: string, { error, hint }: Pick<FieldProps, 'error' | 'hint'>, extra?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

/** Label above, control, then hint and error lines, tied to the control for screen readers. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  required,
  className,
  children,
}: FieldProps & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      {/* The star sits beside the label, not in it, so the label's text is the field's name alone. */}
      <div className="flex items-baseline">
        <label htmlFor={id} className={labelClass}>
          {label}
          {optional && <span className="ml-1 font-normal tracking-normal text-cocoa-500 normal-case">(optional)</span>}
        </label>
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-[11px] font-semibold text-terracotta-600">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-cocoa-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

/** A labelled input; takes react-hook-form's `register(name)` props (ref included) or plain value/onChange. */
export function TextField({ label, error, hint, optional, className, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} optional={optional} required={input.required} className={className}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error, hint })}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, optional, className, id, ...area }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} optional={optional} required={area.required} className={className}>
      <textarea
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { error, hint })}
        className={textAreaClass}
        {...area}
      />
    </FieldFrame>
  );
}

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { Option } from '../../../domain/forms/options';

/**
 * Labelled fields of the brand forms. Each takes a stable `id`; the label, hint and error are
 * tied to the control (aria-describedby), and an error sets aria-invalid so it is announced.
 */

export const inputClass =
  'mt-1.5 block w-full rounded-xl border border-sand-200 bg-white px-4 py-3 text-base text-cocoa-950 shadow-sm ' +
  'placeholder:text-cocoa-500/60 transition-colors focus:border-gold-600 focus:outline-none focus:ring-2 focus:ring-gold-400/40 ' +
  'aria-[invalid=true]:border-terracotta-600 disabled:opacity-60';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}

/** Label above, control, then hint and error lines. Optional fields say so instead of a star. */
export function FieldFrame({ id, label, required, hint, error, children, className = '' }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-cocoa-900">
        {label}
        {required ? <span aria-hidden="true" className="ml-0.5 text-terracotta-600">*</span> : <span className="ml-1.5 font-normal text-cocoa-500">(optional)</span>}
      </label>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="mt-1.5 text-xs text-cocoa-500">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1.5 text-sm text-terracotta-600"><span aria-hidden="true">⚠ </span>{error}</p>}
    </div>
  );
}

export const describedBy = (id: string, hint?: string, error?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type Common = { id: string; label: string; hint?: string; error?: string; className?: string };

export function TextField({ id, label, hint, error, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} required={input.required} hint={hint} error={error} className={className}>
      <input id={id} name={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={inputClass} />
    </FieldFrame>
  );
}

export function TextAreaField({ id, label, hint, error, className, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} required={area.required} hint={hint} error={error} className={className}>
      <textarea id={id} name={id} rows={4} {...area} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${inputClass} resize-y`} />
    </FieldFrame>
  );
}

export function SelectField({ id, label, hint, error, className, options, placeholder, ...select }:
  Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder: string }) {
  return (
    <FieldFrame id={id} label={label} required={select.required} hint={hint} error={error} className={className}>
      <select id={id} name={id} {...select} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} appearance-none bg-[length:1rem] bg-[right_1rem_center] bg-no-repeat pr-10`}
        style={{ backgroundImage: CHEVRON }}>
        <option value="" disabled>{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </FieldFrame>
  );
}

const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%235e3a26'%3E%3Cpath d='M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z'/%3E%3C/svg%3E\")";

/** The brand's primary button: dark pill, gold focus ring, dims while busy. */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-cocoa-900 px-8 py-3.5 text-sm font-semibold tracking-[0.12em] text-sand-50 uppercase ' +
  'transition-colors hover:bg-cocoa-700 disabled:cursor-not-allowed disabled:opacity-50';

import { useId, useSyncExternalStore, type InputHTMLAttributes, type ReactNode } from 'react';
import { ApiError, GENERIC_ERROR } from '../../lib/api';
import { SpinnerIcon } from '../icons';

/** Shared looks of the account forms, so every field and button reads the same. */
export const labelClass = 'mb-1.5 block text-[11px] font-semibold tracking-[0.16em] text-cocoa-700 uppercase';
export const inputClass =
  'h-12 w-full rounded-xl border border-sand-200 bg-white px-4 text-[15px] text-cocoa-950 shadow-[inset_0_1px_2px_rgba(59,36,24,0.04)] ' +
  'transition placeholder:text-cocoa-500/60 hover:border-cocoa-500/40 focus:border-cocoa-700 focus:ring-4 focus:ring-gold-400/25 focus:outline-none ' +
  'aria-[invalid=true]:border-terracotta-600 aria-[invalid=true]:focus:ring-terracotta-600/15 [&[readonly]]:bg-sand-100 [&[readonly]]:text-cocoa-700';
export const primaryButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full bg-cocoa-900 px-8 text-[13px] font-semibold tracking-[0.16em] text-sand-50 uppercase ' +
  'shadow-sm transition-colors hover:bg-cocoa-950 disabled:cursor-not-allowed disabled:bg-cocoa-900/45';
export const secondaryButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full border border-cocoa-900 px-8 text-[13px] font-semibold tracking-[0.16em] text-cocoa-950 uppercase ' +
  'transition-colors hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-50';
export const textLink = 'font-medium text-cocoa-950 underline decoration-gold-600/60 underline-offset-4 transition-colors hover:text-terracotta-600';

/**
 * False on the server and during hydration, true after: forms stay disabled until React runs,
 * so nothing typed into the server-rendered page is lost or submitted the browser's way.
 */
export function useHydrated() {
  return useSyncExternalStore(noopSubscribe, () => true, () => false);
}
const noopSubscribe = () => () => {};

/** A field's error, announced when it appears. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return <p id={id} role="alert" className="mt-1.5 text-sm text-terracotta-600">{message}</p>;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
};

/** A labelled input with its error and hint tied to it for screen readers. */
export function TextField({ label, error, hint, optional, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = [error ? `${fieldId}-error` : '', hint ? `${fieldId}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
        {optional && <span className="ml-1 font-normal tracking-normal text-cocoa-500 normal-case">(optional)</span>}
      </label>
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} className={inputClass} {...input} />
      {hint && <p id={`${fieldId}-hint`} className="mt-1.5 text-xs text-cocoa-500">{hint}</p>}
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}

/** What to show for a failed call: the API's worded message, or the generic one when the network failed. */
export const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : GENERIC_ERROR);

/** The form-level message of a failed call (spec §8 inline error), announced when it appears. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-terracotta-600/30 bg-terracotta-600/[0.06] px-4 py-3 text-sm text-terracotta-600">
      {message}
    </p>
  );
}

/** Submit button that shows a spinner and its busy label while the call runs. */
export function SubmitButton({ pending, pendingLabel, children, disabled, className = '' }: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} className={`${primaryButton} ${className}`}>
      {pending && <SpinnerIcon />}
      {pending ? pendingLabel : children}
    </button>
  );
}

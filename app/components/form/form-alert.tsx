import { useSyncExternalStore, type ReactNode } from 'react';
import { SpinnerIcon } from '../icons-later';
import { primaryButton, secondaryButton } from './styles';

/** The form-level message of a failed call, announced when it appears. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-terracotta-600/30 bg-terracotta-600/[0.06] px-4 py-3 text-sm text-terracotta-600">
      {message}
    </p>
  );
}

/**
 * Submit button that shows a spinner and its busy label while the call runs. It waits for React
 * (disabled on the server's page until hydration), so an early press is never a browser submit,
 * unless the form `posts`: its page has a route action, and a press before the scripts run is sent
 * the browser's way (decision 0061).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  posts = false,
  className = '',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
  posts?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={pending || disabled || (!hydrated && !posts)}
      aria-busy={pending || undefined}
      className={`${primaryButton} ${className}`}
    >
      {pending && <SpinnerIcon />}
      {pending ? pendingLabel : children}
    </button>
  );
}

/** A confirming form's two buttons: do it (the submit), or cancel and close the form. */
export function ConfirmOrCancel({ onCancel, ...submit }: Parameters<typeof SubmitButton>[0] & { onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton {...submit} />
      <button type="button" className={secondaryButton} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/**
 * False on the server and during hydration, true after: forms stay disabled until React runs,
 * so nothing typed into the server-rendered page is lost or submitted the browser's way.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
const noopSubscribe = () => () => {};

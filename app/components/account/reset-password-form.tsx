import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_INVALID, PASSWORD_REQUIRED, passwordSchema } from '../../../domain/validation';
import { api } from '../../lib/api';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { ShieldIcon } from '../icons';
import { PasswordChecklist } from './password-checklist';
import { FormAlert, SubmitButton, useHydrated } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { messageOf } from '../form/server-errors';
import { primaryButton, textLink } from '../form/styles';

/** Spec §5 texts. */
export const MISSING_TOKEN = 'Invalid or missing reset token. Please request a new password reset.';
export const NO_TOKEN_AT_SUBMIT = 'Invalid reset token. Please request a new password reset.';
export const PASSWORDS_DIFFER = 'Passwords do not match';

function ResetDone() {
  return (
    <div role="status" className="rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
        <ShieldIcon width={26} height={26} />
      </span>
      <h2 className="mt-5 font-serif text-3xl text-cocoa-950">Your password has been reset</h2>
      <p className="mt-3 text-[15px] leading-relaxed text-cocoa-700">You can now sign in with your new password.</p>
      <Link to="/login" className={`${primaryButton} mt-8 w-full`}>
        Continue to Sign In
      </Link>
    </div>
  );
}

/** Reset password (spec §2, §4, §5, §8): the token comes from the link in the email. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api<{ message?: string }>('/api/auth/reset-password', { body, errorStyle: 'auth' }),
    onSuccess: () => toast({ title: 'Password reset successful.', variant: 'success' }),
    onError: (err) => {
      setSubmitError(messageOf(err));
      toast(ERROR_TOAST);
    },
  });
  if (reset.isSuccess) return <ResetDone />;

  const valid = passwordSchema.safeParse(password).success;
  const matches = password === confirm;
  const passwordError = !touched.password ? null : !password ? PASSWORD_REQUIRED : !valid ? PASSWORD_INVALID : null;
  // Said once the confirmation is left, or is as long as the password and still differs.
  const confirmError = confirm && !matches && (touched.confirm || confirm.length >= password.length) ? PASSWORDS_DIFFER : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!token) return setSubmitError(NO_TOKEN_AT_SUBMIT);
    setTouched({ password: true, confirm: true });
    if (!valid || !matches) return;
    setSubmitError(null);
    reset.mutate({ token, password });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      {!token && (
        <div
          role="alert"
          className="mb-6 rounded-xl border border-terracotta-600/30 bg-terracotta-600/[0.06] px-4 py-3 text-sm text-terracotta-600"
        >
          {MISSING_TOKEN}{' '}
          <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
            Request a new link
          </Link>
        </div>
      )}
      <fieldset disabled={!hydrated} className="space-y-5">
        <FormAlert message={submitError} />
        {reset.isError && (
          <p className="-mt-2 text-sm">
            <Link to="/forgot-password" className={textLink}>
              Request a new link
            </Link>
          </p>
        )}
        <div>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            describedById="reset-password-rules"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            error={passwordError}
          />
          <PasswordChecklist id="reset-password-rules" password={password} />
        </div>
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          error={confirmError}
        />
        <SubmitButton pending={reset.isPending} pendingLabel="Resetting…" disabled={!valid || !matches || !token} className="w-full">
          Reset Password
        </SubmitButton>
      </fieldset>
      <p className="mt-8 text-center text-sm">
        <Link to="/login" className={textLink}>
          Back to Sign In
        </Link>
      </p>
    </form>
  );
}

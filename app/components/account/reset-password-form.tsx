import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { resetBody } from '../../../domain/accounts/requests';
import { api } from '../../lib/api';
import type { FormRefusal } from '../../lib/form-action.server';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { ShieldIcon } from '../icons';
import { PasswordChecklist } from './password-checklist';
import { FormAlert, SubmitButton, useHydrated } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { primaryButton, textLink } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';
/** The messages of a missing or refused reset token. */
const MISSING_TOKEN = 'Invalid or missing reset token. Please request a new password reset.';
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

/** The server's password rule (resetBody) and the confirmation; the token comes from the link, not the form. */
export const resetSchema = z
  .object({ password: resetBody.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: PASSWORDS_DIFFER });

/**
 * Reset password: the token comes from the link in the email. Before the page's scripts run (or
 * without them) it posts to this page, whose action answers `done` or its refusal (`posted`).
 */
export function ResetPasswordForm({ token, posted, done = false }: { token: string | null; posted?: FormRefusal; done?: boolean }) {
  const hydrated = useHydrated();
  const toast = useToast();
  // The password's reason appears once the field is left, then follows each keystroke.
  const form = useZodForm(resetSchema, { defaultValues: { password: '', confirm: '' }, mode: 'onTouched', posted });
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api<{ message?: string }>('/api/auth/reset-password', { body, errorStyle: 'auth' }),
    onSuccess: () => toast({ title: 'Password reset successful.', variant: 'success' }),
    onError: (err) => {
      form.fail(err);
      toast(ERROR_TOAST);
    },
  });
  const [password, confirm] = form.watch(['password', 'confirm']);
  if (reset.isSuccess || done) return <ResetDone />;

  const { errors, touchedFields, isSubmitted } = form.formState;
  // The button waits for a valid password, a matching confirmation and a token.
  const ready = resetSchema.safeParse({ password, confirm }).success && token !== null;
  // A posted form refused for its link (not her password) offers a new link, as a refused call does.
  const postedRefusedLink = posted !== undefined && token !== null && !('password' in posted.fields) && !('confirm' in posted.fields);
  // Said once the confirmation is left, or is as long as the password and still differs; the
  // server's page says why a posted confirmation was refused until she types another.
  const confirmError =
    confirm && password !== confirm && (touchedFields.confirm || isSubmitted || confirm.length >= password.length)
      ? PASSWORDS_DIFFER
      : confirm
        ? null
        : (errors.confirm?.message ?? null);

  const onSubmit = (e: FormEvent) => {
    if (!token) {
      e.preventDefault();
      form.setFormError(NO_TOKEN_AT_SUBMIT);
      return;
    }
    void form.handleSubmit((values) => {
      form.setFormError(null);
      reset.mutate({ token, password: values.password });
    })(e);
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
      <fieldset className="space-y-5">
        <FormAlert message={form.formError} />
        {(reset.isError || (postedRefusedLink && !isSubmitted)) && (
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
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordChecklist id="reset-password-rules" password={password} />
        </div>
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.register('confirm')} error={confirmError} />
        <SubmitButton pending={reset.isPending} pendingLabel="Resetting…" disabled={hydrated && !ready} posts className="w-full">
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

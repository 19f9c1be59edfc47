import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotBody } from '../../../domain/accounts/requests';
import { api } from '../../lib/api';
import type { FormRefusal } from '../../lib/form-action.server';
import { useZodForm } from '../form/use-zod-form';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { MailIcon } from '../icons-later';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { textLink } from '../form/styles';

const FORGOT_CONFIRMATION = 'If a matching account was found, an email has been sent to reset your password.';

/** 'Check Your Email': shown once the link was requested. */
function CheckYourEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <div className="rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm" role="status">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-sand-100 text-cocoa-900">
        <MailIcon width={26} height={26} />
      </span>
      <h2 className="mt-5 font-serif text-3xl text-cocoa-950">Check Your Email</h2>
      <p className="mt-3 text-[15px] leading-relaxed text-cocoa-700">{FORGOT_CONFIRMATION}</p>
      <p className="mt-2 text-sm break-all text-cocoa-500">{email}</p>
      {/* Without the page's scripts it opens the empty form again. */}
      <form
        method="get"
        action="/forgot-password"
        onSubmit={(event) => {
          event.preventDefault();
          onRetry();
        }}
        className="mt-8 flex flex-col gap-3"
      >
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center rounded-full border border-cocoa-900 text-[13px] font-semibold tracking-[0.16em] uppercase transition-colors hover:bg-sand-100"
        >
          Try Another Email
        </button>
        <Link to="/login" className={`${textLink} text-sm`}>
          Back to Sign In
        </Link>
      </form>
    </div>
  );
}

/**
 * Forgot password: email form, then the confirmation. Before the page's scripts run (or without
 * them) it posts to /forgot-password, whose action answers with the address the link went to
 * (`sentTo`) or its refusal (`posted`).
 */
export function ForgotPasswordForm({ posted, sentTo }: { posted?: FormRefusal; sentTo?: string }) {
  const toast = useToast();
  const [postedTo, setPostedTo] = useState(sentTo);
  const typed = posted?.values.email ?? sentTo ?? '';
  const form = useZodForm(forgotBody, { defaultValues: { email: typed }, posted });
  const send = useMutation({
    mutationFn: (address: string) =>
      api<{ message?: string }>('/api/auth/forgot-password', { body: { email: address }, errorStyle: 'auth' }),
    onSuccess: () => toast({ title: 'Password reset link sent.', variant: 'success' }),
    onError: (err) => {
      form.fail(err);
      toast(ERROR_TOAST);
    },
  });

  if (send.isSuccess) {
    // 'Try Another Email' returns to the form with the address kept, ready to correct.
    return <CheckYourEmail email={send.variables} onRetry={() => send.reset()} />;
  }
  if (postedTo !== undefined) return <CheckYourEmail email={postedTo} onRetry={() => setPostedTo(undefined)} />;

  const onSubmit = form.handleSubmit(({ email }) => {
    form.setFormError(null);
    send.mutate(email);
  });

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Reset your password">
      <fieldset className="space-y-5">
        <FormAlert message={form.formError} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.register('email')}
          defaultValue={typed}
          error={form.formState.errors.email?.message}
        />
        <SubmitButton pending={send.isPending} pendingLabel="Sending…" posts className="w-full">
          Send Reset Link
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

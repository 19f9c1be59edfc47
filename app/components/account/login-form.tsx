import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import type { User } from '../../lib/auth';
import { api } from '../../lib/api';
import type { FormRefusal } from '../../lib/form-action.server';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { finishSignIn, useAfterAuth } from './auth-redirect';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { textLink } from '../form/styles';
import { useZodForm } from '../form/use-zod-form';

/**
 * Answer of the shop's own sign-in and sign-up calls (`/api/auth/session`, `/api/auth/session/register`):
 * the user; the session is an HttpOnly cookie the page never sees.
 */
export interface AuthResponse {
  user: User;
  /** Lines of this browser's guest bag cut down as it joined hers (stock, or 99 at most). */
  bag_notes?: string[];
}

/**
 * Sign-in does nothing while either field is empty (and says nothing); the email is
 * trimmed and lower-cased. Every other rule is the server's (`loginBody`), whose refusal is shown.
 */
const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1),
  password: z.string().min(1),
  /** Checked: a 30-day session; unchecked: 1 day. */
  remember: z.boolean(),
});
type LoginBody = z.output<typeof loginSchema>;

/**
 * Sign-in form. Before the page's scripts run (or without them) it posts to /login, whose action
 * signs her in; `posted` is that action's refusal, shown with the email she typed.
 */
export function LoginForm({ posted }: { posted?: FormRefusal }) {
  const toast = useToast();
  const after = useAfterAuth();
  const typed = { email: posted?.values.email ?? '', remember: posted?.values.remember !== undefined };
  // An empty field is no error to show or focus: the form just does nothing.
  const form = useZodForm(loginSchema, {
    defaultValues: { ...typed, password: '' },
    shouldFocusError: false,
    posted,
  });
  const login = useMutation({
    mutationFn: (body: LoginBody) => api<AuthResponse>('/api/auth/session', { body, errorStyle: 'auth' }),
    onSuccess: (answer) => finishSignIn(after.to, answer),
    onError: (err) => {
      form.fail(err);
      toast(ERROR_TOAST);
    },
  });
  /** Only the server's reasons are shown beside a field. */
  const serverError = (name: 'email' | 'password') => {
    const error = form.formState.errors[name];
    return error?.type === 'server' ? error.message : null;
  };
  const onSubmit = form.handleSubmit((body) => {
    form.setFormError(null);
    login.mutate(body);
  });

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Sign in">
      <fieldset className="space-y-5">
        <FormAlert message={form.formError} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.register('email')}
          defaultValue={typed.email}
          error={serverError('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" {...form.register('password')} error={serverError('password')} />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="flex cursor-pointer items-center gap-2.5 text-cocoa-900">
            <input
              type="checkbox"
              {...form.register('remember')}
              defaultChecked={typed.remember}
              className="h-4.5 w-4.5 rounded border-sand-200 accent-cocoa-900"
            />
            Remember me
          </label>
          <Link to="/forgot-password" className={textLink}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={login.isPending || login.isSuccess} pendingLabel="Signing in…" posts className="w-full">
          Sign In
        </SubmitButton>
      </fieldset>
      <p className="mt-8 border-t border-sand-200 pt-6 text-center text-sm text-cocoa-700">
        New to Zaron?{' '}
        <Link to={`/signup${after.carry}`} className={textLink}>
          Create an account
        </Link>
      </p>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import type { User } from '../../lib/auth';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { finishSignIn, useAfterAuth } from './auth-redirect';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton, useHydrated } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { messageOf } from '../form/server-errors';
import { textLink } from '../form/styles';

/** Answer of /api/auth/login and /api/auth/register (spec §7). */
export interface AuthResponse {
  user: User;
  token: { original: { access_token: string } };
}

interface LoginBody {
  email: string;
  password: string;
  /** Checked: a 30-day session; unchecked: 1 day. */
  remember: boolean;
}

/** Sign-in form (spec §2, §4, §5, §8). */
export function LoginForm() {
  const hydrated = useHydrated();
  const toast = useToast();
  const after = useAfterAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const login = useMutation({
    mutationFn: (body: LoginBody) => api<AuthResponse>('/api/auth/login', { body, errorStyle: 'auth' }),
    onSuccess: (res) => finishSignIn(res.token.original.access_token, after.to),
    onError: () => toast(ERROR_TOAST),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Spec §5: nothing happens while either field is empty; the email is lower-cased.
    if (!email.trim() || !password) return;
    login.mutate({ email: email.trim().toLowerCase(), password, remember });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <fieldset disabled={!hydrated} className="space-y-5">
        <FormAlert message={login.isError ? messageOf(login.error) : null} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="flex cursor-pointer items-center gap-2.5 text-cocoa-900">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="h-4.5 w-4.5 rounded border-sand-200 accent-cocoa-900"
            />
            Remember me
          </label>
          <Link to="/forgot-password" className={textLink}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton pending={login.isPending || login.isSuccess} pendingLabel="Signing in…" className="w-full">
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

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { Link, useSearchParams } from 'react-router';
import { registerBody } from '../../../domain/accounts/requests';
import { examplePhone } from '../../../domain/country';
import { useCountry } from '../../lib/country';
import { api } from '../../lib/api';
import type { FormRefusal } from '../../lib/form-action.server';
import { allRequired } from '../form/required';
import { useZodForm } from '../form/use-zod-form';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { finishSignIn, useAfterAuth } from './auth-redirect';
import type { AuthResponse } from './login-form';
import { PasswordChecklist } from './password-checklist';
import { TextField } from '../form/field';
import { FormAlert, SubmitButton } from '../form/form-alert';
import { PasswordField } from '../form/password-field';
import { textLink } from '../form/styles';

export const ALL_FIELDS_REQUIRED = 'All fields are required.';

// The server's own rules (registerBody), with 'All fields are required.' checked first; form order.
const { first_name, last_name, phone, email, password } = registerBody.shape;
export const signupSchema = allRequired({ first_name, last_name, phone, email, password }, ALL_FIELDS_REQUIRED);
type SignupInput = z.output<typeof signupSchema>;

/**
 * Sign-up form; a `referral` query parameter stays in the address bar and is sent along. Before the
 * page's scripts run (or without them) it posts to /signup, whose action makes the account;
 * `posted` is that action's refusal, shown with what she typed (never the password).
 */
export function SignupForm({ posted }: { posted?: FormRefusal }) {
  const { country } = useCountry();
  const toast = useToast();
  const after = useAfterAuth();
  const [params] = useSearchParams();
  const referral = params.get('referral')?.trim() || undefined;
  const typed = (name: 'first_name' | 'last_name' | 'phone' | 'email') => posted?.values[name] ?? '';
  const form = useZodForm(signupSchema, {
    defaultValues: {
      first_name: typed('first_name'),
      last_name: typed('last_name'),
      phone: typed('phone'),
      email: typed('email'),
      password: '',
    },
    posted,
  });
  const register = useMutation({
    mutationFn: (body: SignupInput & { referral?: string }) =>
      api<AuthResponse>('/api/auth/session/register', { body, errorStyle: 'auth' }),
    onSuccess: (answer) => finishSignIn(after.to, answer),
    onError: (err) => {
      form.fail(err);
      toast(ERROR_TOAST);
    },
  });
  const { errors } = form.formState;
  const missing = Object.values(errors).some((e) => e?.message === ALL_FIELDS_REQUIRED);
  /** A field's own reason; an empty field is only marked, the form says 'All fields are required.'. */
  const field = (key: keyof SignupInput) => {
    const message = errors[key]?.message;
    return {
      ...form.register(key),
      defaultValue: key === 'password' ? undefined : typed(key),
      error: message === ALL_FIELDS_REQUIRED ? null : message,
      'aria-invalid': message ? true : undefined,
    };
  };
  const onSubmit = form.handleSubmit((values) => {
    form.setFormError(null);
    register.mutate({ ...values, referral });
  });

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Create account">
      <fieldset className="space-y-5">
        <FormAlert message={missing ? ALL_FIELDS_REQUIRED : form.formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...field('last_name')} />
        </div>
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={examplePhone(country)}
          {...field('phone')}
        />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...field('email')} />
        <div>
          <PasswordField label="Create password" autoComplete="new-password" describedById="signup-password-rules" {...field('password')} />
          <PasswordChecklist id="signup-password-rules" password={form.watch('password')} />
        </div>
        {referral && (
          <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-cocoa-700">
            Joining with referral code <strong className="font-semibold tracking-wider text-cocoa-950">{referral}</strong>
          </p>
        )}
        <SubmitButton pending={register.isPending || register.isSuccess} pendingLabel="Creating account…" posts className="w-full">
          Create Account
        </SubmitButton>
        <p className="text-center text-xs leading-relaxed text-cocoa-500">
          By creating an account you agree to our{' '}
          <Link to="/terms-of-service" className="underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </fieldset>
      <p className="mt-8 border-t border-sand-200 pt-6 text-center text-sm text-cocoa-700">
        Already have an account?{' '}
        <Link to={`/login${after.carry}`} className={textLink}>
          Sign in
        </Link>
      </p>
    </form>
  );
}

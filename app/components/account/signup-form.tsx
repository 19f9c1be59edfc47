import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailSchema, passwordSchema, phoneSchema } from '../../../domain/validation';
import { examplePhone } from '../../../domain/country';
import { useCountry } from '../../lib/country';
import { api } from '../../lib/api';
import { ERROR_TOAST, useToast } from '../../lib/toast';
import { finishSignIn, useAfterAuth } from './auth-redirect';
import { FormAlert, messageOf, SubmitButton, TextField, textLink, useHydrated } from './form-field';
import type { AuthResponse } from './login-form';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

export const ALL_FIELDS_REQUIRED = 'All fields are required.';

const EMPTY = { first_name: '', last_name: '', phone: '', email: '', password: '' };
type Fields = typeof EMPTY;
type FieldErrors = Partial<Record<keyof Fields, string>>;
/** Form order, for moving focus to the first field to fix. */
const ORDER = ['first_name', 'last_name', 'phone', 'email', 'password'] as const;

/** Format checks the API would refuse anyway, said beside the field instead of as 'Oops! email: …'. */
function fieldErrors(f: Fields): FieldErrors {
  const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? undefined : r.error?.issues[0]?.message);
  const errors: FieldErrors = {
    email: first(emailSchema.safeParse(f.email)),
    phone: first(phoneSchema.safeParse(f.phone)),
    password: first(passwordSchema.safeParse(f.password)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;
}

/** Sign-up form (spec §2, §4, §5, §8); a `referral` query parameter stays in the address bar and is sent along. */
export function SignupForm() {
  const { country } = useCountry();
  const hydrated = useHydrated();
  const toast = useToast();
  const after = useAfterAuth();
  const [params] = useSearchParams();
  const referral = params.get('referral')?.trim() || undefined;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const register = useMutation({
    mutationFn: (body: Fields & { referral?: string }) => api<AuthResponse>('/api/auth/register', { body, errorStyle: 'auth' }),
    onSuccess: (res) => finishSignIn(res.token.original.access_token, after.to),
    onError: (err) => {
      setFormError(messageOf(err));
      toast(ERROR_TOAST);
    },
  });

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: e.target.value }));
    setErrors((all) => ({ ...all, [key]: undefined }));
  };
  /** Marks a field invalid when it has a format error, or is empty after a submit. */
  const flag = (key: keyof Fields) => (errors[key] || (tried && !fields[key].trim()) ? true : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const form = e.currentTarget as HTMLFormElement;
    const focus = (key: string) => (form.elements.namedItem(key) as HTMLInputElement | null)?.focus();
    const empty = ORDER.find((key) => !fields[key].trim());
    if (empty) {
      setFormError(ALL_FIELDS_REQUIRED);
      return focus(empty);
    }
    const found = fieldErrors(fields);
    setErrors(found);
    setFormError(null);
    const wrong = ORDER.find((key) => found[key]);
    if (wrong) return focus(wrong);
    const email = fields.email.trim().toLowerCase();
    register.mutate({ ...fields, first_name: fields.first_name.trim(), last_name: fields.last_name.trim(), phone: fields.phone.trim(), email, referral });
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Create account">
      <fieldset disabled={!hydrated} className="space-y-5">
        <FormAlert message={formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" value={fields.first_name} name="first_name" onChange={set('first_name')} aria-invalid={flag('first_name')} />
          <TextField label="Last name" autoComplete="family-name" value={fields.last_name} name="last_name" onChange={set('last_name')} aria-invalid={flag('last_name')} />
        </div>
        <TextField label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" placeholder={examplePhone(country)}
          value={fields.phone} name="phone" onChange={set('phone')} error={errors.phone} aria-invalid={flag('phone')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com"
          value={fields.email} name="email" onChange={set('email')} error={errors.email} aria-invalid={flag('email')} />
        <div>
          <PasswordField label="Create password" autoComplete="new-password" describedBy="signup-password-rules"
            value={fields.password} name="password" onChange={set('password')} error={errors.password} aria-invalid={flag('password')} />
          <PasswordChecklist id="signup-password-rules" password={fields.password} />
        </div>
        {referral && (
          <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-cocoa-700">
            Joining with referral code <strong className="font-semibold tracking-wider text-cocoa-950">{referral}</strong>
          </p>
        )}
        <SubmitButton pending={register.isPending || register.isSuccess} pendingLabel="Creating account…" className="w-full">
          Create Account
        </SubmitButton>
        <p className="text-center text-xs leading-relaxed text-cocoa-500">
          By creating an account you agree to our <Link to="/terms-of-service" className="underline underline-offset-2">Terms of Service</Link> and{' '}
          <Link to="/privacy-policy" className="underline underline-offset-2">Privacy Policy</Link>.
        </p>
      </fieldset>
      <p className="mt-8 border-t border-sand-200 pt-6 text-center text-sm text-cocoa-700">
        Already have an account? <Link to={`/login${after.carry}`} className={textLink}>Sign in</Link>
      </p>
    </form>
  );
}

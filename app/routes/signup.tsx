import { data } from 'react-router';
import { AuthLayout } from '../components/account/auth-layout';
import { afterAuthPath, useSendSignedInHome } from '../components/account/auth-redirect';
import type { AuthResponse } from '../components/account/login-form';
import { ALL_FIELDS_REQUIRED, SignupForm, signupSchema } from '../components/account/signup-form';
import { sendAccountForm, signedInTo, textOf } from '../lib/auth-form.server';
import { typedValues } from '../lib/form-action.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/signup';

/** The sign-up form posted the browser's way: her account and session are made, then on to where she was going. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = Object.keys(signupSchema.shape) as (keyof typeof signupSchema.shape)[];
  const typed = Object.fromEntries(fields.map((name) => [name, textOf(form, name)]));
  // The form's first rule, as its scripts check it: an empty field is marked, the message said once.
  const empty = (signupSchema.safeParse(typed).error?.issues ?? []).filter((issue) => issue.message === ALL_FIELDS_REQUIRED);
  if (empty.length > 0) {
    const marked = Object.fromEntries(empty.map((issue) => [String(issue.path[0]), ALL_FIELDS_REQUIRED]));
    return data({ refusal: { message: ALL_FIELDS_REQUIRED, fields: marked, values: typedValues(form) } }, { status: 400 });
  }
  const referral = new URL(request.url).searchParams.get('referral')?.trim() || undefined;
  const sent = await sendAccountForm<AuthResponse>(context, form, '/api/auth/session/register', { ...typed, referral });
  if (!sent.ok) return sent.answer;
  return signedInTo(request, afterAuthPath(request.url), sent.body);
}

/** /signup. */
export default function Signup({ actionData }: Route.ComponentProps) {
  useSendSignedInHome();
  return (
    <AuthLayout
      eyebrow="Join Zaron"
      title="Create your account"
      intro="Save your details for a faster checkout and be first to hear about new shades and launches."
      image="/media/tiles/make-up-960.webp"
    >
      <SignupForm posted={actionData?.refusal} />
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Join us', description: 'Create your Zaron account.', noindex: true });

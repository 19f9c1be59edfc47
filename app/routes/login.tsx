import { AuthLayout } from '../components/account/auth-layout';
import { afterAuthPath, useSendSignedInHome } from '../components/account/auth-redirect';
import { LoginForm, type AuthResponse } from '../components/account/login-form';
import { sendAccountForm, signedInTo, textOf } from '../lib/auth-form.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/login';

/** The sign-in form posted the browser's way: the session cookie is set, then on to where she was going. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const body = { email: textOf(form, 'email'), password: textOf(form, 'password'), remember: form.has('remember') };
  const sent = await sendAccountForm<AuthResponse>(context, form, '/api/auth/session', body);
  if (!sent.ok) return sent.answer;
  return signedInTo(request, afterAuthPath(request.url), sent.body);
}

/** /login. */
export default function Login({ actionData }: Route.ComponentProps) {
  useSendSignedInHome();
  return (
    <AuthLayout eyebrow="Welcome back" title="Sign In" intro="Sign in to check out faster, follow your orders and manage your addresses.">
      <LoginForm posted={actionData?.refusal} />
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Sign In', description: 'Sign in to your Zaron account.', noindex: true });

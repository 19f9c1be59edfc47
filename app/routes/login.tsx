import { AuthLayout } from '../components/account/auth-layout';
import { useSendSignedInHome } from '../components/account/auth-redirect';
import { LoginForm } from '../components/account/login-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/login';

/** /login. */
export default function Login() {
  useSendSignedInHome();
  return (
    <AuthLayout eyebrow="Welcome back" title="Sign In" intro="Sign in to check out faster, follow your orders and manage your addresses.">
      <LoginForm />
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Sign In', description: 'Sign in to your Zaron account.', noindex: true });

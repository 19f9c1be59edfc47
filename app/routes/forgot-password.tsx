import { AuthLayout } from '../components/account/auth-layout';
import { ForgotPasswordForm } from '../components/account/forgot-password-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/forgot-password';

/** /forgot-password. */
export default function ForgotPassword() {
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Forgot password?"
      intro="Enter the email you shop with and we will send you a link to choose a new password."
      image="/media/tiles/new-in-960.webp"
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Forgot password', description: 'Reset the password of your Zaron account.', noindex: true });

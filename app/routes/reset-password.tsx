import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/account/auth-layout';
import { ResetPasswordForm } from '../components/account/reset-password-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/reset-password';

/** /reset-password?token=…: the link of the recovery email. */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Choose a new password"
      intro="Pick a password you have not used here before."
      image="/media/tiles/new-in-960.webp"
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}

// The token is a secret: no canonical URL, no indexing, and no referrer leaves this page.
export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: 'Reset password', description: 'Choose a new password for your Zaron account.', noindex: true }),
  { name: 'referrer', content: 'no-referrer' },
];

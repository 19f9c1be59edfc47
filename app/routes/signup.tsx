import { AuthLayout } from '../components/account/auth-layout';
import { useSendSignedInHome } from '../components/account/auth-redirect';
import { SignupForm } from '../components/account/signup-form';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/signup';

/** /signup. */
export default function Signup() {
  useSendSignedInHome();
  return (
    <AuthLayout
      eyebrow="Join Zaron"
      title="Create your account"
      intro="Save your details for a faster checkout and be first to hear about new shades and launches."
      image="/media/tiles/make-up-960.webp"
    >
      <SignupForm />
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Join us', description: 'Create your Zaron account.', noindex: true });

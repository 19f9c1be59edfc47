import { forgotBody } from '../../domain/accounts/requests';
import { AuthLayout } from '../components/account/auth-layout';
import { ForgotPasswordForm } from '../components/account/forgot-password-form';
import { sendAccountForm, textOf } from '../lib/auth-form.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/forgot-password';

/**
 * The form posted the browser's way: the link is sent, and the page answers with the confirmation
 * in place of the form, as the page's scripts show it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = textOf(form, 'email');
  const sent = await sendAccountForm(context, form, '/api/auth/forgot-password', { email });
  if (!sent.ok) return sent.answer;
  return { sentTo: forgotBody.parse({ email }).email }; // as the API took it
}

/** /forgot-password. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Forgot password?"
      intro="Enter the email you shop with and we will send you a link to choose a new password."
      image="/media/tiles/new-in-960.webp"
    >
      <ForgotPasswordForm
        posted={actionData && 'refusal' in actionData ? actionData.refusal : undefined}
        sentTo={actionData && 'sentTo' in actionData ? actionData.sentTo : undefined}
      />
    </AuthLayout>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Forgot password', description: 'Reset the password of your Zaron account.', noindex: true });

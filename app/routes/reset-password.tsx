import { data, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/account/auth-layout';
import { NO_TOKEN_AT_SUBMIT, ResetPasswordForm, resetSchema } from '../components/account/reset-password-form';
import { sendAccountForm, textOf } from '../lib/auth-form.server';
import { typedValues } from '../lib/form-action.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/reset-password';

/** The token of the email's link, from the page's address. */
const tokenIn = (params: URLSearchParams) => params.get('token')?.trim() || null;

/**
 * The form posted the browser's way, to this page's own address (the token is in it): the form's
 * own checks as its scripts make them, then the API's; the page then shows that it is done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = tokenIn(new URL(request.url).searchParams);
  const refused = (message: string, fields: Record<string, string> = {}) =>
    data({ refusal: { message, fields, values: typedValues(form) } }, { status: 400 });
  if (!token) return refused(NO_TOKEN_AT_SUBMIT);
  const checked = resetSchema.safeParse({ password: textOf(form, 'password'), confirm: textOf(form, 'confirm') });
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return refused(checked.error.issues[0]!.message, fields);
  }
  const sent = await sendAccountForm(context, form, '/api/auth/reset-password', { token, password: checked.data.password });
  if (!sent.ok) return sent.answer;
  return { done: true };
}

/** /reset-password?token=…: the link of the recovery email. */
export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = tokenIn(params);
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Choose a new password"
      intro="Pick a password you have not used here before."
      image="/media/tiles/new-in-960.webp"
    >
      <ResetPasswordForm
        token={token}
        posted={actionData && 'refusal' in actionData ? actionData.refusal : undefined}
        done={actionData !== undefined && 'done' in actionData}
      />
    </AuthLayout>
  );
}

// The token is a secret: no canonical URL, no indexing, and this page's address never goes out as a
// referrer (only the shop's origin does). Not 'no-referrer': the browser would then send its form's
// post with `Origin: null`, which the shop's cross-site checks refuse.
export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: 'Reset password', description: 'Choose a new password for your Zaron account.', noindex: true }),
  { name: 'referrer', content: 'strict-origin' },
];

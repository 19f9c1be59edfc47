import { Link } from 'react-router';
import { FormAlert, SubmitButton } from '../components/form/form-alert';
import { TextField } from '../components/form/field';
import { textLink } from '../components/form/styles';
import { backTo } from '../lib/back-to';
import { sendForm } from '../lib/form-action.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/newsletter';

/**
 * The footer's newsletter form sent the browser's way (before the page's scripts run, or without
 * them): the same API call as the page's scripts make, and its answer shown here, since the page it
 * came from is shared by every visitor and cannot show hers.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const from = backTo(request);
  const back = from.startsWith('/newsletter') ? '/' : from;
  const sent = await sendForm<{ message: string }>(context, form, {
    method: 'POST',
    path: '/api/newsletter',
    body: { email: form.get('email') },
  });
  if (!sent.ok) return sent.answer;
  return { thanks: sent.body.message, back };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const refusal = actionData && 'refusal' in actionData ? actionData.refusal : null;
  // As the footer's form shows it: the address's own reason, else the message.
  const reason = refusal ? (refusal.fields.email ?? refusal.message) : null;
  return (
    <div className="mx-auto max-w-xl px-4 pt-12 pb-16 sm:px-6">
      <h1 className="font-serif text-4xl text-cocoa-950">Join the Zaron glow list</h1>
      {actionData && 'thanks' in actionData ? (
        <div className="mt-6 flex flex-col gap-6">
          <p role="status" className="text-cocoa-900">
            {actionData.thanks}
          </p>
          <Link to={actionData.back} className={textLink}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <form method="post" action="/newsletter" className="mt-6 flex flex-col gap-5">
          {reason === refusal?.message && <FormAlert message={reason} />}
          <TextField
            label="Email address"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={refusal?.values.email ?? ''}
            error={reason !== refusal?.message ? reason : null}
          />
          <SubmitButton pending={false} pendingLabel="Subscribing…" posts>
            Subscribe
          </SubmitButton>
        </form>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Newsletter', description: 'Join the Zaron newsletter.', noindex: true });

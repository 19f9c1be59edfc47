import { data, Link, redirect } from 'react-router';
import { COUNTRY_NOT_OFFERED, selectableCountry } from '../../domain/country';
import { FormAlert } from '../components/form/form-alert';
import { backTo } from '../lib/back-to';
import { countryCookie } from '../lib/country';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/country';

/**
 * The header's country selector sent the browser's way (without scripts): keeps her choice in the
 * cookie the server prices by, as the page's scripts keep it, and takes her back to the page she was
 * on, now in that country. A country the selector does not offer is refused.
 */
export async function action({ request }: Route.ActionArgs) {
  const country = selectableCountry((await request.formData()).get('country'));
  if (!country) return data({ message: COUNTRY_NOT_OFFERED }, { status: 400 });
  return redirect(backTo(request), { status: 303, headers: { 'Set-Cookie': countryCookie(country) } });
}

export default function Country({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 pt-12 pb-16 sm:px-6">
      <h1 className="font-serif text-4xl text-cocoa-950">Choose your country</h1>
      <div className="mt-6 flex flex-col gap-6">
        {actionData ? (
          <FormAlert message={actionData.message} />
        ) : (
          <p className="text-cocoa-900">Choose the country you shop from with the selector at the top of the page.</p>
        )}
        <Link to="/" className="text-sm text-cocoa-700 underline underline-offset-4 hover:text-cocoa-950">
          Back to the shop
        </Link>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Choose your country', description: 'Choose your country at Zaron.', noindex: true });

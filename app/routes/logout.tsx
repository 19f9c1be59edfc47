import { redirect } from 'react-router';
import { page } from '../lib/page-context';
import type { Route } from './+types/logout';

/**
 * Sign-out posted the browser's way (`LogoutButton` before the page's scripts run, or without
 * them): the API ends the session and clears its cookies, then home, as the scripted sign-out
 * does whatever the API answered (a session that already ended cannot be ended twice).
 */
export async function action({ context }: Route.ActionArgs) {
  const { sendApi } = page(context);
  if (!sendApi) throw new Error('sign-out is posted from a visitor’s own page only');
  await sendApi('POST', '/api/auth/logout', {});
  return redirect('/', 303);
}

/** Nothing to show: an address typed here goes home. */
export const loader = () => redirect('/');

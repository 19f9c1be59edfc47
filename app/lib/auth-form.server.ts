import { data, redirect, type RouterContextProvider } from 'react-router';
import { wordError } from './api';
import { BAG_NOTES_COOKIE } from './bag-server';
import { sendForm } from './form-action.server';

/** A posted field's text ('' when absent): the API's own schema then says what is missing. */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Posts an account form (sign-in, sign-up, password recovery) to its cookie route of the shop's API
 * as the visitor (decision 0061). A refusal is worded as the page's scripts word it
 * ('Oops! {message}.', `api()`'s 'auth' style); a 5xx keeps `sendForm`'s words.
 */
export async function sendAccountForm<T>(context: Readonly<RouterContextProvider>, form: FormData, path: string, body: unknown) {
  const sent = await sendForm<T>(context, form, { method: 'POST', path, body });
  if (sent.ok) return sent;
  const { data: refused, init } = sent.answer;
  const status = init?.status ?? 500;
  if (status >= 500) return sent;
  return {
    ok: false as const,
    answer: data({ refusal: { ...refused.refusal, message: wordError('auth', refused.refusal.message) } }, init ?? undefined),
  };
}

/**
 * The answer to a sign-in or sign-up the API took: on to `to` (the session cookie goes with it), and
 * any notes about her guest bag cut down as it joined hers, for the next page to show.
 */
export function signedInTo(request: Request, to: string, answer: { bag_notes?: string[] }) {
  const notes = answer.bag_notes ?? [];
  if (notes.length === 0) return redirect(to, 303);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const cookie = `${BAG_NOTES_COOKIE}=${encodeURIComponent(JSON.stringify(notes))}; Max-Age=300; Path=/; SameSite=Lax${secure}`;
  return redirect(to, { status: 303, headers: { 'set-cookie': cookie } });
}

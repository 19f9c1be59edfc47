import { data, type RouterContextProvider } from 'react-router';
import { page } from './page-context';

/**
 * What a page shows after the API refused a form posted the browser's way: the message above the
 * form, each field's reason beside it (from the structured 4xx body `{ message, fields }`), and the
 * values she typed, to fill the form again (never a password).
 */
export interface FormRefusal {
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

/** Fields never sent back to the page: passwords, card data and one-time codes (a postcode or discount code is kept). */
const SECRET = /password|card|cvc|otp|^code$/i;

/** The posted text fields, less any secret, to show again. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !SECRET.test(name)) values[name] = value;
  return values;
}

/**
 * Sends a posted form's body to the shop's own API as the visitor (decision 0061): the API's JSON
 * answer when it took it, else a `data()` answer for the route action to return, with the API's
 * status and what to show (a 5xx says only that it failed).
 */
export async function sendForm<T>(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  call: { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown },
): Promise<{ ok: true; body: T } | { ok: false; answer: ReturnType<typeof data<{ refusal: FormRefusal }>> }> {
  const { sendApi } = page(context);
  if (!sendApi) throw new Error('a form is posted to a visitor’s own page only');
  const answer = await sendApi(call.method, call.path, call.body);
  if (answer.status < 400) return { ok: true, body: answer.body as T };
  const body = (answer.body ?? {}) as { message?: unknown; fields?: unknown };
  const refusal: FormRefusal = {
    message:
      answer.status < 500 && typeof body.message === 'string' ? body.message : 'Oops! Something went wrong. Please try again in a moment.',
    fields: answer.status < 500 && body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {},
    values: typedValues(form),
  };
  return { ok: false, answer: data({ refusal }, { status: answer.status }) };
}

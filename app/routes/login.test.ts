import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../../server/web/handler';
import { pageContext } from '../lib/page-context';
import { action } from './login';

/** The sign-in form as the browser posts it to /login (`query` e.g. '?redirectTo=/shipping'). */
function post(fields: Record<string, string>, query = '') {
  return new Request(`https://zaron.test/login${query}`, { method: 'POST', body: new URLSearchParams(fields) });
}

/** A page context whose API answers `answer`, and what the action sent it. */
function shop(answer: ApiAnswer) {
  const sent: { method: string; path: string; body?: unknown }[] = [];
  const values = {
    sendApi: async (method: string, path: string, body?: unknown) => {
      sent.push({ method, path, body });
      return answer;
    },
  };
  const context = new RouterContextProvider(new Map([[pageContext, values as never]]));
  return { context, sent };
}

const run = (request: Request, context: RouterContextProvider) =>
  action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);

describe('the sign-in page’s action (the form posted before the scripts run, or without them)', () => {
  it('sends the form to the cookie route, Remember me included, and goes on to the page she came from', async () => {
    const { context, sent } = shop({ status: 200, body: { user: { id: 1 } } });
    const answer = (await run(
      post({ email: 'ada@example.com', password: 'Glow-Skin-42', remember: 'on' }, '?redirectTo=/shipping'),
      context,
    )) as Response;
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/session', body: { email: 'ada@example.com', password: 'Glow-Skin-42', remember: true } },
    ]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/shipping');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('goes home for a target on another site, and leaves notes about her guest bag for the next page', async () => {
    const { context, sent } = shop({
      status: 200,
      body: { user: { id: 1 }, bag_notes: ['We could only keep 3 of Serum: that is all we have.'] },
    });
    const answer = (await run(
      post({ email: 'ada@example.com', password: 'Glow-Skin-42' }, '?redirectTo=//evil.test/x'),
      context,
    )) as Response;
    expect((sent[0]!.body as { remember: boolean }).remember).toBe(false);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toBe(
      `bagNotes=${encodeURIComponent(JSON.stringify(['We could only keep 3 of Serum: that is all we have.']))}; Max-Age=300; Path=/; SameSite=Lax; Secure`,
    );
  });

  it.each([
    [401, { message: 'Invalid email or password' }, 'Oops! Invalid email or password.', {}],
    [429, { message: 'Too many attempts. Please try again later.' }, 'Oops! Too many attempts. Please try again later.', {}],
    [
      400,
      { message: 'email: Please enter a valid email address', fields: { email: 'Please enter a valid email address' } },
      'Oops! email: Please enter a valid email address.',
      { email: 'Please enter a valid email address' },
    ],
    [500, { message: 'boom' }, 'Oops! Something went wrong. Please try again in a moment.', {}],
  ])(
    'answers a %i with the status, the words of the page’s scripts, and her email but never her password',
    async (status, body, message, fields) => {
      const { context } = shop({ status, body });
      const answer = (await run(post({ email: 'Ada@Example.com', password: 'Not-Her-Password-1' }), context)) as {
        data: unknown;
        init: ResponseInit;
      };
      expect(answer.init.status).toBe(status);
      expect(answer.data).toEqual({ refusal: { message, fields, values: { email: 'Ada@Example.com' } } });
    },
  );
});

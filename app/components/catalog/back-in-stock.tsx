import { useCallback, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { CountryCode } from '../../../domain/country';
import { RESTOCK_MESSAGES } from '../../../domain/restock/messages';
import { api, GENERIC_ERROR } from '../../lib/api';
import { deferred } from '../../lib/deferred';
import { useSessionMarker } from '../../lib/session';
import { OFFLINE, serverErrors } from '../form/server-errors';
import { inputClass, primaryButton } from '../form/styles';

/** Her address, for a signed-in shopper only (decision 0007: no query code on a guest's catalogue page). */
const viewer = deferred(() => import('./viewer-email'));

/** False on the server and while hydrating: the button waits for React, so an early press is never a browser submit. */
const useHydrated = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

type State = { step: 'idle' | 'sending' } | { step: 'done'; message: string } | { step: 'refused'; message: string };

/** POST /api/products/:id/stock-requests: a 2xx answers with the thank-you, a 4xx with the reason, both as `message`. */
async function askToBeTold(productId: number, email: string, country: CountryCode): Promise<string> {
  const body = await api<{ message?: unknown }>(`/api/products/${productId}/stock-requests`, {
    method: 'POST',
    body: { email, country },
    errorStyle: 'raw',
  });
  return typeof body.message === 'string' && body.message ? body.message : RESTOCK_MESSAGES.saved;
}

/**
 * "Tell me when it's back", beside a product out of stock in her country. The page is shared and
 * cached, so it comes without her address: a signed-in shopper's is filled in after hydration,
 * unless she has typed already. The thank-you replaces the form; a refusal shows under it.
 */
export function BackInStock({ productId, name, country }: { productId: number; name: string; country: CountryCode }) {
  const id = useId();
  const hydrated = useHydrated();
  const { signedIn } = useSessionMarker();
  const known = viewer.useModule(signedIn);
  const [email, setEmail] = useState('');
  const [typed, setTyped] = useState(false);
  const [state, setState] = useState<State>({ step: 'idle' });
  const prefill = useCallback((address: string) => setEmail((now) => (typed || now ? now : address)), [typed]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setState({ step: 'sending' });
    try {
      setState({ step: 'done', message: await askToBeTold(productId, email.trim(), country) });
    } catch (err) {
      // The address's own reason, else the answer's message (generic for a fault, a word on the connection when none came).
      const refusal = serverErrors(err, ['email'], OFFLINE);
      setState({ step: 'refused', message: refusal.fields.email ?? refusal.form ?? GENERIC_ERROR });
    }
  }

  const error = state.step === 'refused' ? state.message : null;
  return (
    <section aria-labelledby={`${id}-title`} className="@container rounded-3xl border border-sand-200 bg-sand-100/60 p-5 sm:p-6">
      {known && <known.ViewerEmail onEmail={prefill} />}
      <h2 id={`${id}-title`} className="font-serif text-xl text-cocoa-950">
        Tell me when it&rsquo;s back
      </h2>
      {state.step === 'done' ? (
        <p role="status" className="mt-2 flex items-start gap-2 text-sm leading-relaxed text-cocoa-900">
          <span aria-hidden="true" className="font-semibold text-gold-600">
            ✓
          </span>
          <span>{state.message}</span>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm leading-relaxed text-cocoa-700">
            Leave your email and we&rsquo;ll write to you once, as soon as {name} is back in stock.
          </p>
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-3 @sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder="Your email address"
              value={email}
              onChange={(e) => {
                setTyped(true);
                setEmail(e.target.value);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${inputClass} rounded-full px-5 @sm:flex-1`}
            />
            <button
              type="submit"
              disabled={!hydrated || state.step === 'sending'}
              aria-busy={state.step === 'sending' || undefined}
              className={`${primaryButton} shrink-0 px-6`}
            >
              {state.step === 'sending' ? 'Sending…' : 'Notify me'}
            </button>
          </form>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-3 text-sm text-terracotta-600">
              <span aria-hidden="true">⚠ </span>
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { CountryCode } from '../../../domain/country';
import { RESTOCK_MESSAGES } from '../../../domain/restock/messages';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { serverErrors } from '../form/server-errors';
import { inputClass } from '../form/styles';
import { SubmitButton } from '../form/form-alert';

/** POST /api/products/:id/stock-requests: a 2xx answers with the thank-you, a 4xx with the reason, both as `message`. */
async function askToBeTold({ productId, email, country }: { productId: number; email: string; country: CountryCode }) {
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
 * unless she has typed already. The answer replaces the form; a refusal shows under it.
 */
export function BackInStock({ productId, name, country }: { productId: number; name: string; country: CountryCode }) {
  const id = useId();
  const { user } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (user && !typed) setEmail(user.email);
  }, [user, typed]);
  const mutation = useMutation({ mutationFn: askToBeTold });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({ productId, email: email.trim(), country });
  };
  const refusal = mutation.error ? serverErrors(mutation.error, ['email']) : null;
  const error = refusal ? (refusal.fields.email ?? refusal.form) : null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl border border-sand-200 bg-sand-100/60 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="font-serif text-xl text-cocoa-950">
        Tell me when it&rsquo;s back
      </h2>
      {mutation.isSuccess ? (
        <p role="status" className="mt-2 flex items-start gap-2 text-sm leading-relaxed text-cocoa-900">
          <span aria-hidden="true" className="mt-0.5 text-gold-600">
            ✓
          </span>
          <span>{mutation.data}</span>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm leading-relaxed text-cocoa-700">
            Leave your email and we&rsquo;ll write to you once, as soon as {name} is back in stock.
          </p>
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row">
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
              className={`${inputClass} rounded-full px-5 sm:flex-1`}
            />
            <SubmitButton pending={mutation.isPending} pendingLabel="Sending…" className="shrink-0 px-6">
              Notify me
            </SubmitButton>
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

import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api, ApiError, GENERIC_ERROR } from '../../lib/api';

/** POST /api/newsletter: a 2xx answers with a thank-you, a 4xx with the reason, both as `message`. */
async function subscribe(email: string): Promise<string> {
  const body = await api<{ message?: unknown }>('/api/newsletter', { body: { email }, errorStyle: 'raw' });
  return typeof body.message === 'string' && body.message ? body.message : 'Thank you for subscribing!';
}

/** Footer newsletter banner (spec §2 Footer). The typed email is kept when subscribing fails. */
export function Newsletter() {
  const [email, setEmail] = useState('');
  const id = useId();
  const mutation = useMutation({
    mutationFn: subscribe,
    retry: false,
    onSuccess: () => setEmail(''),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(email.trim());
  };
  // A 4xx names what is wrong with the address; anything else is the generic message.
  const error = mutation.error instanceof ApiError && mutation.error.status < 500 ? mutation.error.message : mutation.error ? GENERIC_ERROR : null;
  return (
    <section aria-labelledby={`${id}-title`} className="bg-plum-700 text-sand-50">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 md:items-center lg:py-14">
        <div>
          <h2 id={`${id}-title`} className="font-serif text-3xl leading-tight sm:text-4xl">Join the Zaron glow list</h2>
          <p className="mt-3 max-w-md text-sm text-sand-100/85">
            New launches, shade drops and skincare tips for melanin-rich skin, straight to your inbox.
          </p>
        </div>
        <form onSubmit={onSubmit} className="w-full">
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">Email address</label>
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              placeholder="Your email address"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-feedback`}
              className="h-12 w-full rounded-full sm:flex-1 border border-sand-100/40 bg-white/10 px-5 text-sm text-sand-50 placeholder:text-sand-100/70 focus:border-gold-400 focus:outline-none"
            />
            <button
              type="submit"
              disabled={mutation.isPending}
              className="h-12 rounded-full bg-gold-400 px-8 text-sm font-semibold tracking-[0.12em] text-cocoa-950 uppercase transition-colors hover:bg-sand-50 disabled:opacity-60"
            >
              Subscribe
            </button>
          </div>
          <div id={`${id}-feedback`} className="mt-3 min-h-5 text-sm">
            {mutation.isSuccess && <p role="status" className="text-gold-400">{mutation.data}</p>}
            {error && <p role="alert" className="text-sand-50"><span aria-hidden="true">⚠ </span>{error}</p>}
          </div>
        </form>
      </div>
    </section>
  );
}

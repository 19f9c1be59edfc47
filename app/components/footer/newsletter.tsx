import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { serverErrors } from '../form/server-errors';
import { NewsletterLayout } from './newsletter-layout';

/** POST /api/newsletter: a 2xx answers with a thank-you, a 4xx with the reason, both as `message`. */
async function subscribe(email: string): Promise<string> {
  const body = await api<{ message?: unknown }>('/api/newsletter', { body: { email }, errorStyle: 'raw' });
  return typeof body.message === 'string' && body.message ? body.message : 'Thank you for subscribing!';
}

/**
 * Footer newsletter banner. The typed email is kept when subscribing fails.
 * It takes over from the stand-in (header/slots.tsx) with what was typed there, focused, and
 * sends at once when the stand-in was submitted.
 */
export function Newsletter({ initialEmail = '', submitNow = false }: { initialEmail?: string; submitNow?: boolean }) {
  const [email, setEmail] = useState(initialEmail);
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: () => setEmail(''),
  });
  const sentOnMount = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (!submitNow || sentOnMount.current) return;
    sentOnMount.current = true;
    mutate(initialEmail.trim());
  }, [submitNow, initialEmail, mutate]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(email.trim());
  };
  // The form kit's placing of a refusal: the address's own reason, else the message (generic for a fault).
  const refusal = mutation.error ? serverErrors(mutation.error, ['email']) : null;
  const error = refusal ? (refusal.fields.email ?? refusal.form) : null;
  return (
    <NewsletterLayout
      value={email}
      onEmail={setEmail}
      onSubmit={onSubmit}
      pending={mutation.isPending}
      invalid={Boolean(error)}
      autoFocus={!submitNow}
      feedback={
        <>
          {mutation.isSuccess && (
            <p role="status" className="text-gold-400">
              {mutation.data}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sand-50">
              <span aria-hidden="true">⚠ </span>
              {error}
            </p>
          )}
        </>
      }
    />
  );
}

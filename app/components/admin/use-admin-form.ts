import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { ADMIN_KEY, adminApi } from './admin-api';
import { messageOf } from '../form/server-errors';

/**
 * One back-office change: posts the body, then refreshes every admin query. Field errors of a
 * structured 4xx (`{ message, fields }`) go beside their fields; the message above the form.
 */
export function useAdminForm<T>(path: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  async function submit(body: unknown): Promise<T | null> {
    setPending(true);
    setError(null);
    setFields({});
    try {
      const result = await adminApi<T>(path, { body });
      await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
      return result;
    } catch (err) {
      setError(messageOf(err));
      if (err instanceof ApiError) setFields(err.fields);
      return null;
    } finally {
      setPending(false);
    }
  }
  return { submit, pending, error, fields, fieldError: (name: string) => fields[name] ?? null };
}

/** The text of a form field, trimmed ('' when absent). */
export const textOf = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** A number typed in a form field; NaN (refused by the server with the field named) when not a number. */
export const numberOf = (form: FormData, name: string) => (textOf(form, name) === '' ? null : Number(textOf(form, name)));

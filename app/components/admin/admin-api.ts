import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { BaseSyntheticEvent } from 'react';
import type { TwoFactorStatus } from '../../../domain/admin/two-factor';
import { api } from '../../lib/api';

/** Every back office query key starts here, so signing a session in or out can drop them all. */
export const ADMIN_KEY = 'admin';

/** Back office calls show the server's own words (they are written for staff). */
export const adminApi = <T>(path: string, options: { method?: string; body?: unknown } = {}) =>
  api<T>(path, { ...options, errorStyle: 'raw' });

/** A GET under /api/admin, keyed by its path (4xx answers are not retried: the QueryClient's default). */
export function useAdminQuery<T>(path: string, options: Partial<UseQueryOptions<T>> = {}) {
  return useQuery<T>({ queryKey: [ADMIN_KEY, path], queryFn: () => adminApi<T>(path), ...options });
}

export const useTwoFactorStatus = () => useAdminQuery<TwoFactorStatus>('/api/admin/2fa');

/**
 * One back-office change: posts a form's body (or sends it with `method`: PUT, DELETE), then
 * refreshes every admin query before it counts as done (the button stays busy until the page
 * shows the change).
 */
export function useAdminChange<Body, Result = unknown>(
  path: string,
  options: { method?: 'POST' | 'PUT' | 'DELETE'; onSuccess?: (result: Result) => void; onError?: (err: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminApi<Result>(path, { method: options.method, body }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
      options.onSuccess?.(result);
    },
    onError: options.onError,
  });
}

/**
 * A back-office form's submit handler: once the browser's checks pass, the last refusal is cleared
 * and the values go to `save` as typed (the route parses them with the same schema).
 */
export function submitTo<Body>(
  form: {
    handleSubmit: (valid: () => void) => (event?: BaseSyntheticEvent) => Promise<void>;
    setFormError: (message: string | null) => void;
    getValues: () => NoInfer<Body>;
  },
  save: { mutate: (body: Body) => void },
) {
  return form.handleSubmit(() => {
    form.setFormError(null);
    save.mutate(form.getValues());
  });
}

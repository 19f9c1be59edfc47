import { useCallback } from 'react';
import { ApiError, GENERIC_ERROR } from '../../lib/api';
import { useToast } from '../../lib/toast';

/** Payment initiation and discount failures: toast 'Error' with the server's message, 9 s. */
export function usePaymentErrorToast() {
  const toast = useToast();
  return useCallback(
    (err: unknown) =>
      toast({ title: 'Error', description: err instanceof ApiError ? err.message : GENERIC_ERROR, variant: 'error', durationMs: 9_000 }),
    [toast],
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PublicUser, Viewer } from '../../../domain/accounts/user';
import { USER_QUERY_KEY } from '../../lib/auth';

/**
 * Puts the account the server answered with (after a profile or preferences change) in every copy
 * of the current user at once, the header's greeting too, without asking the server again. Apart
 * from `lib/auth`, which every page loads, since only the settings forms need it.
 */
export function useSavedUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: PublicUser) => queryClient.setQueryData<Viewer | null>(USER_QUERY_KEY, (viewer) => viewer && { ...viewer, user }),
    [queryClient],
  );
}

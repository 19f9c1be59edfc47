import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PublicUser, Viewer } from '../../domain/accounts/user';
import { isStaffRole } from '../../domain/admin/roles';
import { api, ApiError } from './api';
import { forgetSessionMarker, useSessionMarker } from './session';

export type User = PublicUser;

/** The signed-in user's query; a page rendered on the server hands it over filled in (null: a guest). */
export const USER_QUERY_KEY = ['user'] as const;

/** The signed-in user, or null when the session has ended (its marker is then dropped). */
async function fetchViewer(): Promise<Viewer | null> {
  try {
    return await api<Viewer>('/api/auth/user');
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    forgetSessionMarker();
    return null;
  }
}

/**
 * The signed-in user and role. The query runs only when this browser started a session (its
 * marker cookie), unless the page came from the server with the answer already in it.
 * `status` is 'loading' until the marker is read and, if there is one, the user is fetched.
 */
export function useCurrentUser() {
  const marker = useSessionMarker();
  const query = useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchViewer, enabled: marker.signedIn });
  const viewer = query.data;
  const status: 'loading' | 'guest' | 'signed-in' = viewer
    ? 'signed-in'
    : viewer === null || (marker.ready && !marker.signedIn) || query.isError
      ? 'guest'
      : 'loading';
  const role = viewer?.role ?? null;
  return { status, user: viewer?.user ?? null, role, isInfluencer: role === 'influencer', isStaff: role !== null && isStaffRole(role) };
}

/** Sign-out: the server ends the session and clears its cookie; every cached query goes; then home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await api('/api/auth/logout', { method: 'POST', body: {} });
    } catch {
      // An expired session cannot be ended twice; the marker is dropped either way.
    }
    forgetSessionMarker();
    queryClient.clear();
    window.location.assign('/');
  }, [queryClient]);
  return { logout, pending };
}

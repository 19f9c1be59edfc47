import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { publicUser } from '../../server/accounts/serialize';
import { isStaffRole, type ApiRole } from '../../domain/admin/roles';
import { api, getToken } from './api';
import { STORAGE_KEYS } from './storage';

export type User = ReturnType<typeof publicUser>;
export interface CurrentUser {
  user: User;
  role: ApiRole;
}

const TOKEN_EVENT = 'zaron:token';

export function saveToken(token: string) {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.dispatchEvent(new Event(TOKEN_EVENT));
}

export function clearToken() {
  window.localStorage.removeItem(STORAGE_KEYS.token);
  window.dispatchEvent(new Event(TOKEN_EVENT));
}

/** The stored token, kept in step across components and tabs; null on the server and before mount. */
export function useToken(): { token: string | null; ready: boolean } {
  const [state, setState] = useState<{ token: string | null; ready: boolean }>({ token: null, ready: false });
  useEffect(() => {
    const read = () => setState({ token: getToken(), ready: true });
    read();
    window.addEventListener(TOKEN_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(TOKEN_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  return state;
}

/**
 * The signed-in user and role (spec §6: the query runs only when a token exists).
 * `status` is 'loading' until the token is read and, if there is one, the user is fetched.
 */
export function useCurrentUser() {
  const { token, ready } = useToken();
  const query = useQuery({
    queryKey: ['user', token],
    queryFn: () => api<CurrentUser>('/api/auth/user'),
    enabled: Boolean(token),
    retry: (count, err) => (err as { status?: number }).status !== 401 && count < 3,
  });
  const status: 'loading' | 'guest' | 'signed-in' =
    !ready || (token && query.isPending) ? 'loading' : token && query.data ? 'signed-in' : 'guest';
  const role = query.data?.role ?? null;
  return { status, user: query.data?.user ?? null, role, isInfluencer: role === 'influencer', isStaff: role !== null && isStaffRole(role) };
}

/** Spec §4 Logout: call the server, clear every cached query, delete the token, go to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await api('/api/auth/logout', { method: 'POST', body: {} });
    } catch {
      // The token is dropped either way; an expired one cannot be revoked twice.
    }
    queryClient.clear();
    clearToken();
    window.location.assign('/');
  }, [queryClient]);
  return { logout, pending };
}

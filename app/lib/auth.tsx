import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PublicUser } from '../../domain/accounts/user';
import { isStaffRole, type ApiRole } from '../../domain/admin/roles';
import { api } from './api';
import { clearToken, useToken } from './token';

export type User = PublicUser;
interface CurrentUser {
  user: User;
  role: ApiRole;
}

export { clearToken, saveToken, useToken } from './token';

/**
 * The signed-in user and role (the query runs only when a token exists).
 * `status` is 'loading' until the token is read and, if there is one, the user is fetched.
 */
export function useCurrentUser() {
  const { token, ready } = useToken();
  const query = useQuery({
    queryKey: ['user', token],
    queryFn: () => api<CurrentUser>('/api/auth/user'),
    enabled: Boolean(token),
  });
  const status: 'loading' | 'guest' | 'signed-in' =
    !ready || (token && query.isPending) ? 'loading' : token && query.data ? 'signed-in' : 'guest';
  const role = query.data?.role ?? null;
  return { status, user: query.data?.user ?? null, role, isInfluencer: role === 'influencer', isStaff: role !== null && isStaffRole(role) };
}

/** Logout: call the server, clear every cached query, delete the token, go to /. */
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

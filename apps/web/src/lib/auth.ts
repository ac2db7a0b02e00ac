// The signed-in user as the UI sees it, token checks and logout (SPEC §2.13 rule 6, §4).
import { MESSAGES, type Role } from '@tremplin/shared';
import { useEffect, useMemo } from 'react';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { clearSession, type SessionState, useSessionStore } from './session-store';

export interface CurrentUser {
  id: number;
  role: Role;
}

const toUser = ({ auth }: Pick<SessionState, 'auth'>): CurrentUser | null =>
  auth.logged && auth.token && auth.userId !== null && auth.role ? { id: auth.userId, role: auth.role } : null;

/** The signed-in user outside React. */
export const getCurrentUser = (): CurrentUser | null => toUser(useSessionStore.getState());

/** The signed-in user (id and role), or null when signed out. */
export function useCurrentUser(): CurrentUser | null {
  const signedIn = useSessionStore((s) => s.auth.logged && !!s.auth.token);
  const id = useSessionStore((s) => s.auth.userId);
  const role = useSessionStore((s) => s.auth.role);
  return useMemo(() => (signedIn && id !== null && role ? { id, role } : null), [signedIn, id, role]);
}

/** True when the token is a JWT whose expiry has passed; opaque tokens are left for the server to judge. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}

/** SPEC §2.11: the search and messaging links need a valid token. */
export function useHasValidToken(): boolean {
  const token = useSessionStore((s) => (s.auth.logged ? s.auth.token : null));
  return !!token && !isTokenExpired(token);
}

/** Signs out: clears the session and the registered stores, then goes to the login page. */
export function logout(): void {
  clearSession();
  navigateTo(paths.login);
}

/**
 * SPEC §4: the token is validated when it changes and when the header is created; an identified user whose
 * token the server declares invalid is signed out. Failures to ask (network, no answer) change nothing.
 */
export function useSessionValidation(): void {
  const token = useSessionStore((s) => s.auth.token);
  const identified = useSessionStore((s) => s.auth.logged && s.auth.userId !== null);
  useEffect(() => {
    if (!token || !identified) return;
    const controller = new AbortController();
    api
      .get<boolean>('/auth/validate', { query: { token }, silent: true, loading: false, signal: controller.signal })
      .then((valid) => {
        if (valid === false && useSessionStore.getState().auth.token === token) {
          notify.error(MESSAGES.unauthenticated, 'unauthorized');
          logout();
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, identified]);
}

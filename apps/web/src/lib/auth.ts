// The signed-in user as the UI sees it, token checks and logout (SPEC §2.13 rule 6, §4).
import { authEndpoints, href, REQUEST_MESSAGES, type Role } from '@tremplin/shared';
import { useEffect, useMemo } from 'react';
import { refreshSession, setTokenRefresher } from './api-client';
import { call } from './endpoint-client';
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

/** Calls that must neither retry through a refresh nor toast: the session machinery reads their outcome itself. */
const quiet = { auth: false, silent: true, handleUnauthorized: false, loading: false } as const;

/**
 * A new token pair for the stored refresh token; stores the new pair (refresh tokens rotate). The stored
 * copy is read again first: another tab of the same browser may have rotated the pair already.
 */
export async function renewTokens(): Promise<boolean> {
  const before = useSessionStore.getState().auth.token;
  await useSessionStore.persist.rehydrate();
  const { token, refreshToken, logged } = useSessionStore.getState().auth;
  if (!logged || !refreshToken) return false;
  if (token && token !== before) return true;
  try {
    const answer = await call(authEndpoints.refresh, { body: { refreshToken } }, quiet);
    // Signed out while the call was under way: the new tokens must not bring the session back.
    if (!useSessionStore.getState().auth.logged) return false;
    useSessionStore.getState().setTokens({ token: answer.token, refreshToken: answer.refreshToken });
    return true;
  } catch {
    return false;
  }
}

setTokenRefresher(renewTokens);

/**
 * Signs out: revokes the refresh-token chain on the server (without waiting for it), clears the session and the
 * registered stores, then goes to the login page.
 */
export function logout(): void {
  const { refreshToken } = useSessionStore.getState().auth;
  if (refreshToken) void call(authEndpoints.signOut, { body: { refreshToken } }, quiet).catch(() => undefined);
  clearSession();
  navigateTo(href('login'));
}

/**
 * SPEC §4: the token is validated when it changes and when the header is created; an identified user whose
 * token the server declares invalid is signed out, unless a refresh renews it (an access token lives 15 minutes).
 * Failures to ask (network, no answer) change nothing.
 */
export function useSessionValidation(): void {
  const token = useSessionStore((s) => s.auth.token);
  const identified = useSessionStore((s) => s.auth.logged && s.auth.userId !== null);
  useEffect(() => {
    if (!token || !identified) return;
    const controller = new AbortController();
    call(authEndpoints.validate, { query: { token } }, { silent: true, loading: false, signal: controller.signal })
      .then(async (valid) => {
        if (valid !== false || useSessionStore.getState().auth.token !== token) return;
        if (await refreshSession()) return;
        if (useSessionStore.getState().auth.token !== token) return;
        notify.error(REQUEST_MESSAGES.unauthenticated, 'unauthorized');
        logout();
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, identified]);
}

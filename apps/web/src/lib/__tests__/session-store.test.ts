// Session state: the auth part survives in localStorage, the user and messaging parts across reloads of the tab.
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  clearSession,
  installSessionSnapshot,
  onSessionCleared,
  SESSION_STORAGE_KEY,
  useSessionStore,
  whenSignedIn,
} from '@/lib/session-store';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

const signIn = () =>
  useSessionStore.getState().signIn({ token: 't', refreshToken: 'r', typeToken: 'Bearer', role: 'RECRUTEUR', id: 4 });

describe('session store', () => {
  it('persists the auth part in localStorage, and only it', () => {
    signIn();
    useSessionStore.getState().setProfile({ id: 4, role: 'RECRUTEUR', nom: 'DURAND' });
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({
      auth: { token: 't', refreshToken: 'r', typeToken: 'Bearer', role: 'RECRUTEUR', logged: true, userId: 4 },
    });
  });

  it('saves the user and messaging parts before unload and restores them at start', () => {
    signIn();
    uninstall = installSessionSnapshot();
    useSessionStore.getState().setProfile({ id: 4, role: 'RECRUTEUR', prenom: 'Inès' });
    useSessionStore.getState().setUnreadCount(5);
    window.dispatchEvent(new Event('beforeunload'));
    uninstall();

    useSessionStore.setState({ user: { profile: null }, messaging: { totalMessageNonLu: 0 } });
    uninstall = installSessionSnapshot();
    expect(useSessionStore.getState().user.profile).toMatchObject({ id: 4, prenom: 'Inès' });
    expect(useSessionStore.getState().messaging.totalMessageNonLu).toBe(5);
  });

  it('clears everything, storages and registered stores included', () => {
    signIn();
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{}');
    let resets = 0;
    const off = onSessionCleared(() => {
      resets += 1;
    });
    clearSession();
    off();
    expect(useSessionStore.getState().auth.logged).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEY) ?? '').not.toContain('"token":"t"');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(resets).toBe(1);
  });

  it('runs a sign-in task once: at once for a stored session, else at the first sign-in', () => {
    let runs = 0;
    const stop = whenSignedIn(() => {
      runs += 1;
    });
    expect(runs).toBe(0);
    signIn();
    clearSession();
    signIn();
    stop();
    expect(runs).toBe(1);

    whenSignedIn(() => {
      runs += 1;
    });
    expect(runs).toBe(2);
  });
});

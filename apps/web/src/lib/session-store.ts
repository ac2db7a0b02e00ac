// Client state of the session (SPEC §3, §4): an auth part kept in localStorage, a user part and a messaging
// part kept in sessionStorage across reloads of the tab.
import { AUTH_TYPE, type Role } from '@tremplin/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The signed-in user's profile as GET /profile/{id} returns it; only id and role are relied on here. */
export interface SessionProfile {
  id: number;
  role: Role;
  nom?: string;
  prenom?: string;
  email?: string;
  [field: string]: unknown;
}

export interface AuthPart {
  token: string | null;
  refreshToken: string | null;
  typeToken: string;
  role: Role | null;
  logged: boolean;
  userId: number | null;
}

export interface UserPart {
  profile: SessionProfile | null;
}

export interface MessagingPart {
  totalMessageNonLu: number;
}

export interface SignInPayload {
  token: string;
  refreshToken?: string | null;
  typeToken?: string | null;
  role: Role;
  id: number;
}

export interface SessionState {
  auth: AuthPart;
  user: UserPart;
  messaging: MessagingPart;
  /** Stores the answer of a successful login. */
  signIn: (session: SignInPayload) => void;
  /** Replaces the tokens after a refresh. */
  setTokens: (tokens: { token: string; refreshToken?: string | null }) => void;
  setProfile: (profile: SessionProfile | null) => void;
  setUnreadCount: (totalMessageNonLu: number) => void;
  /** Forgets everything; prefer clearSession(), which also resets the stores registered with onSessionCleared(). */
  reset: () => void;
}

export const AUTH_STORAGE_KEY = 'tremplin-auth';
export const SESSION_STORAGE_KEY = 'tremplin-session';

const signedOut = (): Pick<SessionState, 'auth' | 'user' | 'messaging'> => ({
  auth: { token: null, refreshToken: null, typeToken: AUTH_TYPE, role: null, logged: false, userId: null },
  user: { profile: null },
  messaging: { totalMessageNonLu: 0 },
});

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut(),
      signIn: ({ token, refreshToken, typeToken, role, id }) =>
        set({
          auth: {
            token,
            refreshToken: refreshToken ?? null,
            typeToken: typeToken || AUTH_TYPE,
            role,
            logged: true,
            userId: id,
          },
        }),
      setTokens: ({ token, refreshToken }) =>
        set((s) => ({
          auth: { ...s.auth, token, refreshToken: refreshToken === undefined ? s.auth.refreshToken : refreshToken },
        })),
      setProfile: (profile) => set({ user: { profile } }),
      setUnreadCount: (totalMessageNonLu) => set({ messaging: { totalMessageNonLu: Math.max(0, totalMessageNonLu) } }),
      reset: () => set(signedOut()),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ auth: s.auth }),
      merge: (persisted, current) => {
        const auth = (persisted as { auth?: Partial<AuthPart> } | undefined)?.auth;
        return auth ? { ...current, auth: { ...current.auth, ...auth } } : current;
      },
    },
  ),
);

const cleared = new Set<() => void>();

/** Registers a reset to run when the session is cleared (features' own stores, the query cache). */
export function onSessionCleared(reset: () => void): () => void {
  cleared.add(reset);
  return () => cleared.delete(reset);
}

/** Clears the session everywhere: the store, both browser storages and the registered feature stores. */
export function clearSession(): void {
  useSessionStore.getState().reset();
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quotas); the in-memory state is cleared anyway.
  }
  for (const reset of cleared) reset();
}

/** Restores the user and messaging parts saved by the previous page of this tab, then saves them before unload. */
export function installSessionSnapshot(target: Window = window): () => void {
  try {
    // Read only for a signed-in visit: a first access to the tab's storage is slow on a phone.
    const raw = useSessionStore.getState().auth.logged && target.sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (raw) {
      const saved = JSON.parse(raw) as Partial<Pick<SessionState, 'user' | 'messaging'>>;
      useSessionStore.setState({
        ...(saved.user ? { user: saved.user } : {}),
        ...(saved.messaging ? { messaging: saved.messaging } : {}),
      });
    }
  } catch {
    target.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  }
  const save = () => {
    const { auth, user, messaging } = useSessionStore.getState();
    if (!auth.logged) return;
    try {
      target.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, messaging }));
    } catch {
      // Nothing to do: the parts are reloaded from the API after a reload.
    }
  };
  target.addEventListener('beforeunload', save);
  target.addEventListener('pagehide', save);
  return () => {
    target.removeEventListener('beforeunload', save);
    target.removeEventListener('pagehide', save);
  };
}

/** Runs `task` once, the first time a user is signed in (at once when the stored session already is one). */
export function whenSignedIn(task: () => void, store: typeof useSessionStore = useSessionStore): () => void {
  if (store.getState().auth.logged) {
    task();
    return () => undefined;
  }
  const unsubscribe = store.subscribe((state) => {
    if (!state.auth.logged) return;
    unsubscribe();
    task();
  });
  return unsubscribe;
}

// Rendering helpers for component tests: the real providers and the real routes, in memory. Tests run the routes in
// React Router's data router, whose `router.state` tells where the app ended up; the app runs them declared.

import { render, screen } from '@testing-library/react';
import type { Role } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { buildRoutes } from '@/app/router';
import { setNavigator } from '@/lib/navigation';
import { createQueryClient } from '@/lib/react-query';
import { clearSession, useSessionStore } from '@/lib/session-store';

/** Signs a user in the store as a login answer would. */
export function signInAs(role: Role, id = 7, extra: { unread?: number; token?: string } = {}) {
  useSessionStore.getState().signIn({ token: extra.token ?? 'test-token', refreshToken: 'refresh', role, id });
  useSessionStore.getState().setProfile({ id, role, prenom: 'Camille', nom: 'MARTIN' });
  useSessionStore.getState().setUnreadCount(extra.unread ?? 0);
}

export function signOut() {
  clearSession();
}

type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Code outside React (API client, logout) navigates through the test's router. */
const connectNavigator = (router: TestRouter) =>
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });

const wrap = (children: ReactNode) => (
  <AppProvider env="test" queryClient={createQueryClient()}>
    {children}
  </AppProvider>
);

/** The whole app at `path`; returns the router to read where the app ended up. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const disconnect = connectNavigator(router);
  const view = render(wrap(<RouterProvider router={router} />));
  return {
    ...view,
    router,
    unmount: () => {
      disconnect();
      view.unmount();
    },
  };
}

/** One component inside the providers and a router, at `path`. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const disconnect = connectNavigator(router);
  const view = render(wrap(<RouterProvider router={router} />));
  return { ...view, router, disconnect };
}

/** Opens `path` as `role` and gives where the app ended up once a page heading shows (a refusal lands on /interdit). */
export async function landingOf(path: string, role: Role, id = 7) {
  signInAs(role, id);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
  return view.router.state.location.pathname;
}

// The router: every row of the shared route table under the main layout, then the 404 page.
import { ROUTES } from '@tremplin/shared';
import { useEffect, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { setNavigator } from '@/lib/navigation';
import { NotFoundScreen } from './routes/not-found';
import { RouteErrorScreen } from './routes/route-error';
import { ScreenRoute } from './screen-route';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <MainLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          // A failing screen keeps the header and footer around its error message.
          errorElement: <RouteErrorScreen />,
          children: [
            ...ROUTES.map((route) => ({ path: route.path, element: <ScreenRoute key={route.path} route={route} /> })),
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** Lets code outside React (API client, logout) navigate through the router. */
export function connectNavigator(router: AppRouterInstance): () => void {
  return setNavigator((to, options) => {
    void router.navigate(to, options);
  });
}

export const createAppRouter = (): AppRouterInstance => createBrowserRouter(buildRoutes());

/** For tests: the same routes in memory, starting at the given path. */
export const createTestRouter = (path: string): AppRouterInstance =>
  createMemoryRouter(buildRoutes(), { initialEntries: [path] });

export function AppRouter({ router: given }: { router?: AppRouterInstance }) {
  const [router] = useState(() => given ?? createAppRouter());
  useEffect(() => connectNavigator(router), [router]);
  return <RouterProvider router={router} />;
}

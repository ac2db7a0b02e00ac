// The router: every row of the shared route table under the main layout, then the 404 page. Routes are declared,
// not data routes: no screen uses loaders or actions, and the declarative router is half the size in every first load.
import { ROUTES, type RouteDef } from '@tremplin/shared';
import { lazy, useEffect } from 'react';
import { BrowserRouter, Outlet, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
// Its popstate listener must be added before the router's, so that a form can hold Back and Forward.
import '@/lib/history-pops';
import { setNavigator } from '@/lib/navigation';
import { routeCandidates } from './route-candidates';
import { RouteErrorBoundary } from './routes/route-error';
import { ScreenRoute } from './screen-route';

// Only an unknown address needs it (its code comes with the page: see the server's list of each screen's files).
const NotFoundScreen = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundScreen })));

export function buildRoutes(rows: readonly RouteDef[] = ROUTES): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <MainLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          // A failing screen keeps the header and footer around its error message.
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            ...rows.map((route) => ({ path: route.path, element: <ScreenRoute key={route.path} route={route} /> })),
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}

const routesOf = new WeakMap<readonly RouteDef[], RouteObject[]>();

/** The routes at the router's address: in the browser's router here, in a static one when rendered at build time. */
export function AppRoutes() {
  const navigate = useNavigate();
  // Lets code outside React (API client, logout) navigate through the router.
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  const { rows } = routeCandidates(useLocation().pathname);
  let routes = routesOf.get(rows);
  if (!routes) {
    routes = buildRoutes(rows);
    routesOf.set(rows, routes);
  }
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

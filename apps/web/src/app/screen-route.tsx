// One row of the route table on screen: the guard, the route's title, then its screen.
import type { RouteDef } from '@tremplin/shared';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useRouteTitle } from '@/components/seo/use-document-title';
import { PageLoader } from '@/components/ui/spinner';
import { RouteGuard } from '@/lib/authorization';
import { routeCandidates } from './route-candidates';
import { SCREENS } from './screens';
import { finishTakeOver } from './take-over';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();
const loading = new Map<string, Promise<ComponentType>>();

function loadScreen(key: string): Promise<ComponentType> {
  const load = SCREENS[key];
  if (!load) throw new Error(`Aucun écran pour ${key}`);
  let code = loading.get(key);
  if (!code) {
    code = load();
    loading.set(key, code);
    // A failed download is tried again on the next visit rather than remembered.
    code.catch(() => loading.delete(key));
  }
  return code;
}

/** The lazily loaded component of a screen key; every key of the route table has one (see the routes test). */
export function screenComponent(key: string): LazyExoticComponent<ComponentType> {
  let screen = loaded.get(key);
  if (!screen) {
    screen = lazy(() => loadScreen(key).then((component) => ({ default: component })));
    loaded.set(key, screen);
  }
  return screen;
}

/**
 * Starts downloading the screen of an address before React first renders, so that the first page's own code
 * arrives alongside the app's rather than after it.
 */
export function preloadScreenAt(pathname: string): void {
  const { route } = routeCandidates(pathname);
  if (route && SCREENS[route.screen]) loadScreen(route.screen).catch(() => undefined);
}

/** A first screen on the page ends the app's taking over a ready-made page (take-over.ts). */
function Shown({ children }: { children: ReactNode }) {
  useEffect(() => finishTakeOver(), []);
  return children;
}

function RouteScreen({ route }: { route: RouteDef }) {
  useRouteTitle(route.title);
  const Screen = screenComponent(route.screen);
  return (
    <Suspense fallback={<PageLoader />}>
      <Shown>
        <Screen />
      </Shown>
    </Suspense>
  );
}

export function ScreenRoute({ route }: { route: RouteDef }) {
  return (
    <RouteGuard route={route}>
      <RouteScreen route={route} />
    </RouteGuard>
  );
}

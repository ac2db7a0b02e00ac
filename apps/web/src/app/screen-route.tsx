// One row of the route table on screen: the guard, the route's title, then its screen.
import type { RouteDef } from '@tremplin/shared';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useRouteTitle } from '@/components/seo/use-document-title';
import { PageLoader } from '@/components/ui/spinner';
import { RouteGuard } from '@/lib/authorization';
import { SCREENS } from './screens';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded component of a screen key; every key of the route table has one (see the routes test). */
export function screenComponent(key: string): LazyExoticComponent<ComponentType> {
  const load = SCREENS[key];
  if (!load) throw new Error(`Aucun écran pour ${key}`);
  let screen = loaded.get(key);
  if (!screen) {
    screen = lazy(() => load().then((component) => ({ default: component })));
    loaded.set(key, screen);
  }
  return screen;
}

function RouteScreen({ route }: { route: RouteDef }) {
  useRouteTitle(route.title);
  const Screen = screenComponent(route.screen);
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
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

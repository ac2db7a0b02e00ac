// The public pages rendered at build time (scripts/prerender-pages.ts): each address as a signed-out visitor first sees
// it, its screen's code already loaded, so that the browser shows the page before the app's code has run. main.tsx then
// takes the page over where it can (hydration), which needs this render to be the app's own first one in the browser.
import { ROUTES } from '@tremplin/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { formatTitle } from '@/components/seo/use-document-title';
import { createQueryClient } from '@/lib/react-query';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { SCREENS } from './app/screens';

/** Public addresses without parameters: the same page for every signed-out visitor. */
export const PRERENDERED_PATHS: readonly string[] = ROUTES.filter(
  (route) => !route.roles && !/[:*?]/.test(route.path) && SCREENS[route.screen],
).map((route) => route.path);

export interface PrerenderedPage {
  title: string;
  /** The route's screen key (whose files the page names). */
  screen: string;
  /** What goes inside <div id="root">. */
  markup: string;
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const route = ROUTES.find((row) => row.path === path);
  if (!route) throw new Error(`No route for ${path}`);
  const errors: unknown[] = [];
  // prerender() waits for the lazily loaded screen; queries stay in their loading state, as in a first render.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // One piece: no boundary is sent apart to be revealed by a script (large ones are, by default).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const markup = await new Response(prelude).text();
  if (errors.length) throw new AggregateError(errors, `${path} did not render`);
  return { title: formatTitle(route.title), screen: route.screen, markup };
}

// Entry point: styles, saved session parts, the app (taking over a ready-made page), then the cookie consent once the
// page is idle.
import '@mantine/core/styles.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadScreenAt } from './app/screen-route';
import { loadMemberScreens } from './app/screens';
import { beginTakeOver, canHydrate } from './app/take-over';
import { scheduleCookieConsent } from './lib/cookie-consent';
import { installSessionSnapshot, useSessionStore, whenSignedIn } from './lib/session-store';

installSessionSnapshot();
// Only signed-in users need the realtime socket and the live unread counter, and they get the member screens'
// loaders now rather than on their first click.
whenSignedIn(() => {
  import('./app/member-live').then((m) => m.startMemberLive()).catch(() => undefined);
  loadMemberScreens().catch(() => undefined);
});

preloadScreenAt(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable dans index.html.');

// A public page comes ready-made (src/prerender.tsx): the app takes it over as it is when it would render the same
// (see take-over.ts), and renders afresh otherwise.
const hydrating = canHydrate(root, useSessionStore.getState().auth.logged);
beginTakeOver(root, hydrating);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Rendered as a transition, the first render (or hydration) yields to the browser every few milliseconds instead of
// holding the main thread, so a slow phone can still scroll and type while the page builds.
startTransition(() => {
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

scheduleCookieConsent();

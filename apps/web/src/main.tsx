// Entry point: styles, saved session parts, the app, then the cookie consent once the page is idle.
import '@mantine/core/styles.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadScreenAt } from './app/screen-route';
import { loadMemberScreens } from './app/screens';
import { scheduleCookieConsent } from './lib/cookie-consent';
import { installSessionSnapshot, whenSignedIn } from './lib/session-store';

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

// Rendered as a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread, so a slow phone can still scroll and type while the page builds.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

scheduleCookieConsent();

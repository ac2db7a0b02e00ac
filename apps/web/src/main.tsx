// Entry point: styles, saved session parts, the app, then the cookie consent once the page is idle.
import '@mantine/core/styles.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadMemberScreens } from './app/screens';
import { scheduleCookieConsent } from './lib/cookie-consent';
import { installSessionSnapshot, whenSignedIn } from './lib/session-store';

installSessionSnapshot();
// Only signed-in users need the realtime socket and the live unread counter, and they get the member screens'
// loaders now rather than on their first click.
whenSignedIn(() => {
  Promise.all([
    import('./lib/realtime'),
    import('./features/messaging/realtime/unread-live'),
    import('./features/settings/live/feature-flags-live'),
  ])
    .then(([live, unread, flags]) => {
      unread.startUnreadLive();
      flags.startFeatureFlagsLive();
      live.startRealtime();
    })
    .catch(() => undefined);
  loadMemberScreens().catch(() => undefined);
});

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable dans index.html.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

scheduleCookieConsent();

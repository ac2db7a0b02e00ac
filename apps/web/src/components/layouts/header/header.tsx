// Site header (SPEC §2.11): brand, menus for signed-out and signed-in users, burger and drawer on mobile.
import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { href, isStaff } from '@tremplin/shared';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { env } from '@/config/env';
import { useFeatureFlags } from '@/config/features';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { logout, useCurrentUser, useHasValidToken, useSessionValidation } from '@/lib/auth';
import { useSessionStore } from '@/lib/session-store';
import classes from './header.module.css';
import { buildNavigation, type Navigation } from './navigation';

// The drawer (Mantine's modal machinery) is only needed once a phone user opens the menu, the drop-downs (the
// floating positioning engine) only once someone is signed in, and the unread badge only when there is a message to
// announce: none of them weighs on public pages.
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));
const HeaderMenu = lazy(() => import('./header-menu').then((m) => ({ default: m.HeaderMenu })));
const UnreadBadge = lazy(() => import('./unread-badge').then((m) => ({ default: m.UnreadBadge })));
// Staff only: who waits for their interviews.
const WaitingIndicator = lazy(() => import('./waiting-indicator').then((m) => ({ default: m.WaitingIndicator })));
const WaitingNotice = lazy(() => import('./waiting-notice').then((m) => ({ default: m.WaitingNotice })));

function StaffWaiting() {
  const user = useCurrentUser();
  if (!isStaff(user?.role)) return null;
  return (
    <Suspense fallback={null}>
      <WaitingIndicator />
    </Suspense>
  );
}

/** Rendered once, outside both navigations: the notice when a candidate starts waiting. */
function StaffNotice() {
  const user = useCurrentUser();
  if (!isStaff(user?.role)) return null;
  return (
    <Suspense fallback={null}>
      <WaitingNotice />
    </Suspense>
  );
}

export const MOBILE_NAV_ID = 'menu-mobile';

export function useNavigation(): Navigation {
  const user = useCurrentUser();
  const hasValidToken = useHasValidToken();
  const unread = useSessionStore((s) => s.messaging.totalMessageNonLu);
  const prospects = useFeatureFlags((s) => s.prospects);
  return useMemo(
    () => buildNavigation({ user, hasValidToken, unread, features: { prospects } }),
    [user, hasValidToken, unread, prospects],
  );
}

function DesktopNav({ nav, className }: { nav: Navigation; className?: string }) {
  const navClass = className ? `${classes.nav} ${className}` : classes.nav;
  if (!nav.signedIn) {
    return (
      <nav aria-label="Navigation principale" className={navClass}>
        {nav.links.map((link) =>
          link.key === 'register' ? (
            <Button key={link.key} component={Link} to={link.to} size="sm" ml="xs">
              {link.label}
            </Button>
          ) : (
            <NavLink key={link.key} to={link.to} className={classes.link}>
              {link.label}
            </NavLink>
          ),
        )}
      </nav>
    );
  }
  return (
    <nav aria-label="Navigation principale" className={navClass}>
      {nav.links.map((link) => (
        <NavLink key={link.key} to={link.to} className={classes.link}>
          {link.label}
          {link.key === 'inbox' && nav.unread > 0 ? (
            <Suspense fallback={null}>
              <UnreadBadge count={nav.unread} />
            </Suspense>
          ) : null}
        </NavLink>
      ))}
      <StaffWaiting />
      {nav.menus.map((menu) => (
        <Suspense
          key={menu.key}
          fallback={
            <span className={classes.link} aria-hidden="true">
              {menu.label}
            </span>
          }
        >
          <HeaderMenu menu={menu} />
        </Suspense>
      ))}
      <button type="button" className={classes.link} onClick={logout}>
        <IconLogout size={16} aria-hidden="true" />
        Déconnexion
      </button>
    </nav>
  );
}

/**
 * A polite live region present from the start, so that a new message arriving while a page is open is read out
 * (the badge itself appears with its count and would be missed).
 */
function UnreadAnnouncer({ count, signedIn }: { count: number; signedIn: boolean }) {
  const words = !signedIn || count <= 0 ? '' : count === 1 ? '1 message non lu' : `${count} messages non lus`;
  return (
    <span className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="unread-live">
      {words}
    </span>
  );
}

export function Header() {
  useSessionValidation();
  const nav = useNavigation();
  const isMobile = useIsMobile();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // The drawer closes after a navigation and when the window grows back to the desktop layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (isMobile === false) close();
  }, [isMobile, close]);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={href('home')} className={classes.brand}>
          <Logo />
          {env.productName}
        </Link>
        {/* Until the width is known (see useIsMobile), both are on the page and a media query shows one. */}
        {isMobile !== false ? (
          <Group gap="xs" className={isMobile === undefined ? classes.mobileOnly : undefined}>
            {nav.signedIn ? <StaffWaiting /> : null}
            <Burger
              opened={opened}
              onClick={toggle}
              aria-label="Ouvrir le menu"
              aria-expanded={opened}
              aria-controls={opened ? `${MOBILE_NAV_ID}-nav` : undefined}
              color="var(--tremplin-ink)"
            />
          </Group>
        ) : null}
        {isMobile !== true ? (
          <DesktopNav nav={nav} className={isMobile === undefined ? classes.desktopOnly : undefined} />
        ) : null}
      </Container>
      <UnreadAnnouncer count={nav.unread} signedIn={nav.signedIn} />
      {nav.signedIn ? <StaffNotice /> : null}
      {isMobile !== false && opened ? (
        <Suspense fallback={null}>
          <MobileNav nav={nav} opened={opened} onClose={close} id={MOBILE_NAV_ID} />
        </Suspense>
      ) : null}
    </Box>
  );
}

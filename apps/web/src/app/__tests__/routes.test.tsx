// Every row of the route table is reachable; unknown paths and unbuilt screens say so plainly.

import { screen } from '@testing-library/react';
import { ROUTES } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { MEMBER_SCREENS } from '@/app/member-screens';
import { SCREENS } from '@/app/screens';
import { renderApp } from '@/testing/test-utils';

describe('routes', () => {
  it('renders the 404 page for an unknown path', async () => {
    renderApp('/cette-page-n-existe-pas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | Tremplin');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('renders /interdit with a link home', async () => {
    renderApp('/interdit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès interdit' })).toBeInTheDocument();
    expect(document.title).toBe('Accès interdit | Tremplin');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('has a screen for every route of the table', () => {
    expect(ROUTES.filter((route) => !(route.screen in SCREENS)).map((route) => route.path)).toEqual([]);
  });

  it('registers only screen keys that exist in the route table', () => {
    const keys = new Set(ROUTES.map((route) => route.screen));
    expect(Object.keys(SCREENS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('loads the screens behind sign-in, and only them, through the member registry', () => {
    const open = new Set(ROUTES.filter((route) => !route.roles).map((route) => route.screen));
    const behindSignIn = ROUTES.filter((route) => route.roles && route.screen in SCREENS).map((route) => route.screen);
    expect(Object.keys(MEMBER_SCREENS).filter((key) => open.has(key))).toEqual([]);
    expect(behindSignIn.filter((key) => !(key in MEMBER_SCREENS))).toEqual([]);
  });

  it.each(
    ROUTES.filter((route) => !route.roles && !route.path.includes(':')).map((route) => [route.path, route.title]),
  )('opens %s with its title', async (path, title) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(document.title).toBe(`${title} | Tremplin`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

// The route guard through the real router: where a person lands, and what the page says.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/test-utils';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
/** A built screen loads its data from the API; the route's title says the guard let the person in. */
const landedOn = (title: string) => waitFor(() => expect(document.title).toBe(`${title} | Tremplin`));

describe('route guard', () => {
  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderApp('/mesinfos/7');
    expect(await heading('Connexion')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(document.title).toBe('Connexion | Tremplin');
  });

  it('lets anyone open a page without a role list', async () => {
    const { router } = renderApp('/partenaires');
    expect(await heading('Nos partenaires')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partenaires');
    expect(document.title).toBe('Partenaires | Tremplin');
  });

  it('sends a user whose role is not listed to /interdit', async () => {
    signInAs('RECRUTEUR', 7);
    const { router } = renderApp('/7/candidatures');
    expect(await heading('Accès interdit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interdit');
  });

  it('sends a job seeker opening another user’s page to /interdit', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const { router } = renderApp('/mesinfos/8');
    expect(await heading('Accès interdit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interdit');
    expect(document.title).toBe('Accès interdit | Tremplin');
  });

  it.each(['CANDIDAT_POE', 'ALTERNANT', 'EMPLOYE'] as const)('applies the ownership rule to %s too', async (role) => {
    signInAs(role, 7);
    const { router } = renderApp('/8/monportfolio');
    expect(await heading('Accès interdit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interdit');
  });

  it('lets a user open their own page', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const { router } = renderApp('/7/gestion-des-invitations-jobdating');
    expect(await heading('Mes invitations JobDating')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/7/gestion-des-invitations-jobdating');
    expect(document.title).toBe('Mes invitations JobDating | Tremplin');
  });

  it.each(['ADMIN', 'CEF', 'ASSISTANT'] as const)('exempts %s from the ownership rule', async (role) => {
    signInAs(role, 1);
    const { router } = renderApp('/modifierinfos/8');
    await landedOn('Modifier mes informations');
    expect(router.state.location.pathname).toBe('/modifierinfos/8');
  });

  it('exempts a recruiter on read-only screens only', async () => {
    signInAs('RECRUTEUR', 7);
    const first = renderApp('/mesinfos/8');
    await landedOn('Mon profil');
    expect(first.router.state.location.pathname).toBe('/mesinfos/8');
    first.unmount();

    const second = renderApp('/modifierinfos/8');
    expect(await heading('Accès interdit')).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/interdit');
  });

  it('keeps admin-only screens from the other staff roles', async () => {
    signInAs('ASSISTANT', 3);
    const { router } = renderApp('/admin/gestion-des-competences');
    expect(await heading('Accès interdit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interdit');
  });
});

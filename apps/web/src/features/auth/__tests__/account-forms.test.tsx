// The public account forms: when errors show and go, where the focus lands, what is sent once the contract's schema
// has checked it, and what happens when that schema cannot be fetched.
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, MESSAGES, registrationSchema } from '@tremplin/shared';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { useAccountForm } from '../components/use-account-form';
import { json, noBotCheck, startLocalApi } from './local-api';

const api = startLocalApi();

describe('account forms', { timeout: 60_000 }, () => {
  it('checks the sign-in only when submitted, focuses the first wrong field, then follows the typing', async () => {
    api.handle((req, _body, res) => noBotCheck(req.url, res) || json(res, 500, {}));
    renderApp('/connexion');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/E-mail/);
    await user.type(email, 'pas-une-adresse');
    await user.tab();
    expect(screen.queryByText('L’adresse e-mail est invalide.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('L’adresse e-mail est invalide.')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'candidat@tremplin.test');
    await waitFor(() => expect(screen.queryByText('L’adresse e-mail est invalide.')).toBeNull());
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
  });

  it('checks a new password field once left, and the confirmation against it', async () => {
    api.handle((req, _body, res) =>
      noBotCheck(req.url, res)
        ? undefined
        : req.url === '/reset-motdepasse'
          ? json(res, 200, { message: AUTH_MESSAGES.passwordReset })
          : json(res, 404, {}),
    );
    const { router } = renderApp('/reset-motdepasse/jeton-7');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Nouveau mot de passe/, { selector: 'input' });
    const confirmation = screen.getByLabelText(/^Confirmer le mot de passe/);

    await user.type(password, 'Tremplin2026!');
    await user.type(confirmation, 'Tremplin2026');
    expect(screen.queryByText(AUTH_MESSAGES.passwordsDiffer)).toBeNull();
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    await user.type(confirmation, '!');
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.passwordsDiffer)).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/connexion'));
    const sent = api.seen.find((call) => call.url === '/reset-motdepasse');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ token: 'jeton-7', motDePasse: 'Tremplin2026!' });
    expect(sent?.authorization).toBe('Bearer jeton-7');
  });

  it('sends the registration as the contract reads it: trimmed, lower-cased, empty fields as null', async () => {
    api.handle((req, body, res) => {
      if (noBotCheck(req.url, res)) return;
      if (req.url === '/api/utilisateur')
        return json(res, 201, { message: MESSAGES.registrationMailSent(JSON.parse(body).email) });
      json(res, 404, {});
    });
    const { router } = renderApp('/inscription');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Prénom/), ' Camille ');
    await user.type(screen.getByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^E-mail/), ' Camille.Martin@Exemple.FR ');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Tremplin2026!');
    await user.type(screen.getByLabelText('Ville'), 'Lyon');
    await user.selectOptions(screen.getByLabelText('Type de contrat recherché'), 'CDI');
    await user.click(screen.getByLabelText('Je suis ou j’ai été apprenant de l’organisme'));
    expect(screen.getByLabelText('Vivier de talents')).not.toBeChecked();
    await user.click(screen.getByLabelText('Vivier de talents'));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inscription-reussie'));
    expect(await screen.findByText(/camille\.martin@exemple\.fr/)).toBeInTheDocument();
    const sent = JSON.parse(api.seen.find((call) => call.url === '/api/utilisateur')?.body ?? '{}');
    expect(sent).toEqual({
      prenom: 'Camille',
      nom: 'Martin',
      email: 'camille.martin@exemple.fr',
      motDePasse: 'Tremplin2026!',
      role: 'EN_RECHERCHE_EMPLOI',
      telephone: null,
      ville: 'Lyon',
      metier: null,
      experience: null,
      typeDeContrat: 'CDI',
      photoParDefaut: null,
      description: null,
      visibilite: 'VISIBLE',
      tremplin: true,
      consentementVivier: true,
      active: false,
    });
  });
});

describe('account form without its schema', () => {
  const submitEvent = () => ({ preventDefault: () => undefined }) as FormEvent;

  it('sends nothing, says the server is out of reach, and fetches the schema again on the next try', async () => {
    const schema = vi.fn().mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const onUnavailable = vi.fn();
    const onValid = vi.fn(async () => undefined);
    const { result } = renderHook(() => useAccountForm({ initialValues: { email: 'a@b.fr' }, schema, onUnavailable }));
    await act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(onUnavailable).toHaveBeenCalledWith(MESSAGES.networkError);
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.submitting).toBe(false);

    schema.mockResolvedValue(registrationSchema.pick({ email: true }));
    await act(() => result.current.handleSubmit(onValid)(submitEvent()));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.fr' });
  });
});

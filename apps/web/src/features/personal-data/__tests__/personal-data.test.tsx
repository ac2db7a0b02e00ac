// The person's own data panel, the e-mailed erasure link and the staff actions, against a local stand-in API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAL_DATA_MESSAGES, TALENT_POOL_CONSENT_TEXT } from '@tremplin/shared';
import { describe, expect, it } from 'vitest';
import { json, setupFakeApi } from '@/testing/fake-api';
import { renderApp, renderWithRouter, signInAs } from '@/testing/test-utils';
import { PersonalDataPanel } from '../components/personal-data-panel';
import { StaffDataActions } from '../components/staff-data-actions';

const api = setupFakeApi();

const SUMMARY = {
  consentementVivier: false,
  consentements: [{ accepte: false, texte: TALENT_POOL_CONSENT_TEXT, date: '2026-03-05T10:00:00.000Z' }],
  connexions: [{ date: '2026-03-06T09:15:00.000Z', adresse: '203.0.113.x', appareil: 'Firefox sur Linux' }],
  effacementPrevuLe: '2028-03-06T09:15:00.000Z',
  effacementDemande: false,
};

describe('personal data', { timeout: 60_000 }, () => {
  it('shows the sign-ins and the erasure date, and changes the talent-pool answer', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    api.handler = (req, _body, res) => {
      if (req.url === '/api/utilisateur/7/donnees-personnelles') return json(res, 200, SUMMARY);
      if (req.url === '/api/utilisateur/7/consentement-vivier')
        return json(res, 200, { message: PERSONAL_DATA_MESSAGES.consentSaved });
      return false;
    };
    renderWithRouter(<PersonalDataPanel userId={7} />);
    expect(await screen.findByRole('cell', { name: '203.0.113.x' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Firefox sur Linux' })).toBeInTheDocument();
    expect(screen.getByText(/votre compte sera effacé le 6 mars 2028/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger mes données' })).toBeInTheDocument();

    const consent = screen.getByLabelText(/^Vivier de talents/);
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.consentSaved)).toBeInTheDocument();
    const put = api.seen.find((r) => r.method === 'PUT');
    expect(JSON.parse(put!.body)).toEqual({ accepte: true });
  });

  it('says who from the organisation consulted her data and when, newest first, a page at a time', async () => {
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const entry = (id: number, type: string, libelle: string, date: string) => ({
      id,
      type,
      libelle,
      personnel: { id: 3, nom: 'Claire MARTIN', role: 'CEF' },
      date,
    });
    api.handler = (req, _body, res) => {
      if (req.url === '/api/utilisateur/7/donnees-personnelles') return json(res, 200, SUMMARY);
      if (req.url === '/api/utilisateur/7/journal-acces?page=0&size=10')
        return json(res, 200, {
          items: [
            entry(2, 'NOTE_CONSULTEE', 'Note consultée', '2026-12-02T13:05:00.000Z'),
            entry(1, 'DOSSIER_CONSULTE', 'Dossier consulté', '2026-12-02T13:04:00.000Z'),
          ],
          totalElements: 11,
        });
      if (req.url === '/api/utilisateur/7/journal-acces?page=1&size=10')
        return json(res, 200, {
          items: [entry(0, 'EXPORT_TELECHARGE', 'Export des données téléchargé', '2026-11-30T08:00:00.000Z')],
          totalElements: 11,
        });
      return false;
    };
    renderWithRouter(<PersonalDataPanel userId={7} />);
    const list = await screen.findByRole('list', { name: 'Accès à mes données' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Note consultée par Claire MARTIN (Conseiller emploi formation) le 02/12/2026 à 14:05',
      'Dossier consulté par Claire MARTIN (Conseiller emploi formation) le 02/12/2026 à 14:04',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(
      await screen.findByText(
        'Export des données téléchargé par Claire MARTIN (Conseiller emploi formation) le 30/11/2026 à 09:00',
      ),
    ).toBeInTheDocument();
  });

  it('erases through the e-mailed link only on a click, and says when the link is no good', async () => {
    let answer: [number, unknown] = [400, { message: PERSONAL_DATA_MESSAGES.erasureLinkInvalid }];
    api.handler = (req, _body, res) =>
      req.url === '/api/effacement/confirmation' ? json(res, answer[0], answer[1]) : false;
    renderApp('/effacement/jeton-123');
    const button = await screen.findByRole('button', { name: 'Effacer définitivement mon compte' });
    expect(api.seen.some((r) => r.url === '/api/effacement/confirmation')).toBe(false);
    await userEvent.click(button);
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.erasureLinkInvalid)).toBeInTheDocument();
    answer = [200, { message: PERSONAL_DATA_MESSAGES.erasureConfirmed }];
    await userEvent.click(screen.getByRole('button', { name: 'Effacer définitivement mon compte' }));
    expect(await screen.findByText(PERSONAL_DATA_MESSAGES.erasureConfirmed)).toBeInTheDocument();
    const sent = api.seen.filter((r) => r.url === '/api/effacement/confirmation').map((r) => JSON.parse(r.body));
    expect(sent).toEqual([{ token: 'jeton-123' }, { token: 'jeton-123' }]);
  });

  it('lets staff erase only with a reason', async () => {
    signInAs('CEF', 1);
    let erased = false;
    api.handler = (req, _body, res) => {
      if (req.url === '/api/utilisateur/9/donnees-personnelles') return json(res, 200, SUMMARY);
      if (req.url === '/api/admin/9/effacement')
        return json(res, 200, { message: PERSONAL_DATA_MESSAGES.erasedByStaff });
      return false;
    };
    renderWithRouter(
      <StaffDataActions
        userId={9}
        onErased={() => {
          erased = true;
        }}
      />,
    );
    expect(await screen.findByText(/Effacement prévu le 6 mars 2028/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer définitivement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer définitivement ce compte ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    expect(await within(dialog).findByText(PERSONAL_DATA_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.seen.some((r) => r.url === '/api/admin/9/effacement')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Motif de l’effacement/), 'Demande écrite du 3 mars');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    await waitFor(() => expect(erased).toBe(true));
    const sent = api.seen.find((r) => r.url === '/api/admin/9/effacement');
    expect(JSON.parse(sent!.body)).toEqual({ motif: 'Demande écrite du 3 mars' });
  });
});

// A CEF adviser finds a candidate in the user list, opens her file, sees her applications, notes, interviews and the
// messages exchanged with staff, each section on its own, then writes to her from it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInPage, signIn } from '../support/session';

test('a CEF adviser opens a candidate’s file from the user list and writes to her', async ({ browser, request }) => {
  const cef = await signIn(request, 'cef@tremplin.test');
  const headers = { authorization: `Bearer ${cef.token}` };
  const her = (await (await request.get('/api/utilisateur/email/candidat@tremplin.test', { headers })).json()) as {
    id: number;
    nom: string;
    prenom: string;
  };
  const name = `${her.prenom} ${her.nom.toLocaleUpperCase('fr-FR')}`;
  const stamp = Date.now().toString(36);

  // Her follow-up as the adviser records it: an application, a note on it, an interview soon, and a message.
  const created = await request.post(`/api/admin/candidature/${cef.id}/${her.id}`, {
    headers,
    data: { entreprise: `Menuiserie ${stamp}`, poste: 'Menuisière' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const application = (await created.json()) as { id: number };
  const note = await request.post(`/api/notes/${application.id}`, {
    headers,
    data: { titre: `Bilan ${stamp}`, contenu: '<p>Très motivée, à relancer.</p>' },
  });
  expect(note.status(), await note.text()).toBe(201);
  const interview = await request.post('/api/entretien', {
    headers,
    data: {
      utilisateurId: her.id,
      adminId: cef.id,
      candidatureId: application.id,
      date: new Date(Date.now() + 10 * 60_000).toISOString(),
      lieu: `Agence ${stamp}`,
    },
  });
  expect(interview.ok(), await interview.text()).toBe(true);
  const message = await request.post(`/api/message/utilisateur/${cef.id}`, {
    headers,
    data: { sujet: `Suivi ${stamp}`, contenu: '<p>Bonjour, où en êtes-vous ?</p>', destinataireId: her.id },
  });
  expect(message.ok(), await message.text()).toBe(true);

  const page = await signedInPage(browser, cef);
  await page.goto('/admin/gestion-des-utilisateur');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: /^Rechercher/ }).fill('candidat@tremplin.test');
  await expect(page.getByText('1 utilisateur', { exact: true })).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Dossier de ${name}` })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/admin/candidat/${her.id}$`));
  await expect(page).toHaveTitle(/^Dossier du candidat \| /);
  const identity = page.getByRole('region', { name: 'Identité et situation' });
  await expect(identity).toContainText('En recherche d’emploi');
  await expect(identity).toContainText('Effacement prévu');

  const section = (title: string) => page.getByRole('region', { name: title, exact: true });
  await expect(section('Candidatures')).toContainText(`Menuisière — Menuiserie ${stamp}`);
  await expect(section('Notes')).toContainText(`Bilan ${stamp}`);
  await expect(section('Notes')).toContainText('Très motivée, à relancer.');
  await expect(section('Entretiens')).toContainText(`Agence ${stamp}`);
  const messages = section('Messages avec l’équipe');
  // Other journeys write to the same demo candidate meanwhile, so the message is found by its subject.
  await expect(messages.getByRole('listitem').filter({ hasText: `Suivi ${stamp}` })).toContainText(
    'Bonjour, où en êtes-vous ?',
  );
  await expect(section('Chronologie')).toContainText(`Bilan ${stamp}`);

  // Past interviews are their own page of the section.
  await section('Entretiens').getByText('Passés', { exact: true }).click();
  await expect(section('Entretiens')).not.toContainText(`Agence ${stamp}`);

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  // « Écrire »: a new message from the adviser, her already chosen.
  await page.getByRole('link', { name: `Écrire à ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/nouveau-message/${cef.id}/${her.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau message' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Destinataire' })).toHaveValue(`${name} (En recherche d’emploi)`);
});

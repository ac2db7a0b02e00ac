import { type JobDating, type Message, TEMPLATE_FIELD_LIST, type TemplateSendReport } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { messages, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cef: { id: number; token: string };
let adviser: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, { role: 'CEF', prenom: 'Sophie', nom: 'Lambert' });
  cef = { id: user.id, token: (await signIn(t.app, user.email)).token };
  adviser = await createUser(t.db, { role: 'CEF', prenom: 'Julien', nom: 'Moreau' });
});
afterAll(async () => t?.close());

const call = (tok: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${tok}` } });
const inbox = (id: number) => t.db.select().from(messages).where(eq(messages.destinataireId, id));

async function jobDating() {
  const res = await call(cef.token, 'POST', '/api/job-dating', {
    date: '2026-05-12T12:30:00.000Z',
    lieu: 'Maison de l’emploi, Vienne',
    thematique: 'Logistique',
    description: '',
  });
  return (res.json() as JobDating).id;
}

describe('template fields', () => {
  it('refuses an unknown field at save, naming it, and trims the subject', async () => {
    const bad = await call(cef.token, 'POST', '/api/modele-message', {
      titre: 'Relance',
      sujet: 'Bonjour',
      contenu: '<p>Bonjour {prénom}</p>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(`Champ inconnu : {prénom}. Champs possibles : ${TEMPLATE_FIELD_LIST}.`);
    const badSubject = await call(cef.token, 'POST', '/api/modele-message', {
      titre: 'Relance',
      sujet: '{civilite} {nom}',
      contenu: '<p>Bonjour</p>',
    });
    expect(badSubject.statusCode).toBe(400);
    expect(badSubject.json().message).toContain('Champ inconnu : {civilite}.');
    const good = await call(cef.token, 'POST', '/api/modele-message', {
      titre: 'Invitation',
      sujet: '  Rendez-vous le {date}  ',
      contenu: '<p>Bonjour {prenom} {nom}, rendez-vous le {date} à {heure}, {lieu}. {conseiller}</p>',
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().sujet).toBe('Rendez-vous le {date}');
  });

  it('previews with a real recipient: her name, her referent, or the sender when she has none', async () => {
    const lea = await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      prenom: 'Léa',
      nom: 'Durand',
      referentCEFId: adviser.id,
    });
    const marc = await createUser(t.db, { role: 'EMPLOYE', prenom: 'Marc', nom: 'Petit' });
    const draft = { sujet: 'Pour {prenom}', contenu: '<p>Bonjour {prenom} {nom}, {conseiller}</p>' };
    const preview = await call(cef.token, 'POST', '/api/modele-message/apercu', { ...draft, destinataireId: lea.id });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      sujet: 'Pour Léa',
      contenu: '<p>Bonjour Léa Durand, Julien MOREAU</p>',
      destinataire: 'Léa DURAND',
    });
    const own = (
      await call(cef.token, 'POST', '/api/modele-message/apercu', { ...draft, destinataireId: marc.id })
    ).json();
    expect(own.contenu).toBe('<p>Bonjour Marc Petit, Sophie LAMBERT</p>');

    const event = await call(cef.token, 'POST', '/api/modele-message/apercu', {
      sujet: 'Le {date}',
      contenu: '<p>{heure}</p>',
      destinataireId: lea.id,
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().message).toContain('{date}, {heure} ne se remplissent que pour les candidats d’un JobDating');
    const jd = await jobDating();
    const withEvent = await call(cef.token, 'POST', '/api/modele-message/apercu', {
      sujet: 'Le {date}',
      contenu: '<p>{heure}, {lieu}</p>',
      destinataireId: lea.id,
      jobDatingId: jd,
    });
    expect(withEvent.json()).toMatchObject({
      sujet: 'Le mardi 12 mai 2026',
      contenu: '<p>14 h 30, Maison de l’emploi, Vienne</p>',
    });
  });

  it('sends one message to each candidate of a job dating, her own name filled, and reports who was skipped', async () => {
    const jd = await jobDating();
    const names = ['Inès', 'Hugo', 'Chloé'];
    const people = [];
    for (const prenom of names) people.push(await createUser(t.db, { role: 'ALTERNANT', prenom, nom: 'Roux' }));
    const refusing = await createUser(t.db, { role: 'ALTERNANT', prenom: 'Zoé', nom: 'Blanc' });
    const sleeping = await createUser(t.db, { role: 'ALTERNANT', prenom: 'Paul', nom: 'Noir' });
    const invite = await call(cef.token, 'POST', '/api/invitationJD/groupe', {
      jobDatingId: jd,
      candidatIds: [...people, refusing, sleeping].map((p) => p.id),
    });
    expect(invite.json().envoyees).toBe(5);
    const zoeToken = (await signIn(t.app, refusing.email)).token;
    const zoeInvitation = (
      await call(zoeToken, 'POST', '/api/invitationJD/search-by-dto/0/10', { jobDatingId: jd })
    ).json().items[0];
    expect((await call(zoeToken, 'PUT', `/api/invitationJD/${zoeInvitation.id}/annuler`)).statusCode).toBe(200);
    await t.db.update(users).set({ active: false }).where(eq(users.id, sleeping.id));

    const sent = await call(cef.token, 'POST', '/api/modele-message/envoi-groupe', {
      sujet: 'JobDating du {date}',
      contenu: '<p>Bonjour {prenom}, à {heure}, {lieu}.</p>',
      jobDatingId: jd,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const report = sent.json() as TemplateSendReport;
    expect(report.envoyes).toBe(3);
    expect(report.ignores).toEqual(
      expect.arrayContaining([
        { id: refusing.id, nom: 'Zoé BLANC', raison: 'a refusé l’invitation' },
        { id: sleeping.id, nom: 'Paul NOIR', raison: 'compte inactif' },
      ]),
    );
    for (const [i, person] of people.entries()) {
      const [message] = await inbox(person.id);
      expect(message!.sujet).toBe('JobDating du mardi 12 mai 2026');
      expect(message!.contenu).toBe(`<p>Bonjour ${names[i]}, à 14 h 30, Maison de l’emploi, Vienne.</p>`);
    }
    expect(await inbox(refusing.id)).toEqual([]);
  });

  it('sends to people ticked in the user list, escaping names and skipping unknown ids', async () => {
    const odd = await createUser(t.db, { role: 'RECRUTEUR', prenom: '<b>Al</b>', nom: 'Ben' });
    const sent = await call(cef.token, 'POST', '/api/modele-message/envoi-groupe', {
      sujet: 'Bonjour {prenom}',
      contenu: '<p>Bonjour {prenom}</p>',
      destinataireIds: [odd.id, 999_999],
    });
    expect(sent.json()).toEqual({
      envoyes: 1,
      ignores: [{ id: 999_999, nom: 'n° 999999', raison: 'compte introuvable' }],
    });
    const [message] = await inbox(odd.id);
    expect(message!.contenu).toBe('<p>Bonjour &lt;b&gt;Al&lt;/b&gt;</p>');
    const noEvent = await call(cef.token, 'POST', '/api/modele-message/envoi-groupe', {
      sujet: 'Le {date}',
      contenu: '<p>x</p>',
      destinataireIds: [odd.id],
    });
    expect(noEvent.statusCode).toBe(400);
    const none = await call(cef.token, 'POST', '/api/modele-message/envoi-groupe', { sujet: 'a', contenu: '<p>b</p>' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Choisissez au moins un destinataire');
  });

  it('fills the fields of a message a staff member writes to one person', async () => {
    const lea = await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      prenom: 'Léa',
      nom: 'Garnier',
      referentCEFId: adviser.id,
    });
    const res = await call(cef.token, 'POST', `/api/message/utilisateur/${cef.id}`, {
      sujet: 'Bonjour {prenom}',
      contenu: '<p>Votre conseiller : {conseiller}</p>',
      destinataireId: lea.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json() as Message).toMatchObject({
      sujet: 'Bonjour Léa',
      contenu: '<p>Votre conseiller : Julien MOREAU</p>',
    });
  });

  it('is for staff only', async () => {
    const target = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const payload = { sujet: 'a', contenu: '<p>b</p>', destinataireIds: [target.id], destinataireId: target.id };
    for (const role of ['RECRUTEUR', 'EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'] as const) {
      const tok = (await signIn(t.app, (await createUser(t.db, { role })).email)).token;
      expect((await call(tok, 'POST', '/api/modele-message/apercu', payload)).statusCode, role).toBe(403);
      expect((await call(tok, 'POST', '/api/modele-message/envoi-groupe', payload)).statusCode, role).toBe(403);
    }
    expect(await inbox(target.id)).toEqual([]);
  });
});

import {
  ACCESS_MESSAGES,
  CANDIDATES,
  type CandidateFileApplication,
  type CandidateFileEvent,
  type CandidateFileFile,
  type CandidateFileInterview,
  type CandidateFileInvitation,
  type CandidateFileMessage,
  type CandidateFileNote,
  type CandidateFilePage,
  type CandidateFileSummary,
  type Role,
} from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import {
  applications,
  interviews,
  invitations,
  jobDatings,
  messages,
  notes,
  signIns,
  storedFiles,
} from '../../db/schema';
import { plainText } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Account = Awaited<ReturnType<typeof createUser>> & { token: string };
const accounts = {} as Record<Role, Account>;
let her: Account;
let other: Account;
let referent: Account;
const DAY = 24 * 3600_000;
let now = 0;

async function account(role: Role, values: Parameters<typeof createUser>[1] extends infer V ? Partial<V> : never = {}) {
  const user = await createUser(t.db, { role, ...values });
  const { token } = await t.app.sessions.open({ id: user.id, role });
  return { ...user, token };
}

const get = <T>(who: Account, url: string) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${who.token}` } }).then((r) => ({
    status: r.statusCode,
    body: r.json() as T,
  }));

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['ADMIN', 'CEF', 'ASSISTANT', 'RECRUTEUR', ...CANDIDATES] as Role[])
    accounts[role] = await account(role);
  referent = await account('CEF', { nom: 'MARTIN', prenom: 'Louise' });
  her = await account('EN_RECHERCHE_EMPLOI', {
    nom: 'BERNARD',
    prenom: 'Inès',
    admission: 'Admise',
    commentaire: 'Suivi renforcé',
    referentCEFId: referent.id,
    visibilite: 'NON_VISIBLE',
  });
  other = await account('EN_RECHERCHE_EMPLOI', { nom: 'AUTRE', prenom: 'Paul' });
  now = t.app.clock.now().getTime();

  // 12 applications, one day apart; the newest is the last one.
  const apps = await t.db
    .insert(applications)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        utilisateurId: her.id,
        entreprise: `Entreprise ${i + 1}`,
        poste: `Poste ${i + 1}`,
        date: new Date(now - (12 - i) * DAY).toISOString().slice(0, 10),
        dateCreation: new Date(now - (12 - i) * DAY),
        statueCandidature: i === 11 ? ('ENTRETIEN' as const) : ('EN_ATTENTE' as const),
      })),
    )
    .returning();
  const [otherApp] = await t.db
    .insert(applications)
    .values({ utilisateurId: other.id, entreprise: 'Ailleurs', poste: 'Autre', date: '2026-01-01' })
    .returning();
  const [file] = await t.db
    .insert(storedFiles)
    .values({
      kind: 'NOTEFICHIER',
      ownerId: accounts.CEF.id,
      originalName: 'compte-rendu.pdf',
      storageKey: `notes/${her.id}/cr.pdf`,
      mime: 'application/pdf',
      size: 1234,
    })
    .returning();
  await t.db.insert(notes).values([
    ...Array.from({ length: 11 }, (_, i) => ({
      candidatureId: apps[i % 3]!.id,
      auteurId: accounts.CEF.id,
      titre: `Note ${i + 1}`,
      contenu: `<p>Texte <strong>${i + 1}</strong> &amp; suite</p>`,
      createdAt: new Date(now - (30 - i) * 3600_000),
      fichierId: i === 10 ? file!.id : null,
    })),
    { candidatureId: otherApp!.id, auteurId: accounts.CEF.id, titre: 'Note d’un autre', contenu: '' },
  ]);
  await t.db.insert(interviews).values([
    { utilisateurId: her.id, adminId: accounts.CEF.id, candidatureId: apps[11]!.id, date: new Date(now + 2 * DAY) },
    { utilisateurId: her.id, adminId: accounts.CEF.id, date: new Date(now + 1 * DAY), lien: 'https://visio.test/x' },
    { utilisateurId: her.id, adminId: accounts.ADMIN.id, date: new Date(now - 3 * DAY), lieu: 'Agence de Rennes' },
    { utilisateurId: other.id, adminId: accounts.CEF.id, date: new Date(now + DAY) },
  ]);
  const events = await t.db
    .insert(jobDatings)
    .values([
      { date: new Date(now + 10 * DAY), lieu: 'Rennes', thematique: 'Numérique', auteurId: accounts.CEF.id },
      { date: new Date(now - 10 * DAY), lieu: 'Brest', thematique: 'Logistique', auteurId: accounts.CEF.id },
    ])
    .returning();
  await t.db.insert(invitations).values([
    { jobDatingId: events[1]!.id, candidatId: her.id, etatInvitation: 'CONFIRMÉE' },
    { jobDatingId: events[0]!.id, candidatId: her.id },
    { jobDatingId: events[0]!.id, candidatId: other.id },
  ]);
  // 25 messages with staff (both ways), one with a recruiter and one between other people: those two are not hers.
  await t.db.insert(messages).values([
    ...Array.from({ length: 25 }, (_, i) => {
      const staff = i % 2 ? accounts.CEF : accounts.ASSISTANT;
      const mine = i % 3 === 0;
      return {
        expediteurId: mine ? her.id : staff.id,
        destinataireId: mine ? staff.id : her.id,
        sujet: `Sujet ${i + 1}`,
        contenu: `<p>Bonjour&nbsp;${i + 1}</p>`,
        dateHeure: new Date(now - (25 - i) * 60_000),
      };
    }),
    { expediteurId: accounts.RECRUTEUR.id, destinataireId: her.id, sujet: 'Offre', dateHeure: new Date(now) },
    { expediteurId: accounts.CEF.id, destinataireId: other.id, sujet: 'Pas pour elle', dateHeure: new Date(now) },
  ]);
  await t.db.insert(storedFiles).values([
    {
      kind: 'CV',
      ownerId: her.id,
      originalName: 'cv-ines.pdf',
      storageKey: `cv/${her.id}/cv.pdf`,
      mime: 'application/pdf',
      size: 2048,
      createdAt: new Date(now - 5 * DAY),
    },
    {
      kind: 'CERTIFICATION',
      ownerId: her.id,
      originalName: 'caces.pdf',
      storageKey: `certif/${her.id}/caces.pdf`,
      mime: 'application/pdf',
      size: 4096,
      createdAt: new Date(now - 4 * DAY),
    },
    {
      kind: 'IMAGEPROJET',
      ownerId: her.id,
      originalName: 'projet.png',
      storageKey: `projet/${her.id}/p.png`,
      mime: 'image/png',
      size: 10,
    },
  ]);
  await t.db.insert(signIns).values([
    { userId: her.id, at: new Date(now - 2 * DAY), address: '10.0.0.x', device: 'Firefox sur Linux' },
    { userId: her.id, at: new Date(now - 6 * DAY), address: '10.0.0.x', device: 'Firefox sur Linux' },
  ]);
});
afterAll(async () => t?.close());

const SECTIONS = [
  '',
  '/candidatures',
  '/entretiens',
  '/notes',
  '/invitations',
  '/messages',
  '/fichiers',
  '/chronologie',
];

describe('the candidate file', () => {
  it('shows identity and status, the referent, the last sign-in and the planned erasure', async () => {
    const { status, body } = await get<CandidateFileSummary>(accounts.ASSISTANT, `/api/dossier/${her.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: her.id,
      nom: 'BERNARD',
      prenom: 'Inès',
      role: 'EN_RECHERCHE_EMPLOI',
      admission: 'Admise',
      commentaire: 'Suivi renforcé',
      visibilite: 'NON_VISIBLE',
      active: true,
      referent: { id: referent.id, nom: 'MARTIN', prenom: 'Louise' },
      effacementDemande: false,
    });
    expect(new Date(body.derniereConnexion!).getTime()).toBe(now - 2 * DAY);
    expect(new Date(body.effacementPrevuLe).getTime()).toBeGreaterThan(Date.now());
    expect((await get(accounts.CEF, '/api/dossier/99999999')).status).toBe(404);
  });

  it('pages the applications, newest first, with their status and notes', async () => {
    const first = await get<CandidateFilePage<CandidateFileApplication>>(
      accounts.CEF,
      `/api/dossier/${her.id}/candidatures?page=0`,
    );
    expect(first.body.totalElements).toBe(12);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toMatchObject({ poste: 'Poste 12', statut: 'ENTRETIEN', notes: 0 });
    const dates = first.body.items.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await get<CandidateFilePage<CandidateFileApplication>>(
      accounts.CEF,
      `/api/dossier/${her.id}/candidatures?page=1`,
    );
    expect(second.body.items.map((a) => a.poste)).toEqual(['Poste 2', 'Poste 1']);
    expect(second.body.items[1]!.notes).toBe(4);
  });

  it('splits the interviews into upcoming (soonest first) and past', async () => {
    const upcoming = await get<CandidateFilePage<CandidateFileInterview>>(
      accounts.CEF,
      `/api/dossier/${her.id}/entretiens?periode=a-venir`,
    );
    expect(upcoming.body.totalElements).toBe(2);
    expect(upcoming.body.items[0]).toMatchObject({ enLigne: true, candidatureId: null });
    expect(upcoming.body.items[1]).toMatchObject({ candidature: 'Poste 12 — Entreprise 12', enLigne: false });
    const past = await get<CandidateFilePage<CandidateFileInterview>>(
      accounts.CEF,
      `/api/dossier/${her.id}/entretiens?periode=passes`,
    );
    expect(past.body).toMatchObject({ totalElements: 1, items: [{ lieu: 'Agence de Rennes' }] });
    expect(past.body.items[0]!.responsable).toContain(accounts.ADMIN.nom);
  });

  it('pages her notes across her applications, newest first, with their files, and no one else’s', async () => {
    const page0 = await get<CandidateFilePage<CandidateFileNote>>(accounts.CEF, `/api/dossier/${her.id}/notes`);
    expect(page0.body.totalElements).toBe(11);
    expect(page0.body.items[0]).toMatchObject({
      titre: 'Note 11',
      extrait: 'Texte 11 & suite',
      fichier: { nom: 'compte-rendu.pdf', mime: 'application/pdf', taille: 1234 },
    });
    expect(page0.body.items[1]!.fichier).toBeNull();
    const page1 = await get<CandidateFilePage<CandidateFileNote>>(accounts.CEF, `/api/dossier/${her.id}/notes?page=1`);
    expect(page1.body.items.map((n) => n.titre)).toEqual(['Note 1']);
  });

  it('lists her job-dating invitations, latest event first', async () => {
    const { body } = await get<CandidateFilePage<CandidateFileInvitation>>(
      accounts.ASSISTANT,
      `/api/dossier/${her.id}/invitations`,
    );
    expect(body.totalElements).toBe(2);
    expect(body.items.map((i) => [i.thematique, i.etatInvitation])).toEqual([
      ['Numérique', 'EN_ATTENTE'],
      ['Logistique', 'CONFIRMÉE'],
    ]);
  });

  it('pages the messages between her and staff only, newest first, seen from her side', async () => {
    const all: CandidateFileMessage[] = [];
    for (let page = 0; page < 3; page++) {
      const { body } = await get<CandidateFilePage<CandidateFileMessage>>(
        accounts.CEF,
        `/api/dossier/${her.id}/messages?page=${page}`,
      );
      expect(body.totalElements).toBe(25);
      all.push(...body.items);
    }
    expect(all).toHaveLength(25);
    expect(all.map((m) => m.sujet)).toEqual(Array.from({ length: 25 }, (_, i) => `Sujet ${25 - i}`));
    expect(all.find((m) => m.sujet === 'Sujet 25')).toMatchObject({
      sens: 'envoye',
      texte: 'Bonjour 25',
      interlocuteur: { id: accounts.ASSISTANT.id },
    });
    expect(all.find((m) => m.sujet === 'Sujet 24')).toMatchObject({
      sens: 'recu',
      interlocuteur: { id: accounts.CEF.id },
    });
    expect(all.some((m) => m.sujet === 'Offre' || m.sujet === 'Pas pour elle')).toBe(false);
  });

  it('lists her profile files and leaves out project images', async () => {
    const { body } = await get<CandidateFilePage<CandidateFileFile>>(accounts.ADMIN, `/api/dossier/${her.id}/fichiers`);
    expect(body.items.map((f) => [f.type, f.nom])).toEqual([
      ['CERTIFICATION', 'caces.pdf'],
      ['CV', 'cv-ines.pdf'],
    ]);
    expect(body.items[1]!.cle).toBe(`cv/${her.id}/cv.pdf`);
  });

  it('merges everything into one timeline in date order, paged', async () => {
    const first = await get<CandidateFilePage<CandidateFileEvent>>(
      accounts.CEF,
      `/api/dossier/${her.id}/chronologie?size=50`,
    );
    // 12 applications, 3 interviews, 11 notes, 2 invitations, 25 messages, 2 files.
    expect(first.body.totalElements).toBe(55);
    expect(first.body.items).toHaveLength(50);
    const dates = first.body.items.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.body.items[0]).toMatchObject({ type: 'entretien' });
    const rest = await get<CandidateFilePage<CandidateFileEvent>>(
      accounts.CEF,
      `/api/dossier/${her.id}/chronologie?size=50&page=1`,
    );
    expect(rest.body.items).toHaveLength(5);
    const kinds = new Set([...first.body.items, ...rest.body.items].map((e) => e.type));
    expect(kinds).toEqual(new Set(['candidature', 'entretien', 'note', 'invitation', 'message', 'fichier']));
    expect(rest.body.items.at(-1)).toMatchObject({ type: 'candidature', titre: 'Poste 1 — Entreprise 1' });
  });

  it('refuses the file and every section to recruiters and candidates', async () => {
    for (const role of ['RECRUTEUR', ...CANDIDATES] as Role[])
      for (const section of SECTIONS) {
        const response = await get<{ message: string }>(accounts[role], `/api/dossier/${her.id}${section}`);
        expect(response.status, `${role} ${section}`).toBe(403);
        expect(response.body.message).toBe(ACCESS_MESSAGES.roleForbidden);
      }
    // Even her own file: it holds the staff's notes.
    const own = await get<{ message: string }>(her, `/api/dossier/${her.id}/notes`);
    expect(own.status).toBe(403);
  });

  it('follows the rank rule: an assistant opens no staff member’s file, a CEF no admin’s', async () => {
    for (const section of SECTIONS) {
      expect((await get(accounts.ASSISTANT, `/api/dossier/${accounts.CEF.id}${section}`)).status).toBe(403);
      expect((await get(accounts.CEF, `/api/dossier/${accounts.ADMIN.id}${section}`)).status).toBe(403);
      expect((await get(accounts.ADMIN, `/api/dossier/${accounts.CEF.id}${section}`)).status).toBe(200);
    }
  });

  it('refuses pages out of bounds in French', async () => {
    const response = await get<{ message: string }>(accounts.CEF, `/api/dossier/${her.id}/messages?size=500`);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('50 éléments');
  });
});

describe('plainText', () => {
  it('reads sanitised HTML as text', () => {
    expect(plainText('<p>Un&nbsp;<em>deux</em></p><p>trois &lt;4&gt; &#233;</p>')).toBe('Un deux trois <4> é');
    expect(plainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});

// The dashboard's activity indicators over a small set of edge cases, each compared with a second computation in plain
// TypeScript over the same rows (decision 0017), plus staff marking attendance at a job dating and the CSV export.
import {
  type ApplicationStatus,
  type ApplicationsByMonth,
  type Caseload,
  type FirstInterview,
  type Funnel,
  type IndicatorFilter,
  type Invitation,
  type JobDatingTurnout,
  STAFF,
} from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import {
  applications,
  interviews,
  invitations,
  jobDatings,
  messages,
  notes,
  trainingEnrolments,
  trainingProgrammes,
  trainingSessions,
} from '../../db/schema';
import { percent } from './indicators';

const LE = '2026-06-30';
let t: Awaited<ReturnType<typeof createTestApp>>;
let staffToken: string;
let learnerToken: string;

/** The Paris day of an instant, 'YYYY-MM-DD'. */
const parisDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(d);
const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// The rows, kept here as well to compute the references from.
type Row<T> = T & { id: number };
const people: Record<string, { id: number; role: string }> = {};
const sessions: Row<{ programmeId: number; conseillerId: number | null }>[] = [];
const enrolments: Row<{ sessionId: number; learnerId: number; dateEntree: string; dateSortie: string | null }>[] = [];
const apps: Row<{ utilisateurId: number; dateCreation: Date; statut: ApplicationStatus; acc: boolean }>[] = [];
const itws: Row<{ utilisateurId: number; date: Date; candidatureId: number | null }>[] = [];
const msgs: Row<{ expediteurId: number; destinataireId: number; dateHeure: Date }>[] = [];
const noteRows: Row<{ candidatureId: number; createdAt: Date }>[] = [];
const events: Row<{ date: Date; thematique: string }>[] = [];
const invites: Row<{ jobDatingId: number; candidatId: number; etat: string; present: boolean }>[] = [];
let p1 = 0;
let p2 = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const person = async (key: string, role: Parameters<typeof createUser>[1]['role'], prenom = key) => {
    const u = await createUser(db, { role, prenom, nom: `Nom${key}` });
    people[key] = { id: u.id, role };
    return u;
  };
  const cefA = await person('cefA', 'CEF', 'Alice');
  const cefB = await person('cefB', 'CEF', 'Bruno');
  staffToken = (await signIn(t.app, cefA.email)).token;
  for (const k of ['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7']) await person(k, 'CANDIDAT_POE');
  const outsider = await person('O', 'EN_RECHERCHE_EMPLOI');
  learnerToken = (await signIn(t.app, outsider.email)).token;
  const id = (k: string) => people[k]!.id;

  const [prog1] = await db.insert(trainingProgrammes).values({ nom: 'POE Web', type: 'POE' }).returning();
  const [prog2] = await db.insert(trainingProgrammes).values({ nom: 'Logistique', type: 'ALTERNANCE' }).returning();
  p1 = prog1!.id;
  p2 = prog2!.id;
  const session = async (programmeId: number, conseillerId: number | null) => {
    const [s] = await db
      .insert(trainingSessions)
      .values({ programmeId, conseillerId, dateDebut: '2026-01-05', dateFin: '2026-12-18' })
      .returning();
    sessions.push({ id: s!.id, programmeId, conseillerId });
    return s!.id;
  };
  const s1 = await session(p1, cefA.id);
  const s2 = await session(p2, cefB.id);
  const s3 = await session(p1, null); // no adviser
  const enrol = async (sessionId: number, learner: string, dateEntree: string, dateSortie: string | null = null) => {
    const [e] = await db
      .insert(trainingEnrolments)
      .values({
        sessionId,
        learnerId: id(learner),
        dateEntree,
        dateSortie,
        motifSortie: dateSortie ? 'ABANDON' : null,
        detailSortie: dateSortie ? 'Raisons personnelles' : null,
      })
      .returning();
    enrolments.push({ id: e!.id, sessionId, learnerId: id(learner), dateEntree, dateSortie });
  };
  await enrol(s1, 'L1', '2026-01-05');
  await enrol(s1, 'L2', '2026-01-05', '2026-02-10'); // left early: no longer active
  await enrol(s2, 'L3', '2026-02-01'); // never interviewed
  await enrol(s2, 'L4', '2026-02-01', LE); // leaves on the reading day: still active that day
  await enrol(s3, 'L5', '2026-03-01');
  await enrol(s2, 'L1', '2026-04-01'); // a second session, another adviser
  await enrol(s1, 'L6', '2026-07-01'); // enters after the reading day
  await enrol(s3, 'L7', '2026-03-01'); // no contact at all

  const application = async (who: string, at: string, statut: ApplicationStatus, acc = false) => {
    const [a] = await db
      .insert(applications)
      .values({
        utilisateurId: id(who),
        entreprise: 'Entreprise',
        poste: 'Poste',
        date: at.slice(0, 10),
        dateCreation: new Date(at),
        statueCandidature: statut,
        acceptationOffre: acc,
      })
      .returning();
    apps.push({ id: a!.id, utilisateurId: id(who), dateCreation: new Date(at), statut, acc });
    return a!.id;
  };
  await application('L1', '2026-01-10T10:00:00Z', 'EN_ATTENTE');
  const a2 = await application('L1', '2026-01-20T10:00:00Z', 'ENTRETIEN');
  await application('L1', '2026-03-31T22:30:00Z', 'ACCEPTEE', true); // 1 April in Paris: hired
  const a4 = await application('L2', '2026-02-05T10:00:00Z', 'REFUSEE'); // refused after an interview
  await application('L2', '2026-02-06T10:00:00Z', 'SANS_REPONSE'); // no answer
  await application('L3', '2026-02-15T10:00:00Z', 'ACCEPTEE'); // an offer not (yet) taken
  await application('L4', '2026-05-01T10:00:00Z', 'REFUSEE'); // no interview
  await application('O', '2026-03-01T10:00:00Z', 'ENTRETIEN'); // in no session
  await application('L1', '2026-07-05T10:00:00Z', 'EN_ATTENTE'); // after the reading day
  const a10 = await application('L5', '2026-03-05T10:00:00Z', 'EN_ATTENTE');

  const interview = async (who: string, at: string, candidatureId: number | null = null) => {
    const [i] = await db
      .insert(interviews)
      .values({ utilisateurId: id(who), date: new Date(at), candidatureId })
      .returning();
    itws.push({ id: i!.id, utilisateurId: id(who), date: new Date(at), candidatureId });
  };
  await interview('L1', '2025-12-20T10:00:00Z'); // before her entry: not a first interview
  await interview('L1', '2026-01-25T09:00:00Z', a2);
  await interview('L2', '2026-02-07T09:00:00Z', a4);
  await interview('L4', '2026-01-31T23:30:00Z'); // 1 February in Paris, her entry day: 0 days
  await interview('L1', '2026-06-10T10:00:00Z'); // first since her second entry; a contact
  await interview('L5', '2026-07-10T10:00:00Z'); // after the reading day

  const message = async (from: string, to: string, at: string) => {
    const [m] = await db
      .insert(messages)
      .values({ expediteurId: id(from), destinataireId: id(to), sujet: 'Suivi', dateHeure: new Date(at) })
      .returning();
    msgs.push({ id: m!.id, expediteurId: id(from), destinataireId: id(to), dateHeure: new Date(at) });
  };
  await message('cefA', 'L3', '2026-05-30T22:30:00Z'); // 31 May in Paris: 30 days before, still a contact
  await message('L3', 'O', '2026-06-15T10:00:00Z');
  await message('L4', 'O', '2026-06-20T10:00:00Z'); // between candidates: no contact
  await message('cefB', 'L4', '2026-05-30T21:30:00Z'); // 30 May in Paris, 31 days before: too old
  await message('L7', 'L5', '2026-06-20T10:00:00Z');

  const [n] = await db
    .insert(notes)
    .values({ candidatureId: a10, titre: 'Point', createdAt: new Date('2026-06-01T10:00:00Z') })
    .returning();
  noteRows.push({ id: n!.id, candidatureId: a10, createdAt: new Date('2026-06-01T10:00:00Z') });

  const event = async (at: string, thematique: string, list: Array<[string, string, boolean]>) => {
    const [j] = await db
      .insert(jobDatings)
      .values({ date: new Date(at), lieu: 'Lyon', thematique })
      .returning();
    events.push({ id: j!.id, date: new Date(at), thematique });
    for (const [who, etat, present] of list) {
      const [i] = await db
        .insert(invitations)
        .values({ jobDatingId: j!.id, candidatId: id(who), etatInvitation: etat as 'EN_ATTENTE', present })
        .returning();
      invites.push({ id: i!.id, jobDatingId: j!.id, candidatId: id(who), etat, present });
    }
  };
  await event('2026-03-10T09:00:00Z', 'Numérique', [
    ['L1', 'CONFIRMÉE', true],
    ['L2', 'CONFIRMÉE', false], // confirmed, did not come
    ['L3', 'EN_ATTENTE', false], // comes without confirming: marked below through the API
    ['O', 'EN_ATTENTE', false], // invited, never confirmed
    ['L4', 'REFUSÉE', false],
  ]);
  await event('2026-07-15T09:00:00Z', 'Après', [['L1', 'CONFIRMÉE', false]]);
  await event('2026-05-20T09:00:00Z', 'Logistique', [
    ['L5', 'CONFIRMÉE', true],
    ['L7', 'ANNULEE', false],
  ]);
}, 60_000);
afterAll(async () => t?.close());

// ——— The references, in plain TypeScript over the rows above ———

/** The learners of the sessions the filter names; null when it names none (everyone counts). */
function scopeOf(f: IndicatorFilter): Set<number> | null {
  if (!f.formationId && !f.sessionId && !f.conseillerId) return null;
  const chosen = sessions.filter(
    (s) =>
      (!f.formationId || s.programmeId === Number(f.formationId)) &&
      (!f.sessionId || s.id === Number(f.sessionId)) &&
      (!f.conseillerId || s.conseillerId === Number(f.conseillerId)),
  );
  return new Set(enrolments.filter((e) => chosen.some((s) => s.id === e.sessionId)).map((e) => e.learnerId));
}
const inPeriod = (day: string, f: IndicatorFilter) =>
  (!f.du || day >= f.du) && (!f.au || day <= f.au) && day <= (f.le ?? LE);
const sessionOf = (e: (typeof enrolments)[number]) => sessions.find((s) => s.id === e.sessionId)!;
const sessionMatches = (e: (typeof enrolments)[number], f: IndicatorFilter) => {
  const s = sessionOf(e);
  return (
    (!f.formationId || s.programmeId === Number(f.formationId)) &&
    (!f.sessionId || s.id === Number(f.sessionId)) &&
    (!f.conseillerId || s.conseillerId === Number(f.conseillerId))
  );
};
const appsIn = (f: IndicatorFilter) => {
  const scope = scopeOf(f);
  return apps.filter((a) => inPeriod(parisDay(a.dateCreation), f) && (!scope || scope.has(a.utilisateurId)));
};

function referenceFunnel(f: IndicatorFilter) {
  const list = appsIn(f);
  const itw = (a: (typeof apps)[number]) => itws.some((i) => i.candidatureId === a.id);
  return [
    list.length,
    list.filter((a) => a.acc || a.statut === 'ENTRETIEN' || a.statut === 'ACCEPTEE' || itw(a)).length,
    list.filter((a) => a.acc || a.statut === 'ACCEPTEE').length,
    list.filter((a) => a.acc).length,
  ];
}

function referenceMonths(f: IndicatorFilter) {
  const out = new Map<string, Map<string, number>>();
  for (const a of appsIn(f)) {
    const month = parisDay(a.dateCreation).slice(0, 7);
    const line = out.get(month) ?? new Map();
    line.set(a.statut, (line.get(a.statut) ?? 0) + 1);
    out.set(month, line);
  }
  return out;
}

function referenceFirstInterview(f: IndicatorFilter) {
  const le = String(f.le ?? LE);
  const list = enrolments.filter((e) => sessionMatches(e, f) && inPeriod(e.dateEntree, f));
  const delays = list
    .map((e) => {
      const firsts = itws
        .filter((i) => i.utilisateurId === e.learnerId)
        .map((i) => parisDay(i.date))
        .filter((d) => d >= e.dateEntree && d <= le)
        .sort();
      return firsts[0] ? days(e.dateEntree, firsts[0]) : null;
    })
    .filter((d): d is number => d !== null)
    .sort((a, b) => a - b);
  const mid = delays.length / 2;
  const median =
    delays.length === 0 ? null : delays.length % 2 ? delays[Math.floor(mid)]! : (delays[mid - 1]! + delays[mid]!) / 2;
  return { inscriptions: list.length, avecEntretien: delays.length, medianeJours: median };
}

function referenceTurnout(f: IndicatorFilter) {
  const scope = scopeOf(f);
  const list = invites.filter((i) => {
    const e = events.find((j) => j.id === i.jobDatingId)!;
    return inPeriod(parisDay(e.date), f) && (!scope || scope.has(i.candidatId));
  });
  return {
    invites: list.length,
    confirmes: list.filter((i) => i.etat === 'CONFIRMÉE').length,
    presents: list.filter((i) => i.present).length,
    presentsSansConfirmation: list.filter((i) => i.present && i.etat !== 'CONFIRMÉE').length,
  };
}

function referenceCaseload(f: IndicatorFilter) {
  const le = String(f.le ?? LE);
  const from = addDays(le, -30);
  const within = (d: Date) => parisDay(d) >= from && parisDay(d) <= le;
  const staff = (uid: number) => STAFF.includes(Object.values(people).find((p) => p.id === uid)?.role as never);
  const contacted = (uid: number) =>
    msgs.some(
      (m) =>
        within(m.dateHeure) &&
        ((m.expediteurId === uid && staff(m.destinataireId)) || (m.destinataireId === uid && staff(m.expediteurId))),
    ) ||
    itws.some((i) => i.utilisateurId === uid && within(i.date)) ||
    noteRows.some((n) => within(n.createdAt) && apps.find((a) => a.id === n.candidatureId)?.utilisateurId === uid);
  const active = enrolments.filter(
    (e) => sessionMatches(e, f) && e.dateEntree <= le && (e.dateSortie === null || e.dateSortie >= le),
  );
  const byAdviser = new Map<number | null, Set<number>>();
  for (const e of active) {
    const key = sessionOf(e).conseillerId;
    byAdviser.set(key, (byAdviser.get(key) ?? new Set()).add(e.learnerId));
  }
  const all = new Set(active.map((e) => e.learnerId));
  return {
    conseillers: [...byAdviser].map(([conseillerId, set]) => ({
      conseillerId,
      actifs: set.size,
      sansContact: [...set].filter((uid) => !contacted(uid)).length,
    })),
    actifs: all.size,
    sansContact: [...all].filter((uid) => !contacted(uid)).length,
  };
}

// ——— The calls ———

const get = async <T>(path: string, f: IndicatorFilter) => {
  const query = new URLSearchParams(
    Object.entries({ le: LE, ...f }).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  );
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/formations/indicateurs/${path}?${query}`,
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

const filters = (): Array<[string, IndicatorFilter]> => [
  ['sans filtre', {}],
  ['une formation', { formationId: p1 }],
  ['l’autre formation', { formationId: p2 }],
  ['une session', { sessionId: sessions[1]!.id }],
  ['un conseiller', { conseillerId: people.cefB!.id }],
  ['une période', { du: '2026-02-01', au: '2026-04-30' }],
  ['un autre jour de calcul', { le: '2026-03-15' }],
];

async function checkAll() {
  for (const [label, f] of filters()) {
    const months = await get<ApplicationsByMonth>('candidatures', f);
    const ref = referenceMonths(f);
    for (const m of months.mois)
      for (const [statut, n] of Object.entries(m.parStatut))
        expect(n, `${label} ${m.mois} ${statut}`).toBe(ref.get(m.mois)?.get(statut) ?? 0);
    expect(months.total, label).toBe(appsIn(f).length);

    const funnel = await get<Funnel>('entonnoir', f);
    const expected = referenceFunnel(f);
    expect(
      funnel.etapes.map((e) => e.nombre),
      label,
    ).toEqual(expected);
    expect(funnel.etapes[1]!.tauxEtapePrecedente, label).toBe(percent(expected[1]!, expected[0]!));

    expect(await get<FirstInterview>('premier-entretien', f), label).toMatchObject(referenceFirstInterview(f));

    const turnout = await get<JobDatingTurnout>('job-datings', f);
    const refTurnout = referenceTurnout(f);
    expect(turnout, label).toMatchObject({
      ...refTurnout,
      tauxConfirmation: percent(refTurnout.confirmes, refTurnout.invites),
      tauxPresence: percent(refTurnout.presents, refTurnout.invites),
    });

    const load = await get<Caseload>('portefeuilles', f);
    const refLoad = referenceCaseload(f);
    expect(load.actifs, label).toBe(refLoad.actifs);
    expect(load.sansContact, label).toBe(refLoad.sansContact);
    expect(
      load.conseillers.map(({ conseillerId, actifs, sansContact }) => ({ conseillerId, actifs, sansContact })),
      label,
    ).toEqual(expect.arrayContaining(refLoad.conseillers));
    expect(load.conseillers.length, label).toBe(refLoad.conseillers.length);
  }
}

describe('activity indicators', () => {
  it('equal their references, and the edge cases read as decision 0017 says', async () => {
    // Hand-checked figures first, so that the reference is itself checked.
    const funnel = await get<Funnel>('entonnoir', {});
    // 9 applications up to the reading day; interview stage: ENTRETIEN ×2, ACCEPTEE ×2, refused after an interview.
    expect(funnel.etapes.map((e) => e.nombre)).toEqual([9, 5, 2, 1]);
    const months = await get<ApplicationsByMonth>('candidatures', {});
    expect(months.mois.map((m) => m.mois)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    expect(months.mois.find((m) => m.mois === '2026-04')!.parStatut.ACCEPTEE).toBe(1); // created 31 March UTC
    // Delays 20 (L1), 33 (L2, who left early), 0 (L4, Paris day), 70 (L1's second session): median 26.5.
    expect(await get<FirstInterview>('premier-entretien', {})).toMatchObject({
      inscriptions: 7,
      avecEntretien: 4,
      medianeJours: 26.5,
    });
    const load = await get<Caseload>('portefeuilles', {});
    expect(load).toMatchObject({ actifs: 5, sansContact: 2 });
    expect(load.conseillers.find((c) => c.conseillerId === null)).toMatchObject({
      conseiller: 'Sans conseiller',
      actifs: 2,
      sansContact: 1,
    });
    expect(load.conseillers.find((c) => c.conseillerId === people.cefB!.id)).toMatchObject({
      conseiller: 'Bruno NOMCEFB',
      actifs: 3,
      sansContact: 1,
    });
    expect(await get<JobDatingTurnout>('job-datings', {})).toMatchObject({
      invites: 7,
      confirmes: 3,
      presents: 2,
      presentsSansConfirmation: 0,
    });
    await checkAll();
  });

  it('counts a candidate staff mark present, even without confirming, and only staff mark it', async () => {
    const l3 = invites.find((i) => i.candidatId === people.L3!.id)!;
    const mark = (token: string, present: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/invitationJD/${l3.id}/presence`,
        headers: { authorization: `Bearer ${token}` },
        payload: { present },
      });
    expect((await mark(learnerToken, true)).statusCode).toBe(403);
    const bad = await mark(staffToken, 'oui');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Indiquez si la personne est présente');
    const marked = await mark(staffToken, true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json() as Invitation).toMatchObject({ present: true, etatInvitation: 'EN_ATTENTE' });
    l3.present = true;
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/invitationJD/999999/presence',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: { present: true },
    });
    expect(missing.statusCode).toBe(404);

    const turnout = await get<JobDatingTurnout>('job-datings', {});
    expect(turnout).toMatchObject({ invites: 7, confirmes: 3, presents: 3, presentsSansConfirmation: 1 });
    expect(turnout.evenements.map((e) => [e.thematique, e.presents])).toEqual([
      ['Numérique', 2],
      ['Logistique', 1],
    ]);
    await checkAll();
  });

  it('exports each chart as a French Excel CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/formations/indicateurs/entonnoir/csv?le=${LE}&formationId=${p1}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/filename="entonnoir-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Étape;Nombre;Part de l’étape précédente (%);Part des candidatures (%);Période;Périmètre;Calculé le',
    );
    const [all, itw] = referenceFunnel({ formationId: p1 });
    expect(lines[2]).toBe(
      `Entretiens;${itw};${String(percent(itw!, all!)).replace('.', ',')};${String(percent(itw!, all!)).replace('.', ',')};début – aujourd’hui;"Parcours candidature → entretien → offre → embauche ; Formation : POE Web";30/06/2026`,
    );
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/formations/indicateurs/inconnu/csv',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('L’indicateur est candidatures');
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/formations/indicateurs/job-datings/csv?le=${LE}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(job.body).toContain('10/03/2026 — Numérique;5;2;');
  });
});

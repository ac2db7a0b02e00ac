import {
  type Enrolment,
  type Indicators,
  JOB_SITUATIONS,
  type MyEnrolment,
  OUTCOME_SITUATIONS,
  OUTCOMES_MESSAGES,
  type OutcomeSituation,
  type ProgrammeDetail,
  type PublicResult,
  type SessionDetail,
  type TrainingSession,
} from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { trainingEnrolments, trainingOutcomes, trainingProgrammes, trainingSessions, users } from '../../db/schema';
import { percent } from './indicators';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cef: { id: number; token: string };
let assistant: { id: number; token: string };
let recruiter: { token: string };
let learnerA: { id: number; token: string };
let learnerB: { id: number; token: string };

const as = async (role: Parameters<typeof createUser>[1]['role']) => {
  const user = await createUser(t.db, { role });
  return { id: user.id, token: (await signIn(t.app, user.email)).token };
};

beforeAll(async () => {
  t = await createTestApp({}, process.env.DEBUG_LOG ? { logTo: process.stderr } : {});
  cef = await as('CEF');
  assistant = await as('ASSISTANT');
  recruiter = await as('RECRUTEUR');
  learnerA = await as('CANDIDAT_POE');
  learnerB = await as('ALTERNANT');
});
afterAll(async () => t?.close());

const call = async (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

describe('programmes, sessions and enrolments', () => {
  it('lets staff create a programme, a session, enrol learners, record an exit and outcomes', async () => {
    const created = await call(cef.token, 'POST', '/api/formations', { nom: 'POE Développeur web', type: 'POE' });
    expect(created.statusCode, created.body).toBe(201);
    const programme = created.json() as ProgrammeDetail;
    expect(programme).toMatchObject({ nom: 'POE Développeur web', type: 'POE', sessions: 0, listeSessions: [] });

    const badSession = await call(cef.token, 'POST', `/api/formations/${programme.id}/sessions`, {
      dateDebut: '2026-03-01',
      dateFin: '2026-02-01',
    });
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json().message).toContain(OUTCOMES_MESSAGES.endBeforeStart);
    const notAdviser = await call(cef.token, 'POST', `/api/formations/${programme.id}/sessions`, {
      dateDebut: '2026-01-05',
      dateFin: '2026-03-27',
      conseillerId: learnerA.id,
    });
    expect(notAdviser.statusCode).toBe(400);

    const sessionRes = await call(assistant.token, 'POST', `/api/formations/${programme.id}/sessions`, {
      dateDebut: '2026-01-05',
      dateFin: '2026-03-27',
      lieu: 'Lyon',
      conseillerId: cef.id,
    });
    expect(sessionRes.statusCode, sessionRes.body).toBe(201);
    const session = sessionRes.json() as TrainingSession;
    expect(session).toMatchObject({ lieu: 'Lyon', conseillerId: cef.id, inscrits: 0, formationNom: programme.nom });

    const enrol = (apprenantId: number) =>
      call(cef.token, 'POST', `/api/formations/sessions/${session.id}/inscriptions`, {
        apprenantId,
        dateEntree: '2026-01-05',
      });
    const a = await enrol(learnerA.id);
    expect(a.statusCode, a.body).toBe(201);
    expect((await enrol(learnerB.id)).statusCode).toBe(201);
    expect((await enrol(learnerA.id)).statusCode).toBe(409);
    expect((await enrol(cef.id)).statusCode).toBe(400);
    const enrolment = a.json() as Enrolment;

    // An outcome needs an exit first.
    const early = await call(cef.token, 'PUT', `/api/formations/inscriptions/${enrolment.id}/situations/SORTIE`, {
      situation: 'CDI',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(OUTCOMES_MESSAGES.notExited);

    // An exit needs its reason, and an early leave its detail.
    const exit = (body: object) => call(cef.token, 'PUT', `/api/formations/inscriptions/${enrolment.id}`, body);
    expect((await exit({ dateEntree: '2026-01-05', dateSortie: '2026-03-27' })).statusCode).toBe(400);
    expect(
      (await exit({ dateEntree: '2026-01-05', dateSortie: '2026-03-27', motifSortie: 'ABANDON' })).statusCode,
    ).toBe(400);
    expect(
      (await exit({ dateEntree: '2026-01-05', dateSortie: '2026-01-01', motifSortie: 'TERMINEE' })).statusCode,
    ).toBe(400);
    const done = await exit({ dateEntree: '2026-01-05', dateSortie: '2026-03-27', motifSortie: 'TERMINEE' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ dateSortie: '2026-03-27', motifSortie: 'TERMINEE', detailSortie: null });

    const outcome = await call(cef.token, 'PUT', `/api/formations/inscriptions/${enrolment.id}/situations/M3`, {
      situation: 'CDD_MOINS_6M',
      employeur: 'Agence Lumière',
      dateDebut: '2026-05-04',
      dateFin: '2026-08-03',
    });
    expect(outcome.statusCode, outcome.body).toBe(200);
    expect((outcome.json() as Enrolment).situations).toMatchObject([
      { etape: 'M3', situation: 'CDD_MOINS_6M', employeur: 'Agence Lumière', dateFin: '2026-08-03' },
    ]);
    // Replaced, not added; a non-job drops the employer.
    const replaced = await call(cef.token, 'PUT', `/api/formations/inscriptions/${enrolment.id}/situations/M3`, {
      situation: 'RECHERCHE',
      employeur: 'Ignoré',
    });
    expect((replaced.json() as Enrolment).situations).toMatchObject([{ situation: 'RECHERCHE', employeur: null }]);

    const detail = (await call(cef.token, 'GET', `/api/formations/sessions/${session.id}`)).json() as SessionDetail;
    expect(detail.inscriptions).toHaveLength(2);
    expect(detail.inscrits).toBe(2);

    // Deletions are refused while something hangs below.
    expect((await call(cef.token, 'DELETE', `/api/formations/sessions/${session.id}`)).statusCode).toBe(409);
    expect((await call(cef.token, 'DELETE', `/api/formations/${programme.id}`)).statusCode).toBe(409);

    // A learner reads her own enrolments, not someone else's.
    const mine = await call(learnerA.token, 'GET', `/api/utilisateur/${learnerA.id}/formations`);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as MyEnrolment[]).map((e) => e.formationNom)).toEqual(['POE Développeur web']);
    expect((await call(learnerA.token, 'GET', `/api/utilisateur/${learnerB.id}/formations`)).statusCode).toBe(403);
    expect((await call(cef.token, 'GET', `/api/utilisateur/${learnerB.id}/formations`)).statusCode).toBe(200);
  });

  it('refuses recruiters and candidates every staff call', async () => {
    for (const token of [recruiter.token, learnerA.token]) {
      expect((await call(token, 'GET', '/api/formations')).statusCode).toBe(403);
      expect((await call(token, 'POST', '/api/formations', { nom: 'X', type: 'POE' })).statusCode).toBe(403);
      expect((await call(token, 'GET', '/api/formations/indicateurs')).statusCode).toBe(403);
      expect((await call(token, 'GET', '/api/formations/indicateurs/csv')).statusCode).toBe(403);
      expect(
        (await call(token, 'PUT', '/api/formations/inscriptions/1/situations/M6', { situation: 'CDI' })).statusCode,
      ).toBe(403);
    }
    expect((await call(recruiter.token, 'GET', `/api/utilisateur/${learnerA.id}/formations`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/formations' })).statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Indicators over seeded rows, each checked against a reference computed a second way, in plain TypeScript.

interface Row {
  exit: string | null;
  reason?: 'TERMINEE' | 'ABANDON';
  outcomes: Array<{
    etape: 'SORTIE' | 'M3' | 'M6';
    situation: OutcomeSituation;
    dateDebut?: string;
    dateFin?: string;
    dureeMois?: number;
  }>;
}

const day = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;
const addDays = (iso: string, n: number) => new Date((day(iso) + n) * 86_400_000).toISOString().slice(0, 10);
/** The same calendar day one month later, clamped to the month's last day (as PostgreSQL's interval does). */
function plusOneMonth(iso: string): string {
  const y = +iso.slice(0, 4);
  const m = +iso.slice(5, 7);
  const d = +iso.slice(8, 10);
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
const STAGE_DAYS = { SORTIE: 0, M3: 91, M6: 183 } as const;

/** A programme's indicators as the CEF reads them on day `le`, `query` adding filters (`&du=…`). */
async function readIndicators(programmeId: number, le: string, query: string): Promise<Indicators> {
  const res = await call(cef.token, 'GET', `/api/formations/indicateurs?formationId=${programmeId}&le=${le}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Indicators;
}

function reference(rows: Row[], le: string, du?: string, au?: string): Indicators {
  const pop = rows.filter(
    (r) => r.exit && day(r.exit) + 183 <= day(le) && (!du || r.exit >= du) && (!au || r.exit <= au),
  );
  const isJob = (s: OutcomeSituation) => JOB_SITUATIONS.includes(s);
  const accessJob = (r: Row) =>
    r.outcomes.some((o) => {
      if (!isJob(o.situation)) return false;
      const start = o.dateDebut ?? addDays(r.exit!, STAGE_DAYS[o.etape]);
      if (day(start) - day(r.exit!) > 183) return false;
      if (o.dateFin && o.dateFin < r.exit!) return false;
      if (o.situation !== 'CDD_MOINS_6M' && o.situation !== 'INTERIM') return true;
      if ((o.dureeMois ?? 0) >= 1) return true;
      return !!o.dateFin && addDays(o.dateFin, 1) >= plusOneMonth(start);
    });
  const answered = pop.filter((r) => r.outcomes.length > 0);
  const employed = pop.filter(accessJob);
  const six = pop.flatMap((r) => r.outcomes.filter((o) => o.etape === 'M6'));
  const sixJobs = six.filter((o) => isJob(o.situation));
  return {
    le,
    population: pop.length,
    terminees: pop.filter((r) => (r.reason ?? 'TERMINEE') === 'TERMINEE').length,
    abandons: pop.filter((r) => r.reason === 'ABANDON').length,
    acces: {
      reponses: answered.length,
      tauxReponse: percent(answered.length, pop.length),
      enEmploi: employed.length,
      taux: percent(employed.length, pop.length),
    },
    sixMois: {
      reponses: six.length,
      tauxReponse: percent(six.length, pop.length),
      enEmploi: sixJobs.length,
      taux: percent(sixJobs.length, six.length),
      parSituation: OUTCOME_SITUATIONS.map((situation) => {
        const nombre = six.filter((o) => o.situation === situation).length;
        return { situation, nombre, taux: percent(nombre, six.length) };
      }),
    },
  };
}

describe('indicators', () => {
  const exit = '2026-01-15';
  const rows: Row[] = [
    // A job starting on day 183 counts; on day 184 it does not.
    { exit, outcomes: [{ etape: 'M6', situation: 'CDI', dateDebut: addDays(exit, 183) }] },
    { exit, outcomes: [{ etape: 'M6', situation: 'CDI', dateDebut: addDays(exit, 184) }] },
    // A CDD of exactly one month counts (15 Feb – 14 Mar); one day shorter does not.
    { exit, outcomes: [{ etape: 'M3', situation: 'CDD_MOINS_6M', dateDebut: '2026-02-15', dateFin: '2026-03-14' }] },
    { exit, outcomes: [{ etape: 'M3', situation: 'INTERIM', dateDebut: '2026-02-15', dateFin: '2026-03-13' }] },
    // An intérim without end date or length does not count; with a length of one month it does.
    { exit, outcomes: [{ etape: 'SORTIE', situation: 'INTERIM', dateDebut: exit }] },
    { exit, outcomes: [{ etape: 'SORTIE', situation: 'INTERIM', dateDebut: exit, dureeMois: 1 }] },
    // A learner who left early, in work at six months without a start date (taken as day 183).
    {
      exit: '2026-02-10',
      reason: 'ABANDON',
      outcomes: [
        { etape: 'SORTIE', situation: 'RECHERCHE' },
        { etape: 'M6', situation: 'ALTERNANCE' },
      ],
    },
    // A learner who left early and never answered.
    { exit: '2026-02-20', reason: 'ABANDON', outcomes: [] },
    // No answer at all.
    { exit, outcomes: [] },
    // A job held during the training, still held at exit.
    { exit, outcomes: [{ etape: 'SORTIE', situation: 'CDD_6M_PLUS', dateDebut: '2025-12-01' }] },
    // A job over before the exit does not count.
    {
      exit,
      outcomes: [{ etape: 'SORTIE', situation: 'CDD_MOINS_6M', dateDebut: '2025-10-01', dateFin: '2025-12-31' }],
    },
    // In training or searching at six months.
    { exit, outcomes: [{ etape: 'M6', situation: 'FORMATION' }] },
    {
      exit,
      outcomes: [
        { etape: 'M6', situation: 'RECHERCHE' },
        { etape: 'M3', situation: 'CREATION' },
      ],
    },
    // Exit too recent on the reading day: outside the population.
    { exit: '2026-06-01', outcomes: [{ etape: 'SORTIE', situation: 'CDI', dateDebut: '2026-06-02' }] },
    // Still in training.
    { exit: null, outcomes: [] },
  ];
  const le = '2026-11-30';
  let programmeId: number;
  let sessionId: number;
  let otherSessionId: number;

  beforeAll(async () => {
    const [programme] = await t.db
      .insert(trainingProgrammes)
      .values({ nom: 'Formation qualifiante test', type: 'QUALIFIANTE' })
      .returning();
    programmeId = programme!.id;
    const [session, other] = await t.db
      .insert(trainingSessions)
      .values([
        { programmeId, dateDebut: '2025-09-01', dateFin: '2026-01-15', conseillerId: cef.id },
        { programmeId, dateDebut: '2025-09-01', dateFin: '2026-01-15', conseillerId: assistant.id },
      ])
      .returning();
    sessionId = session!.id;
    otherSessionId = other!.id;
    for (const [i, row] of rows.entries()) {
      const learner = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
      const [e] = await t.db
        .insert(trainingEnrolments)
        .values({
          sessionId: i % 2 === 0 ? sessionId : otherSessionId,
          learnerId: learner.id,
          dateEntree: '2025-09-01',
          dateSortie: row.exit,
          motifSortie: row.exit ? (row.reason ?? 'TERMINEE') : null,
          detailSortie: row.reason === 'ABANDON' ? 'Déménagement' : null,
        })
        .returning();
      if (row.outcomes.length)
        await t.db.insert(trainingOutcomes).values(row.outcomes.map((o) => ({ enrolmentId: e!.id, ...o })));
    }
  });

  const read = (query: string, on = le) => readIndicators(programmeId, on, query);

  it('counts the population, answers and jobs as defined, equal to the reference', async () => {
    const got = await read('');
    expect(got).toEqual(reference(rows, le));
    // The figures the edge cases above give, written out.
    expect(got.population).toBe(13);
    expect(got.abandons).toBe(2);
    expect(got.acces).toEqual({ reponses: 11, tauxReponse: 84.6, enEmploi: 6, taux: 46.2 });
    expect(got.sixMois).toMatchObject({ reponses: 5, enEmploi: 3, taux: 60 });
  });

  it('filters by period, session and adviser, still equal to the reference', async () => {
    expect(await read('&du=2026-02-01&au=2026-02-28')).toEqual(reference(rows, le, '2026-02-01', '2026-02-28'));
    const even = rows.filter((_, i) => i % 2 === 0);
    expect(await read(`&sessionId=${sessionId}`)).toEqual(reference(even, le));
    expect(await read(`&conseillerId=${cef.id}`)).toEqual(reference(even, le));
    const odd = rows.filter((_, i) => i % 2 === 1);
    expect(await read(`&sessionId=${otherSessionId}`)).toEqual(reference(odd, le));
    // On an earlier day fewer exits have had their six months.
    expect(await read('', '2026-07-20')).toEqual(reference(rows, '2026-07-20'));
  });

  it('publishes a programme’s results when an administrator chooses, without figures under 5 learners', async () => {
    const admin = await as('ADMIN');
    expect(
      (await call(cef.token, 'PUT', `/api/formations/${programmeId}/publication`, { publie: true })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/resultats' })).json()).toEqual([]);
    const small = (
      await call(admin.token, 'POST', '/api/formations', { nom: 'Petite formation', type: 'COURTE' })
    ).json() as ProgrammeDetail;
    for (const id of [programmeId, small.id]) {
      const res = await call(admin.token, 'PUT', `/api/formations/${id}/publication`, { publie: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ publie: true });
    }
    const published = (await t.app.inject({ url: '/api/resultats' })).json() as PublicResult[];
    const today = new Date().toISOString().slice(0, 10);
    const full = reference(rows, today);
    const exits = rows
      .filter((r) => r.exit && day(r.exit) + 183 <= day(today))
      .map((r) => r.exit!)
      .sort();
    expect(published.find((r) => r.formationId === programmeId)).toMatchObject({
      diffuse: true,
      population: full.population,
      tauxAcces: full.acces.taux,
      tauxEmploiSixMois: full.sixMois.taux,
      tauxReponse: full.acces.tauxReponse,
      periodeDu: exits[0],
      periodeAu: exits.at(-1),
    });
    expect(published.find((r) => r.formationId === small.id)).toMatchObject({
      diffuse: false,
      population: 0,
      tauxAcces: null,
      tauxEmploiSixMois: null,
    });
    await call(admin.token, 'PUT', `/api/formations/${small.id}/publication`, { publie: false });
    expect(
      ((await t.app.inject({ url: '/api/resultats' })).json() as PublicResult[]).map((r) => r.formationId),
    ).toEqual([programmeId]);
  });

  it('exports the figures as French Excel CSV', async () => {
    const res = await call(cef.token, 'GET', `/api/formations/indicateurs/csv?formationId=${programmeId}&le=${le}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFFIndicateur;Nombre;')).toBe(true);
    expect(res.body).toContain('\r\n');
    expect(res.body).toContain('Taux d’accès à l’emploi à 6 mois;6;13;46,2;13;11;84,6;');
    expect(res.body).toContain('Formation qualifiante test');
  });
});

describe('indicators over 10,000 learners and three years of sessions', () => {
  // 36 monthly sessions of about four months, the last one ending on the reading day; exits, early leavers, still in
  // training, and answers at each stage drawn by a seeded generator, so that a failure replays.
  const le = '2026-11-30';
  const random = mulberry32(20261130);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const sessions = Array.from({ length: 36 }, (_, k) => {
    const start = new Date(Date.UTC(2023, 7 + k, 1)).toISOString().slice(0, 10);
    return { start, end: addDays(start, 120) };
  });
  const rows: Array<Row & { session: number; entry: string }> = Array.from({ length: 10_000 }, (_, i) => {
    const session = i % sessions.length;
    const { start, end } = sessions[session]!;
    const draw = random();
    const reason = draw < 0.15 ? ('ABANDON' as const) : ('TERMINEE' as const);
    const exit =
      draw > 0.92 || end > le
        ? null
        : reason === 'ABANDON'
          ? addDays(end, -between(20, 100))
          : addDays(end, -between(0, 10));
    const outcomes: Row['outcomes'] = [];
    if (exit)
      for (const etape of ['SORTIE', 'M3', 'M6'] as const) {
        if (random() < 0.4) continue;
        const situation = pick(OUTCOME_SITUATIONS);
        const dateDebut = random() < 0.5 ? undefined : addDays(exit, STAGE_DAYS[etape] + between(-60, 40));
        const dateFin = dateDebut && random() < 0.4 ? addDays(dateDebut, between(20, 200)) : undefined;
        const dureeMois = random() < 0.2 ? between(0, 12) : undefined;
        outcomes.push({ etape, situation, dateDebut, dateFin, dureeMois });
      }
    return { session, entry: start, exit, reason: exit ? reason : undefined, outcomes };
  });
  let programmeId: number;
  let sessionIds: number[];

  beforeAll(async () => {
    const [programme] = await t.db
      .insert(trainingProgrammes)
      .values({ nom: 'Titre professionnel à grande échelle', type: 'QUALIFIANTE' })
      .returning();
    programmeId = programme!.id;
    const inserted = await t.db
      .insert(trainingSessions)
      .values(
        sessions.map((s, k) => ({
          programmeId,
          dateDebut: s.start,
          dateFin: s.end,
          conseillerId: k % 2 === 0 ? cef.id : assistant.id,
        })),
      )
      .returning({ id: trainingSessions.id });
    sessionIds = inserted.map((s) => s.id);
    const stamp = Date.now().toString(36);
    for (let from = 0; from < rows.length; from += 1000) {
      const chunk = rows.slice(from, from + 1000);
      const learners = await t.db
        .insert(users)
        .values(
          chunk.map((_, j) => ({
            email: `apprenant-${from + j}-${stamp}@exemple.test`,
            passwordHash: '!',
            role: 'CANDIDAT_POE' as const,
            nom: 'MARTIN',
            prenom: 'Alex',
          })),
        )
        .returning({ id: users.id });
      const enrolments = await t.db
        .insert(trainingEnrolments)
        .values(
          chunk.map((row, j) => ({
            sessionId: sessionIds[row.session]!,
            learnerId: learners[j]!.id,
            dateEntree: row.entry,
            dateSortie: row.exit,
            motifSortie: row.exit ? row.reason : null,
          })),
        )
        .returning({ id: trainingEnrolments.id });
      const outcomes = chunk.flatMap((row, j) => row.outcomes.map((o) => ({ enrolmentId: enrolments[j]!.id, ...o })));
      if (outcomes.length) await t.db.insert(trainingOutcomes).values(outcomes);
    }
  }, 120_000);

  const read = (query: string, on = le) => readIndicators(programmeId, on, query);

  it('equals the reference over the whole programme, on two reading days', async () => {
    const whole = await read('');
    expect(whole).toEqual(reference(rows, le));
    // Enough of every case to mean something: thousands in the population, jobs and early leavers among them.
    expect(whole.population).toBeGreaterThan(7000);
    expect(whole.abandons).toBeGreaterThan(800);
    expect(whole.acces.enEmploi).toBeGreaterThan(1000);
    expect(await read('', '2025-06-30')).toEqual(reference(rows, '2025-06-30'));
  });

  it('equals the reference for a year, a session and an adviser', async () => {
    expect(await read('&du=2025-01-01&au=2025-12-31')).toEqual(reference(rows, le, '2025-01-01', '2025-12-31'));
    expect(await read(`&sessionId=${sessionIds[10]}`)).toEqual(
      reference(
        rows.filter((r) => r.session === 10),
        le,
      ),
    );
    expect(await read(`&conseillerId=${assistant.id}`)).toEqual(
      reference(
        rows.filter((r) => r.session % 2 === 1),
        le,
      ),
    );
  });
});

/** A small seeded generator (mulberry32): the same learners on every run and database. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

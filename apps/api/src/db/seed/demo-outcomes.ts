// Demo training data: one programme, two sessions, a dozen enrolments with exits and situations, so that the
// « Formations » screens and the « Tableau de bord » show figures from the start. Dates are relative to today, so
// the first session's learners have passed their six months.
import { CANDIDATES } from '@tremplin/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { trainingEnrolments, trainingOutcomes, trainingProgrammes, trainingSessions, users } from '../schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Situation = {
  etape: 'SORTIE' | 'M3' | 'M6';
  situation: string;
  employeur?: string;
  dateDebut?: string;
  dateFin?: string;
};

export async function seedDemoOutcomes(tx: Tx, adviserId: number): Promise<number> {
  const learners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...CANDIDATES]), eq(users.active, true)))
    .orderBy(asc(users.id))
    .limit(12);
  if (learners.length === 0) return 0;
  const [programme] = await tx
    .insert(trainingProgrammes)
    .values({ nom: 'POE Développeur web et web mobile', type: 'POE', publie: true })
    .returning({ id: trainingProgrammes.id });
  const [past, recent] = await tx
    .insert(trainingSessions)
    .values([
      {
        programmeId: programme!.id,
        dateDebut: dayOffset(-400),
        dateFin: dayOffset(-300),
        lieu: 'Lyon',
        conseillerId: adviserId,
      },
      {
        programmeId: programme!.id,
        dateDebut: dayOffset(-120),
        dateFin: dayOffset(-30),
        lieu: 'Villeurbanne',
        conseillerId: adviserId,
      },
    ])
    .returning({ id: trainingSessions.id });
  const exitPast = dayOffset(-300);
  const exitRecent = dayOffset(-30);
  const plans: Array<{
    session: number;
    exit: string | null;
    reason?: 'TERMINEE' | 'ABANDON';
    detail?: string;
    outcomes: Situation[];
  }> = [
    {
      session: past!.id,
      exit: exitPast,
      outcomes: [
        { etape: 'SORTIE', situation: 'CDI', employeur: 'Agence Lumière', dateDebut: dayOffset(-280) },
        { etape: 'M6', situation: 'CDI', employeur: 'Agence Lumière' },
      ],
    },
    {
      session: past!.id,
      exit: exitPast,
      outcomes: [
        {
          etape: 'M3',
          situation: 'CDD_MOINS_6M',
          employeur: 'Mairie de Lyon',
          dateDebut: dayOffset(-250),
          dateFin: dayOffset(-160),
        },
        { etape: 'M6', situation: 'RECHERCHE' },
      ],
    },
    {
      session: past!.id,
      exit: exitPast,
      outcomes: [
        { etape: 'M3', situation: 'ALTERNANCE', employeur: 'Numéria', dateDebut: dayOffset(-240) },
        { etape: 'M6', situation: 'ALTERNANCE', employeur: 'Numéria' },
      ],
    },
    { session: past!.id, exit: exitPast, outcomes: [{ etape: 'M6', situation: 'FORMATION' }] },
    {
      session: past!.id,
      exit: exitPast,
      outcomes: [
        {
          etape: 'M3',
          situation: 'INTERIM',
          employeur: 'Intérim Rhône',
          dateDebut: dayOffset(-260),
          dateFin: dayOffset(-250),
        },
        { etape: 'M6', situation: 'CDD_6M_PLUS', employeur: 'Transports Garnier', dateDebut: dayOffset(-150) },
      ],
    },
    {
      session: past!.id,
      exit: dayOffset(-340),
      reason: 'ABANDON',
      detail: 'Raisons de santé',
      outcomes: [{ etape: 'SORTIE', situation: 'RECHERCHE' }],
    },
    { session: past!.id, exit: exitPast, outcomes: [] },
    {
      session: recent!.id,
      exit: exitRecent,
      outcomes: [{ etape: 'SORTIE', situation: 'CDI', employeur: 'Studio Pixel', dateDebut: dayOffset(-20) }],
    },
    { session: recent!.id, exit: exitRecent, outcomes: [{ etape: 'SORTIE', situation: 'RECHERCHE' }] },
    { session: recent!.id, exit: dayOffset(-60), reason: 'ABANDON', detail: 'Déménagement', outcomes: [] },
    { session: recent!.id, exit: exitRecent, outcomes: [] },
    { session: recent!.id, exit: null, outcomes: [] },
  ];
  let count = 0;
  for (const [i, learner] of learners.entries()) {
    const plan = plans[i]!;
    const [row] = await tx
      .insert(trainingEnrolments)
      .values({
        sessionId: plan.session,
        learnerId: learner.id,
        dateEntree: plan.session === past!.id ? dayOffset(-400) : dayOffset(-120),
        dateSortie: plan.exit,
        motifSortie: plan.exit ? (plan.reason ?? 'TERMINEE') : null,
        detailSortie: plan.detail ?? null,
      })
      .returning({ id: trainingEnrolments.id });
    if (plan.outcomes.length)
      await tx.insert(trainingOutcomes).values(plan.outcomes.map((o) => ({ enrolmentId: row!.id, ...o })));
    count += 1;
  }
  return count;
}

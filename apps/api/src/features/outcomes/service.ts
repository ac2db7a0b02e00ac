// Programmes, sessions, enrolments and outcomes: staff manage them; a learner reads her own enrolments.
import {
  CANDIDATES,
  type Enrolment,
  type EnrolmentInput,
  type enrolmentUpdateSchema,
  type LearnerOption,
  type MyEnrolment,
  OUTCOMES_MESSAGES,
  type OutcomeStage,
  type outcomeInputSchema,
  type Programme,
  type ProgrammeDetail,
  personName,
  type programmeInputSchema,
  type SessionDetail,
  STAFF,
  type sessionInputSchema,
  type TrainingSession,
} from '@tremplin/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { trainingEnrolments, trainingOutcomes, trainingProgrammes, trainingSessions, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';

type ProgrammeValues = z.output<typeof programmeInputSchema>;
type SessionValues = z.output<typeof sessionInputSchema>;
type EnrolmentValues = z.output<typeof enrolmentUpdateSchema>;
type OutcomeValues = z.output<typeof outcomeInputSchema>;

const adviser = alias(users, 'adviser');
const learner = alias(users, 'learner');

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export function createOutcomesService(app: FastifyInstance) {
  const db: Database = app.db;

  const enrolledCount = sql<number>`(select count(*)::int from training_enrolments te where te.session_id = "training_sessions"."id")`;

  async function sessions(where: ReturnType<typeof eq>): Promise<TrainingSession[]> {
    const found = await db
      .select({
        id: trainingSessions.id,
        formationId: trainingSessions.programmeId,
        formationNom: trainingProgrammes.nom,
        formationType: trainingProgrammes.type,
        dateDebut: trainingSessions.dateDebut,
        dateFin: trainingSessions.dateFin,
        lieu: trainingSessions.lieu,
        conseillerId: trainingSessions.conseillerId,
        conseillerPrenom: adviser.prenom,
        conseillerNomFamille: adviser.nom,
        inscrits: enrolledCount,
      })
      .from(trainingSessions)
      .innerJoin(trainingProgrammes, eq(trainingProgrammes.id, trainingSessions.programmeId))
      .leftJoin(adviser, eq(adviser.id, trainingSessions.conseillerId))
      .where(where)
      .orderBy(desc(trainingSessions.dateDebut), desc(trainingSessions.id));
    return found.map(({ conseillerPrenom, conseillerNomFamille, ...s }) => ({
      ...s,
      formationType: s.formationType as TrainingSession['formationType'],
      inscrits: Number(s.inscrits),
      conseillerNom:
        conseillerNomFamille === null ? null : personName({ prenom: conseillerPrenom, nom: conseillerNomFamille }),
    }));
  }

  async function oneSession(id: number) {
    const [found] = await sessions(eq(trainingSessions.id, id));
    if (!found) throw notFound(OUTCOMES_MESSAGES.sessionNotFound);
    return found;
  }

  async function enrolments(where: ReturnType<typeof eq>) {
    const found = await db
      .select({
        id: trainingEnrolments.id,
        sessionId: trainingEnrolments.sessionId,
        apprenantId: trainingEnrolments.learnerId,
        prenom: learner.prenom,
        nom: learner.nom,
        dateEntree: trainingEnrolments.dateEntree,
        dateSortie: trainingEnrolments.dateSortie,
        motifSortie: trainingEnrolments.motifSortie,
        detailSortie: trainingEnrolments.detailSortie,
      })
      .from(trainingEnrolments)
      .innerJoin(learner, eq(learner.id, trainingEnrolments.learnerId))
      .where(where)
      .orderBy(asc(learner.nom), asc(learner.prenom), asc(trainingEnrolments.id));
    const ids = found.map((e) => e.id);
    const outcomes = ids.length
      ? await db.select().from(trainingOutcomes).where(inArray(trainingOutcomes.enrolmentId, ids))
      : [];
    const order = { SORTIE: 0, M3: 1, M6: 2 } as Record<string, number>;
    return found.map(
      ({ prenom, nom, ...e }): Enrolment => ({
        ...e,
        apprenantNom: personName({ prenom, nom }),
        motifSortie: e.motifSortie as Enrolment['motifSortie'],
        situations: outcomes
          .filter((o) => o.enrolmentId === e.id)
          .sort((a, b) => (order[a.etape] ?? 0) - (order[b.etape] ?? 0))
          .map((o) => ({
            etape: o.etape as OutcomeStage,
            situation: o.situation as Enrolment['situations'][number]['situation'],
            employeur: o.employeur,
            dateDebut: o.dateDebut,
            dateFin: o.dateFin,
            dureeMois: o.dureeMois,
            source: o.source,
            majLe: o.recordedAt.toISOString(),
          })),
      }),
    );
  }

  async function enrolment(id: number) {
    const [found] = await enrolments(eq(trainingEnrolments.id, id));
    if (!found) throw notFound(OUTCOMES_MESSAGES.enrolmentNotFound);
    return found;
  }

  async function checkAdviser(id: number | null) {
    if (id === null) return;
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...STAFF])));
    if (!found) throw badRequest(OUTCOMES_MESSAGES.adviserNotFound);
  }

  async function programmes(where?: ReturnType<typeof eq>): Promise<Programme[]> {
    const found = await db
      .select({
        id: trainingProgrammes.id,
        nom: trainingProgrammes.nom,
        type: trainingProgrammes.type,
        publie: trainingProgrammes.publie,
        sessions: sql<number>`(select count(*)::int from training_sessions ts where ts.programme_id = "training_programmes"."id")`,
        inscrits: sql<number>`(select count(*)::int from training_enrolments te join training_sessions ts on ts.id = te.session_id where ts.programme_id = "training_programmes"."id")`,
      })
      .from(trainingProgrammes)
      .where(where)
      .orderBy(asc(trainingProgrammes.nom), asc(trainingProgrammes.id));
    return found.map((p) => ({
      ...p,
      type: p.type as Programme['type'],
      sessions: Number(p.sessions),
      inscrits: Number(p.inscrits),
    }));
  }

  async function programme(id: number): Promise<ProgrammeDetail> {
    const [found] = await programmes(eq(trainingProgrammes.id, id));
    if (!found) throw notFound(OUTCOMES_MESSAGES.programmeNotFound);
    return { ...found, listeSessions: await sessions(eq(trainingSessions.programmeId, id)) };
  }

  return {
    programmes: () => programmes(),
    programme,

    async createProgramme(values: ProgrammeValues) {
      const [row] = await db.insert(trainingProgrammes).values(values).returning({ id: trainingProgrammes.id });
      return programme(row!.id);
    },

    async updateProgramme(id: number, values: ProgrammeValues) {
      const [row] = await db
        .update(trainingProgrammes)
        .set(values)
        .where(eq(trainingProgrammes.id, id))
        .returning({ id: trainingProgrammes.id });
      if (!row) throw notFound(OUTCOMES_MESSAGES.programmeNotFound);
      return programme(id);
    },

    async setPublication(id: number, publie: boolean) {
      const [row] = await db
        .update(trainingProgrammes)
        .set({ publie })
        .where(eq(trainingProgrammes.id, id))
        .returning({ id: trainingProgrammes.id });
      if (!row) throw notFound(OUTCOMES_MESSAGES.programmeNotFound);
      return programme(id);
    },

    async removeProgramme(id: number) {
      await programme(id);
      const [used] = await db.select({ n: count() }).from(trainingSessions).where(eq(trainingSessions.programmeId, id));
      if (Number(used?.n ?? 0) > 0) throw conflict(OUTCOMES_MESSAGES.programmeHasSessions);
      await db.delete(trainingProgrammes).where(eq(trainingProgrammes.id, id));
    },

    async createSession(programmeId: number, values: SessionValues) {
      await programme(programmeId);
      await checkAdviser(values.conseillerId);
      const [row] = await db
        .insert(trainingSessions)
        .values({ ...values, programmeId })
        .returning({ id: trainingSessions.id });
      return oneSession(row!.id);
    },

    async session(id: number): Promise<SessionDetail> {
      const found = await oneSession(id);
      return { ...found, inscriptions: await enrolments(eq(trainingEnrolments.sessionId, id)) };
    },

    async updateSession(id: number, values: SessionValues) {
      await oneSession(id);
      await checkAdviser(values.conseillerId);
      await db.update(trainingSessions).set(values).where(eq(trainingSessions.id, id));
      return oneSession(id);
    },

    async removeSession(id: number) {
      const found = await oneSession(id);
      if (found.inscrits > 0) throw conflict(OUTCOMES_MESSAGES.sessionHasEnrolments);
      await db.delete(trainingSessions).where(eq(trainingSessions.id, id));
    },

    async enrol(sessionId: number, values: EnrolmentInput) {
      await oneSession(sessionId);
      const [person] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, values.apprenantId), inArray(users.role, [...CANDIDATES])));
      if (!person) throw badRequest(OUTCOMES_MESSAGES.learnerNotFound);
      try {
        const [row] = await db
          .insert(trainingEnrolments)
          .values({ sessionId, learnerId: values.apprenantId, dateEntree: values.dateEntree })
          .returning({ id: trainingEnrolments.id });
        return enrolment(row!.id);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(OUTCOMES_MESSAGES.alreadyEnrolled);
        throw err;
      }
    },

    async updateEnrolment(id: number, values: EnrolmentValues) {
      await enrolment(id);
      await db
        .update(trainingEnrolments)
        .set({ ...values, detailSortie: values.motifSortie === 'ABANDON' ? values.detailSortie : null })
        .where(eq(trainingEnrolments.id, id));
      return enrolment(id);
    },

    async removeEnrolment(id: number) {
      const [row] = await db
        .delete(trainingEnrolments)
        .where(eq(trainingEnrolments.id, id))
        .returning({ id: trainingEnrolments.id });
      if (!row) throw notFound(OUTCOMES_MESSAGES.enrolmentNotFound);
    },

    async recordOutcome(id: number, etape: OutcomeStage, values: OutcomeValues) {
      const found = await enrolment(id);
      if (!found.dateSortie) throw badRequest(OUTCOMES_MESSAGES.notExited);
      const job = !['FORMATION', 'RECHERCHE', 'AUTRE'].includes(values.situation);
      const row = {
        situation: values.situation,
        employeur: job ? values.employeur : null,
        dateDebut: job ? values.dateDebut : null,
        dateFin: job ? values.dateFin : null,
        dureeMois: job ? values.dureeMois : null,
        source: 'EQUIPE' as const,
        recordedAt: new Date(),
      };
      await db
        .insert(trainingOutcomes)
        .values({ enrolmentId: id, etape, ...row })
        .onConflictDoUpdate({ target: [trainingOutcomes.enrolmentId, trainingOutcomes.etape], set: row });
      return enrolment(id);
    },

    async removeOutcome(id: number, etape: OutcomeStage) {
      const [row] = await db
        .delete(trainingOutcomes)
        .where(and(eq(trainingOutcomes.enrolmentId, id), eq(trainingOutcomes.etape, etape)))
        .returning({ id: trainingOutcomes.id });
      if (!row) throw notFound(OUTCOMES_MESSAGES.outcomeNotFound);
      return enrolment(id);
    },

    async learners(search?: string): Promise<LearnerOption[]> {
      const words = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : undefined;
      const found = await db
        .select({ id: users.id, prenom: users.prenom, nom: users.nom, email: users.email })
        .from(users)
        .where(
          and(
            inArray(users.role, [...CANDIDATES]),
            words ? or(ilike(users.nom, words), ilike(users.prenom, words), ilike(users.email, words)) : undefined,
          ),
        )
        .orderBy(asc(users.nom), asc(users.prenom))
        .limit(20);
      return found.map((u) => ({ id: u.id, nom: personName(u), email: u.email }));
    },

    async mine(userId: number): Promise<MyEnrolment[]> {
      const own = await enrolments(eq(trainingEnrolments.learnerId, userId));
      const result: MyEnrolment[] = [];
      for (const e of own) {
        const s = await oneSession(e.sessionId);
        result.push({
          ...e,
          formationNom: s.formationNom,
          formationType: s.formationType,
          dateDebut: s.dateDebut,
          dateFin: s.dateFin,
          lieu: s.lieu,
          conseillerNom: s.conseillerNom,
        });
      }
      return result.sort((a, b) => b.dateDebut.localeCompare(a.dateDebut));
    },
  };
}

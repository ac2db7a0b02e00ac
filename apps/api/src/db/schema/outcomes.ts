// Training programmes, their sessions, learners' enrolments and their situation after the training (issue 36):
// what the six-month indicators (France Travail, Qualiopi indicator 2) are computed from.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

export const trainingProgrammes = pgTable('training_programmes', {
  id: id(),
  nom: text('nom').notNull(),
  /** One of PROGRAMME_KINDS (shared). */
  type: text('type').notNull(),
  /** An administrator chose to show its results on the public page « Nos résultats ». */
  publie: boolean('publie').notNull().default(false),
  ...timestamps(),
});

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: id(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => trainingProgrammes.id, { onDelete: 'restrict' }),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    lieu: text('lieu'),
    /** The adviser in charge (a staff account). */
    conseillerId: integer('conseiller_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('training_sessions_programme_idx').on(t.programmeId),
    index('training_sessions_conseiller_idx').on(t.conseillerId),
  ],
);

export const trainingEnrolments = pgTable(
  'training_enrolments',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'restrict' }),
    learnerId: integer('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateEntree: date('date_entree', { mode: 'string' }).notNull(),
    dateSortie: date('date_sortie', { mode: 'string' }),
    /** One of EXIT_REASONS (shared), set with dateSortie. */
    motifSortie: text('motif_sortie'),
    /** Why the learner left early. */
    detailSortie: text('detail_sortie'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('training_enrolments_session_learner_idx').on(t.sessionId, t.learnerId),
    index('training_enrolments_learner_idx').on(t.learnerId),
    index('training_enrolments_exit_idx').on(t.dateSortie),
    check('training_enrolments_exit_check', sql`(${t.dateSortie} is null) = (${t.motifSortie} is null)`),
  ],
);

export const trainingOutcomes = pgTable(
  'training_outcomes',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => trainingEnrolments.id, { onDelete: 'cascade' }),
    /** One of OUTCOME_STAGES (shared): at exit, three months, six months. */
    etape: text('etape').notNull(),
    /** One of OUTCOME_SITUATIONS (shared). */
    situation: text('situation').notNull(),
    employeur: text('employeur'),
    dateDebut: date('date_debut', { mode: 'string' }),
    /** Last day of the contract. */
    dateFin: date('date_fin', { mode: 'string' }),
    dureeMois: integer('duree_mois'),
    /** Who gave it: EQUIPE (staff) or APPRENANT (the learner, through her follow-up link). */
    source: text('source', { enum: ['EQUIPE', 'APPRENANT'] })
      .notNull()
      .default('EQUIPE'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_outcomes_enrolment_stage_idx').on(t.enrolmentId, t.etape)],
);

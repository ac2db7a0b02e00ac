// Job-dating events (SPEC §3 Job dating) and the invitations sent to candidates (SPEC §3 Invitation, §4).
import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';
import { invitationStateEnum } from './enums';
import { users } from './users';

export const jobDatings = pgTable(
  'job_datings',
  {
    id: id(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    auteurId: integer('auteur_id').references(() => users.id, { onDelete: 'set null' }),
    lieu: text('lieu').notNull(),
    thematique: text('thematique').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('job_datings_date_idx').on(t.date.desc()), index('job_datings_auteur_id_idx').on(t.auteurId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    jobDatingId: integer('job_dating_id')
      .notNull()
      .references(() => jobDatings.id, { onDelete: 'cascade' }),
    candidatId: integer('candidat_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** EN_ATTENTE on creation; CONFIRMÉE on accept; REFUSÉE or ANNULEE on cancel (SPEC §4). */
    etatInvitation: invitationStateEnum('etat_invitation').notNull().default('EN_ATTENTE'),
    /** Marked by staff at the event (« Présent(e) »), whatever the answer: someone may come without confirming. */
    present: boolean('present').notNull().default(false),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    unique('invitations_job_dating_candidat_key').on(t.jobDatingId, t.candidatId),
    index('invitations_candidat_id_idx').on(t.candidatId),
  ],
);

export type JobDating = typeof jobDatings.$inferSelect;
export type NewJobDating = typeof jobDatings.$inferInsert;
export type Invitation = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;

// The three- and six-month follow-up e-mails sent to learners after their exit, and the adviser's reminder for those
// who did not answer (features/follow-ups).
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { trainingEnrolments } from './outcomes';

/**
 * One follow-up of one enrolment at one stage: the row is the sent marker (at most one per enrolment and stage,
 * written in the transaction that queues the e-mail), and its id is what the signed link names.
 */
export const trainingFollowUps = pgTable(
  'training_follow_ups',
  {
    id: id(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => trainingEnrolments.id, { onDelete: 'cascade' }),
    /** M3 or M6 (OUTCOME_STAGES, shared). */
    etape: text('etape', { enum: ['M3', 'M6'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** When the learner answered through the link. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the session's adviser was sent the reminder listing this learner (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('training_follow_ups_enrolment_stage_idx').on(t.enrolmentId, t.etape),
    index('training_follow_ups_sent_idx').on(t.sentAt),
  ],
);

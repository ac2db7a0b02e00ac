// Who is in which interview waiting room, interview call or voice room, shared by every API process: one row per
// socket and room, refreshed by its process so that rows of a process that died stop counting (see features/rtc).
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { interviews } from './interviews';
import { users } from './users';

export const rtcPresence = pgTable(
  'rtc_presence',
  {
    connectionId: text('connection_id').notNull(),
    /** `entretien:<id>` or `salon:<name>`. */
    room: text('room').notNull(),
    processId: text('process_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** waiting (interview waiting room) or call (in the room). */
    state: text('state').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.room] }), index('rtc_presence_room_idx').on(t.room)],
);

/** An interview whose candidate has been let in by its staff member; "Faire patienter" removes the row. */
export const rtcAdmissions = pgTable('rtc_admissions', {
  interviewId: integer('interview_id')
    .primaryKey()
    .references(() => interviews.id, { onDelete: 'cascade' }),
  admittedBy: integer('admitted_by').references(() => users.id, { onDelete: 'set null' }),
  admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull().defaultNow(),
});

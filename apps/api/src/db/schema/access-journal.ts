// The access journal: who from the organisation read or changed a person's data, what, when and from which address.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

export const accessJournal = pgTable(
  'access_journal',
  {
    id: id(),
    /** Whose data; erased with her (her erasure itself is journaled with no person: she no longer exists). */
    personId: integer('person_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member; the name and role below keep what they were at the time. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    staffRole: text('staff_role').notNull(),
    /** One of ACCESS_KINDS (packages/shared). */
    kind: text('kind').notNull(),
    /** The caller's address as request.ip gives it (TRUST_PROXY decides whether a proxy's header counts). */
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('access_journal_person_at_idx').on(t.personId, t.at.desc(), t.id.desc()),
    index('access_journal_staff_at_idx').on(t.staffId, t.at.desc()),
    index('access_journal_at_idx').on(t.at.desc(), t.id.desc()),
  ],
);

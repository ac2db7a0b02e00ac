// Reading the access journal: a person's own entries, the admins' search, and the purge after 12 months.
import {
  ACCESS_JOURNAL_RETENTION_MONTHS,
  ACCESS_KINDS,
  type AccessJournalAdminEntry,
  type AccessJournalEntry,
  type AccessKind,
  type Role,
} from '@tremplin/shared';
import { and, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accessJournal, users } from '../../db/schema';
import { PARIS } from '../../lib/paris-time';
import { containsIgnoringAccents, personNameSql } from '../../lib/sql-text';

export interface JournalSearch {
  page: number;
  size: number;
  personne?: string;
  personnel?: string;
  type?: AccessKind;
  du?: string;
  au?: string;
}

const entryOf = (row: {
  id: number;
  kind: string;
  staffId: number | null;
  staffName: string;
  staffRole: string;
  at: Date;
}): AccessJournalEntry => ({
  id: row.id,
  type: row.kind as AccessKind,
  libelle: ACCESS_KINDS[row.kind as AccessKind] ?? row.kind,
  personnel: { id: row.staffId, nom: row.staffName, role: row.staffRole as Role },
  date: row.at.toISOString(),
});

/** `months` calendar months before `d`. */
const monthsBefore = (d: Date, months: number) => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() - months);
  return r;
};

export function createAccessJournalService(app: FastifyInstance) {
  const db = app.db;
  const columns = {
    id: accessJournal.id,
    kind: accessJournal.kind,
    staffId: accessJournal.staffId,
    staffName: accessJournal.staffName,
    staffRole: accessJournal.staffRole,
    at: accessJournal.at,
  };

  return {
    /** Her own entries, newest first. */
    async ofPerson(personId: number, page: number, size: number) {
      const where = eq(accessJournal.personId, personId);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(accessJournal)
          .where(where)
          .orderBy(desc(accessJournal.at), desc(accessJournal.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(accessJournal).where(where),
      ]);
      return { items: rows.map(entryOf), totalElements: total?.n ?? 0 };
    },

    /** The admins' search, newest first. */
    async search(q: JournalSearch) {
      const personLabel = personNameSql({ prenom: users.prenom, nom: users.nom });
      const conditions: (SQL | undefined)[] = [
        q.type ? eq(accessJournal.kind, q.type) : undefined,
        q.du ? sql`${accessJournal.at} >= (${q.du}::date)::timestamp at time zone ${PARIS}` : undefined,
        q.au ? sql`${accessJournal.at} < (${q.au}::date + 1)::timestamp at time zone ${PARIS}` : undefined,
        q.personnel ? containsIgnoringAccents(accessJournal.staffName, q.personnel) : undefined,
        q.personne
          ? or(containsIgnoringAccents(personLabel, q.personne), containsIgnoringAccents(users.email, q.personne))
          : undefined,
      ];
      const where = and(...conditions.filter((c): c is SQL => c !== undefined));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...columns,
            address: accessJournal.address,
            personId: users.id,
            personName: personLabel,
            personEmail: users.email,
          })
          .from(accessJournal)
          .leftJoin(users, eq(users.id, accessJournal.personId))
          .where(where)
          .orderBy(desc(accessJournal.at), desc(accessJournal.id))
          .limit(q.size)
          .offset(q.page * q.size),
        db
          .select({ n: count() })
          .from(accessJournal)
          .leftJoin(users, eq(users.id, accessJournal.personId))
          .where(where),
      ]);
      const items: AccessJournalAdminEntry[] = rows.map((row) => ({
        ...entryOf(row),
        personne:
          row.personId === null ? null : { id: row.personId, nom: row.personName, email: row.personEmail ?? '' },
        adresse: row.address,
      }));
      return { items, totalElements: total?.n ?? 0 };
    },

    /** For her data export (right of access): every entry about her, oldest first, with what she may know. */
    async forExport(personId: number) {
      const rows = await db
        .select(columns)
        .from(accessJournal)
        .where(eq(accessJournal.personId, personId))
        .orderBy(accessJournal.at, accessJournal.id);
      return rows.map(entryOf);
    },

    /** Drops entries older than the retention period; answers how many. */
    async purge(now: Date) {
      const limit = monthsBefore(now, ACCESS_JOURNAL_RETENTION_MONTHS);
      const gone = await db
        .delete(accessJournal)
        .where(lt(accessJournal.at, limit))
        .returning({ id: accessJournal.id });
      return gone.length;
    },
  };
}

export type AccessJournalService = ReturnType<typeof createAccessJournalService>;

// SQL of the messaging feature: the three boxes on their indexes; their counts and the unread counter read from the
// counters the 0015 triggers keep (message_box_counts), never by counting a box.
import { STAFF } from '@tremplin/shared';
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { messageBoxCounts, messages, users } from '../../db/schema';
import { likePattern } from '../../lib/sql-text';

export type Box = 'destinataire' | 'expediteur' | 'supprime';

const sender = alias(users, 'expediteur');
const recipient = alias(users, 'destinataire');

const BOX_COUNTER = {
  destinataire: messageBoxCounts.inbox,
  expediteur: messageBoxCounts.sent,
  supprime: messageBoxCounts.deleted,
} as const;

/** Which rows a box holds for a user (per-party deletion, DESIGN difference 6). */
export function boxCondition(box: Box, uid: number | Placeholder): SQL {
  if (box === 'destinataire')
    return and(eq(messages.destinataireId, uid), isNull(messages.deletedByRecipientAt)) as SQL;
  if (box === 'expediteur') return and(eq(messages.expediteurId, uid), isNull(messages.deletedBySenderAt)) as SQL;
  return or(
    and(eq(messages.destinataireId, uid), isNotNull(messages.deletedByRecipientAt)),
    and(eq(messages.expediteurId, uid), isNotNull(messages.deletedBySenderAt)),
  ) as SQL;
}

/** Search on the subject and on the other party's name (accents are kept: the subject index stays usable). */
function searchCondition(box: Box, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const other = box === 'destinataire' ? sender : recipient;
  return or(
    ilike(messages.sujet, pattern),
    ilike(other.nom, pattern),
    ilike(other.prenom, pattern),
    box === 'supprime' ? or(ilike(sender.nom, pattern), ilike(sender.prenom, pattern)) : undefined,
  );
}

export const messageColumns = {
  id: messages.id,
  sujet: messages.sujet,
  contenu: messages.contenu,
  dateHeure: messages.dateHeure,
  estLu: messages.estLu,
  version: messages.version,
  destinataireId: messages.destinataireId,
  expediteurId: messages.expediteurId,
  deletedBySenderAt: messages.deletedBySenderAt,
  deletedByRecipientAt: messages.deletedByRecipientAt,
  expediteurNom: sender.nom,
  expediteurPrenom: sender.prenom,
  destinataireNom: recipient.nom,
  destinatairePrenom: recipient.prenom,
};

export type MessageRow = {
  id: number;
  sujet: string;
  contenu: string;
  dateHeure: Date;
  estLu: boolean;
  version: number;
  destinataireId: number | null;
  expediteurId: number | null;
  deletedBySenderAt: Date | null;
  deletedByRecipientAt: Date | null;
  expediteurNom: string | null;
  expediteurPrenom: string | null;
  destinataireNom: string | null;
  destinatairePrenom: string | null;
};

const withParties = (db: Database) =>
  db
    .select(messageColumns)
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.expediteurId))
    .leftJoin(recipient, eq(recipient.id, messages.destinataireId));

const newestFirst = [sql`${messages.dateHeure} desc nulls last`, sql`${messages.id} desc nulls last`];

/** Names of the statements every page view and badge runs (see boxStatements). */
export const STATEMENTS = {
  page: { destinataire: 'box_page_destinataire', expediteur: 'box_page_expediteur', supprime: 'box_page_supprime' },
  count: { destinataire: 'box_count_destinataire', expediteur: 'box_count_expediteur', supprime: 'box_count_supprime' },
  unread: 'box_unread',
} as const satisfies { page: Record<Box, string>; count: Record<Box, string>; unread: string };

const uidParam = sql.placeholder('uid');

/** One page of a box found by a search (a query builder: awaiting it runs it, `.toSQL()` shows it). */
export function searchBoxQuery(db: Database, box: Box, uid: number, page: number, size: number, search: string) {
  return withParties(db)
    .where(and(boxCondition(box, uid), searchCondition(box, search)))
    .orderBy(...newestFirst)
    .limit(size)
    .offset(page * size);
}

/**
 * One page of a box without search (placeholders uid, limit, offset), each row carrying the box's total from its
 * counter: the page and its count in one statement, one round trip. The page's ids are read first, straight from the
 * box's index, and only those rows are joined to their parties: deep pages no longer join every skipped message.
 */
export function boxPageQuery(db: Database, box: Box) {
  const pageIds = db
    .select({ pageId: messages.id })
    .from(messages)
    .where(boxCondition(box, uidParam))
    // Same order as the box indexes (descending, nulls last), so a page is read straight from the index.
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const boxTotal = sql<number>`(select ${BOX_COUNTER[box]} from ${messageBoxCounts} where ${messageBoxCounts.userId} = ${uidParam})`;
  return db
    .select({ ...messageColumns, boxTotal: boxTotal.mapWith(Number) })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.expediteurId))
    .leftJoin(recipient, eq(recipient.id, messages.destinataireId))
    .innerJoin(pageIds, eq(pageIds.pageId, messages.id))
    .orderBy(...newestFirst);
}

/** The count of a box without search (placeholder uid): one row of message_box_counts, none meaning an empty box. */
export const countBoxQuery = (db: Database, box: Box) =>
  db.select({ nb: BOX_COUNTER[box] }).from(messageBoxCounts).where(eq(messageBoxCounts.userId, uidParam));

export const countUnreadQuery = (db: Database) =>
  db.select({ nb: messageBoxCounts.unread }).from(messageBoxCounts).where(eq(messageBoxCounts.userId, uidParam));

const byBox = <T>(make: (box: Box) => T): Record<Box, T> => ({
  destinataire: make('destinataire'),
  expediteur: make('expediteur'),
  supprime: make('supprime'),
});

function prepareBoxStatements(db: Database) {
  return {
    page: byBox((box) => boxPageQuery(db, box).prepare(STATEMENTS.page[box])),
    count: byBox((box) => countBoxQuery(db, box).prepare(STATEMENTS.count[box])),
    unread: countUnreadQuery(db).prepare(STATEMENTS.unread),
  };
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareBoxStatements>>();

/**
 * The statements every page view and badge runs, built once per database handle: their SQL is not rebuilt at each
 * call (a third of the API's work on an inbox page), and a PostgreSQL server parses and plans each once per
 * connection rather than at every call. PGlite ignores the names.
 */
export function boxStatements(db: Database) {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareBoxStatements(db);
    preparedByDatabase.set(db, prepared);
  }
  return prepared;
}

/** A page of a box and the box's total (with a search, the total of what it finds). */
export async function listBox(
  db: Database,
  box: Box,
  uid: number,
  page: number,
  size: number,
  search?: string,
): Promise<{ rows: MessageRow[]; total: number }> {
  if (searchCondition(box, search)) {
    const [rows, total] = await Promise.all([
      searchBoxQuery(db, box, uid, page, size, search as string),
      countBox(db, box, uid, search),
    ]);
    return { rows: rows as MessageRow[], total };
  }
  const rows = await boxStatements(db).page[box].execute({ uid, limit: size, offset: page * size });
  // A page past the end has no row to carry the total: it is read on its own.
  const total = rows[0]?.boxTotal ?? (await countBox(db, box, uid));
  return { rows: rows.map(({ boxTotal: _, ...row }) => row as MessageRow), total };
}

export async function countBox(db: Database, box: Box, uid: number, search?: string): Promise<number> {
  const condition = searchCondition(box, search);
  if (!condition) {
    const [row] = await boxStatements(db).count[box].execute({ uid });
    return row?.nb ?? 0;
  }
  const [row] = await db
    .select({ nb: count() })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.expediteurId))
    .leftJoin(recipient, eq(recipient.id, messages.destinataireId))
    .where(and(boxCondition(box, uid), condition));
  return row?.nb ?? 0;
}

/** Unread messages still in the inbox. */
export async function countUnread(db: Database, uid: number): Promise<number> {
  const [row] = await boxStatements(db).unread.execute({ uid });
  return row?.nb ?? 0;
}

export const findMessage = async (db: Database, id: number) =>
  ((await withParties(db).where(eq(messages.id, id))) as MessageRow[])[0];

export const insertMessage = async (
  db: Database,
  values: { expediteurId: number; destinataireId: number; sujet: string; contenu: string },
) => (await db.insert(messages).values(values).returning({ id: messages.id }))[0]!.id;

export const markRead = (db: Database, id: number) =>
  db
    .update(messages)
    .set({ estLu: true, version: sql`${messages.version} + 1` })
    .where(and(eq(messages.id, id), eq(messages.estLu, false)));

/** Moves the message to a party's deleted box; a user writing to themself deletes both copies at once. */
export const deleteForParty = (db: Database, id: number, asSender: boolean, asRecipient: boolean) =>
  db
    .update(messages)
    .set({
      ...(asSender ? { deletedBySenderAt: sql`coalesce(${messages.deletedBySenderAt}, now())` } : {}),
      ...(asRecipient ? { deletedByRecipientAt: sql`coalesce(${messages.deletedByRecipientAt}, now())` } : {}),
      version: sql`${messages.version} + 1`,
    })
    .where(eq(messages.id, id));

export const findActiveUser = async (db: Database, id: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.active, true)))
  )[0];

/** Active users whose name or e-mail contains the search, for the recipient picker. */
/** Staff find anyone active, by e-mail too; others only visible profiles and staff, by name (no e-mail probing). */
export const searchRecipients = (db: Database, q: string, staffViewer: boolean, limit = 20) => {
  const term = q.trim();
  const pattern = likePattern(term);
  return db
    .select({ id: users.id, nom: users.nom, prenom: users.prenom, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        staffViewer ? undefined : or(eq(users.visibilite, 'VISIBLE'), inArray(users.role, [...STAFF])),
        term
          ? or(
              sql`unaccent(${users.nom}) ilike unaccent(${pattern})`,
              sql`unaccent(${users.prenom}) ilike unaccent(${pattern})`,
              sql`unaccent(${users.prenom} || ' ' || ${users.nom}) ilike unaccent(${pattern})`,
              staffViewer ? ilike(users.email, pattern) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(users.nom, users.prenom, users.id)
    .limit(limit);
};

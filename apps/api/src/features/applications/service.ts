// Applications: the candidate's own list, details, changes, and staff additions (one or many at once).
import {
  APPLICATION_MESSAGES,
  type Application as ApplicationAnswer,
  type ApplicationBatch,
  type ApplicationInput,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationUpdate,
  CANDIDATES,
  type CandidateOption,
  type CommentInput,
  defaultApplicationDate,
  STAFF,
} from '@tremplin/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import {
  type Application,
  applicationComments,
  applicationContacts,
  applications,
  interviews,
  users,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { likePattern, personNameSql } from '../../lib/sql-text';
import type { AuthUser } from '../../plugins/authentication';
import { assertMayActForCandidate } from './policies';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v);

export function toSummary(row: Application): ApplicationSummary {
  return {
    id: row.id,
    entreprise: row.entreprise,
    poste: row.poste,
    url: row.url,
    typeDeContrat: row.typeDeContrat,
    detailsOffre: row.detailsOffre,
    reponse: row.reponse,
    date: row.date,
    dateCreation: row.dateCreation.toISOString(),
    acceptationOffre: row.acceptationOffre,
    commentaire: row.commentaire,
    statueCandidature: row.statueCandidature,
    version: row.version,
    adminId: row.adminId,
    utilisateurId: row.utilisateurId,
  };
}

/** Column values of a payload; a missing date is today + 30 days (SPEC §5). */
function columns(input: ApplicationInput) {
  return {
    entreprise: input.entreprise,
    poste: input.poste,
    url: blankToNull(input.url),
    typeDeContrat: input.typeDeContrat ?? null,
    detailsOffre: blankToNull(input.detailsOffre),
    reponse: blankToNull(input.reponse),
    date: blankToNull(input.date) ?? defaultApplicationDate(),
    acceptationOffre: input.acceptationOffre ?? false,
    commentaire: blankToNull(input.commentaire),
    statueCandidature: input.statueCandidature ?? ('EN_ATTENTE' as ApplicationStatus),
  };
}

const contactValues = (candidatureId: number, input: ApplicationInput) =>
  (input.contacts ?? []).map((c) => ({
    candidatureId,
    nom: c.nom,
    prenom: blankToNull(c.prenom),
    poste: blankToNull(c.poste),
    email: blankToNull(c.email),
    telephone: blankToNull(c.telephone),
    commentaire: blankToNull(c.commentaire),
  }));

/** Search on company, position and contract text, accents ignored. */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const like = likePattern(term);
  return or(
    sql`unaccent(${applications.entreprise}) ilike unaccent(${like})`,
    sql`unaccent(${applications.poste}) ilike unaccent(${like})`,
    ilike(sql`coalesce(${applications.commentaire}, '')`, like),
  );
}

export function createApplicationsService(app: FastifyInstance) {
  const db = app.db;

  async function load(id: number): Promise<Application> {
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
    return row;
  }

  async function assertCandidate(tx: Database | Tx, id: number) {
    const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (!row) throw notFound('Utilisateur introuvable.');
    if (!CANDIDATES.includes(row.role)) throw badRequest(APPLICATION_MESSAGES.notACandidate);
  }

  async function insertOne(tx: Database | Tx, ownerId: number, adminId: number | null, input: ApplicationInput) {
    const [row] = await tx
      .insert(applications)
      .values({ ...columns(input), utilisateurId: ownerId, adminId })
      .returning();
    const created = row as Application;
    const contacts = contactValues(created.id, input);
    if (contacts.length) await tx.insert(applicationContacts).values(contacts);
    return created;
  }

  async function details(row: Application): Promise<ApplicationAnswer> {
    const [contacts, entretiens, commentaires] = await Promise.all([
      db
        .select()
        .from(applicationContacts)
        .where(eq(applicationContacts.candidatureId, row.id))
        .orderBy(asc(applicationContacts.id)),
      db
        .select({ id: interviews.id, date: interviews.date, duree: interviews.duree, lieu: interviews.lieu })
        .from(interviews)
        .where(eq(interviews.candidatureId, row.id))
        .orderBy(asc(interviews.date)),
      db
        .select({
          id: applicationComments.id,
          contenu: applicationComments.contenu,
          dateHeure: applicationComments.dateHeure,
          auteurId: applicationComments.auteurId,
          auteur: personNameSql(users),
        })
        .from(applicationComments)
        .leftJoin(users, eq(users.id, applicationComments.auteurId))
        .where(eq(applicationComments.candidatureId, row.id))
        .orderBy(asc(applicationComments.dateHeure), asc(applicationComments.id)),
    ]);
    return {
      ...toSummary(row),
      contacts: contacts.map((c) => ({
        id: c.id,
        nom: c.nom,
        prenom: c.prenom,
        poste: c.poste,
        email: c.email,
        telephone: c.telephone,
        commentaire: c.commentaire,
      })),
      entretiens: entretiens.map((e) => ({ ...e, date: e.date.toISOString() })),
      commentaires: commentaires.map((c) => ({ ...c, dateHeure: c.dateHeure.toISOString() })),
    };
  }

  return {
    async get(user: AuthUser, id: number) {
      const row = await load(id);
      assertMayActForCandidate(user, row.utilisateurId);
      return details(row);
    },

    async all(uid: number) {
      const rows = await db
        .select()
        .from(applications)
        .where(eq(applications.utilisateurId, uid))
        .orderBy(desc(applications.date), desc(applications.id));
      return rows.map(toSummary);
    },

    async page(uid: number, page: number, size: number, search?: string, statut?: ApplicationStatus) {
      const where = and(
        eq(applications.utilisateurId, uid),
        searchCondition(search),
        statut ? eq(applications.statueCandidature, statut) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(applications)
          .where(where)
          .orderBy(desc(applications.date), desc(applications.id))
          .limit(size)
          .offset(page * size),
        db.select({ nb: count() }).from(applications).where(where),
      ]);
      return { items: rows.map(toSummary), totalElements: total?.nb ?? 0 };
    },

    async count(uid: number, search?: string) {
      const [row] = await db
        .select({ nb: count() })
        .from(applications)
        .where(and(eq(applications.utilisateurId, uid), searchCondition(search)));
      return { nb: row?.nb ?? 0 };
    },

    async dateRange(uid: number, from: string, to: string) {
      if (from > to) throw badRequest(APPLICATION_MESSAGES.dateRangeOrder);
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.utilisateurId, uid), gte(applications.date, from), lte(applications.date, to)))
        .orderBy(asc(applications.date), asc(applications.id));
      return rows.map(toSummary);
    },

    async create(user: AuthUser, uid: number, input: ApplicationInput) {
      assertMayActForCandidate(user, uid);
      const row = await db.transaction(async (tx) => {
        await assertCandidate(tx, uid);
        return insertOne(tx, uid, STAFF.includes(user.role) ? user.id : null, input);
      });
      return details(row);
    },

    /** Staff add for a candidate; the recorded staff member is the one named in the path. */
    async createForCandidate(cefId: number, candidatId: number, input: ApplicationInput) {
      const row = await db.transaction(async (tx) => {
        const [staff] = await tx.select({ role: users.role }).from(users).where(eq(users.id, cefId));
        if (!staff || !STAFF.includes(staff.role)) throw badRequest(APPLICATION_MESSAGES.unknownStaff);
        await assertCandidate(tx, candidatId);
        return insertOne(tx, candidatId, cefId, input);
      });
      return details(row);
    },

    /** One offer to many candidates in one transaction: every candidate must exist, or nothing is added. */
    async createBatch(user: AuthUser, batch: ApplicationBatch) {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, batch.candidatIds), inArray(users.role, [...CANDIDATES])));
        if (found.length !== batch.candidatIds.length) throw badRequest(APPLICATION_MESSAGES.unknownCandidates);
        const values = columns(batch.candidature);
        const rows = await tx
          .insert(applications)
          .values(batch.candidatIds.map((id) => ({ ...values, utilisateurId: id, adminId: user.id })))
          .returning();
        const contacts = rows.flatMap((r) => contactValues(r.id, batch.candidature));
        if (contacts.length) await tx.insert(applicationContacts).values(contacts);
        return { items: rows.map(toSummary), totalElements: rows.length };
      });
    },

    /** Version-guarded update; the contact list, when sent, replaces the stored one. */
    async update(user: AuthUser, uid: number, input: ApplicationUpdate) {
      assertMayActForCandidate(user, uid);
      const current = await load(input.id);
      if (current.utilisateurId !== uid) throw notFound(APPLICATION_MESSAGES.notFound);
      const row = await db.transaction(async (tx) => {
        const { date, ...rest } = columns(input);
        const [updated] = await tx
          .update(applications)
          .set({ ...rest, date, version: sql`${applications.version} + 1` })
          .where(and(eq(applications.id, input.id), eq(applications.version, input.version)))
          .returning();
        if (!updated) throw conflict();
        if (input.contacts) {
          await tx.delete(applicationContacts).where(eq(applicationContacts.candidatureId, input.id));
          const contacts = contactValues(input.id, input);
          if (contacts.length) await tx.insert(applicationContacts).values(contacts);
        }
        return updated;
      });
      return details(row);
    },

    async remove(user: AuthUser, id: number, ownerId?: number) {
      const row = await load(id);
      assertMayActForCandidate(user, row.utilisateurId);
      if (ownerId !== undefined && row.utilisateurId !== ownerId) throw notFound(APPLICATION_MESSAGES.notFound);
      await db.delete(applications).where(eq(applications.id, id));
    },

    async comment(user: AuthUser, id: number, input: CommentInput) {
      const row = await load(id);
      assertMayActForCandidate(user, row.utilisateurId);
      // An erased candidate's application is kept for the totals only: nothing more is written about them.
      if (row.utilisateurId === null) throw notFound(APPLICATION_MESSAGES.notFound);
      await db.insert(applicationComments).values({ candidatureId: id, auteurId: user.id, contenu: input.contenu });
      return details(row);
    },

    async candidates(page: number, size: number, search?: string) {
      const term = search?.trim();
      const like = term ? likePattern(term) : undefined;
      const where = and(
        inArray(users.role, [...CANDIDATES]),
        like
          ? or(
              sql`unaccent(${users.nom} || ' ' || ${users.prenom}) ilike unaccent(${like})`,
              sql`unaccent(${users.prenom} || ' ' || ${users.nom}) ilike unaccent(${like})`,
              ilike(users.email, like),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: users.id, nom: users.nom, prenom: users.prenom, email: users.email, ville: users.ville })
          .from(users)
          .where(where)
          .orderBy(asc(users.nom), asc(users.prenom), asc(users.id))
          .limit(size)
          .offset(page * size),
        db.select({ nb: count() }).from(users).where(where),
      ]);
      return { items: rows as CandidateOption[], totalElements: total?.nb ?? 0 };
    },
  };
}

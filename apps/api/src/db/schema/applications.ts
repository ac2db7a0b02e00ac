// Job applications (SPEC §3 Application, "candidature") with their contacts and comments.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';
import { applicationStatusEnum, contractTypeEnum } from './enums';
import { users } from './users';

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /**
     * The candidate whose application it is; null once they are erased, the application kept (without their free
     * text) so that the staff's totals do not change.
     */
    utilisateurId: integer('utilisateur_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who recorded it, when not the candidate. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    entreprise: text('entreprise').notNull(),
    poste: text('poste').notNull(),
    url: text('url'),
    typeDeContrat: contractTypeEnum('type_de_contrat'),
    detailsOffre: text('details_offre'),
    reponse: text('reponse'),
    /** Calendar date ('YYYY-MM-DD'); the API defaults it to 30 days ahead (SPEC §5). */
    date: date('date', { mode: 'string' }).notNull(),
    dateCreation: timestamp('date_creation', { withTimezone: true }).notNull().defaultNow(),
    acceptationOffre: boolean('acceptation_offre').notNull().default(false),
    commentaire: text('commentaire'),
    statueCandidature: applicationStatusEnum('statue_candidature').notNull().default('EN_ATTENTE'),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('applications_utilisateur_date_idx').on(t.utilisateurId, t.date.desc()),
    index('applications_admin_id_idx').on(t.adminId),
  ],
);

/** People to reach about an application (SPEC's `contacts`). */
export const applicationContacts = pgTable(
  'application_contacts',
  {
    id: id(),
    candidatureId: integer('candidature_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    prenom: text('prenom'),
    poste: text('poste'),
    email: text('email'),
    telephone: text('telephone'),
    commentaire: text('commentaire'),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('application_contacts_candidature_id_idx').on(t.candidatureId)],
);

/** Dated remarks on an application by the candidate or staff. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: id(),
    candidatureId: integer('candidature_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    auteurId: integer('auteur_id').references(() => users.id, { onDelete: 'set null' }),
    contenu: text('contenu').notNull(),
    dateHeure: timestamp('date_heure', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
    ...timestamps(),
  },
  (t) => [index('application_comments_candidature_id_idx').on(t.candidatureId, t.dateHeure)],
);

/**
 * Applications per candidate, kept by a trigger on `applications` in the same transaction as every insert, delete or
 * change of owner (migration 0003). /compte-candidatures sorts and pages these rows instead of counting 200,000
 * applications on each call. The candidate's sortable fields are copied here (migration 0004, kept by triggers on
 * users) so that a page sorted by any column is a walk of one partial index, never a sort of every candidate.
 */
export const applicationTotals = pgTable(
  'application_totals',
  {
    utilisateurId: integer('utilisateur_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
    nom: text('nom'),
    prenom: text('prenom'),
    email: text('email'),
    /** The e-mail as sorted (lowercase), a column so that its index alone can serve a deep page (migration 0019). */
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    ville: text('ville'),
    referentNom: text('referent_nom'),
    referentPrenom: text('referent_prenom'),
  },
  (t) => [
    index('application_totals_total_idx').on(t.total, t.utilisateurId).where(sql`${t.total} > 0`),
    // The unsorted order: read from this index alone, not from the table (migration 0019).
    index('application_totals_owner_idx').on(t.utilisateurId).where(sql`${t.total} > 0`),
    index('application_totals_nom_idx').on(t.nom, t.prenom, t.utilisateurId).where(sql`${t.total} > 0`),
    index('application_totals_prenom_idx').on(t.prenom, t.nom, t.utilisateurId).where(sql`${t.total} > 0`),
    index('application_totals_email_idx').on(t.emailKey, t.utilisateurId).where(sql`${t.total} > 0`),
    index('application_totals_ville_idx').on(t.ville, t.utilisateurId).where(sql`${t.total} > 0`),
    index('application_totals_referent_idx')
      .on(t.referentNom, t.referentPrenom, t.utilisateurId)
      .where(sql`${t.total} > 0`),
  ],
);

/**
 * How many candidates have at least one application: one row, kept by statement triggers on application_totals in
 * the same transaction (migration 0020), so that a page of /compte-candidatures without a search does not count
 * every candidate's row to show the total.
 */
export const applicationTotalsCount = pgTable(
  'application_totals_count',
  {
    id: boolean('id').primaryKey().default(true),
    candidates: integer('candidates').notNull(),
  },
  (t) => [check('application_totals_count_one_row', sql`${t.id}`)],
);

export type Application = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type ApplicationContact = typeof applicationContacts.$inferSelect;
export type NewApplicationContact = typeof applicationContacts.$inferInsert;
export type ApplicationComment = typeof applicationComments.$inferSelect;
export type NewApplicationComment = typeof applicationComments.$inferInsert;

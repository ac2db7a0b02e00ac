// Every account: job seekers and learners, recruiters and staff (SPEC §3 User), with profile, links, files and diploma data.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';
import { contractTypeEnum, defaultAvatarEnum, roleEnum, visibilityEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** argon2id hash; SPEC's clear `motDePasse` is only ever a request field. Null for social-login-only accounts. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull(),
    /** False until the e-mailed confirmation link is used (SPEC §4 Account), or after self-deactivation. */
    active: boolean('active').notNull().default(false),
    visibilite: visibilityEnum('visibilite').notNull().default('VISIBLE'),
    version: version(),
    /** Bumped when the account's sessions end; access tokens carry the value they were signed with. */
    sessionGeneration: integer('session_generation').notNull().default(0),

    /** Stored upper-cased (SPEC §5). */
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    description: text('description'),
    metier: text('metier'),
    typeDeContrat: contractTypeEnum('type_de_contrat'),
    ville: text('ville'),
    experience: text('experience'),
    telephone: text('telephone'),
    commentaire: text('commentaire'),
    admission: text('admission'),
    /** The person is or was a learner of the organisation (SPEC's `{product}` field, DESIGN's reading). */
    tremplin: boolean('tremplin').notNull().default(false),
    referentCEFId: integer('referent_cef_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),

    // Files: storage keys of stored_files rows (relative to DATA_DIR/uploads), kept here because SPEC returns them on the user.
    photoParDefaut: defaultAvatarEnum('photo_par_defaut'),
    cheminImage: text('chemin_image'),
    cheminCv: text('chemin_cv'),
    cheminCertif: text('chemin_certif').array().notNull().default(sql`'{}'::text[]`),
    urlVideo: text('url_video'),
    urlVideoExterne: text('url_video_externe'),

    lienPortefolio: text('lien_portefolio'),
    facebook: text('facebook'),
    linkedIn: text('linkedin'),
    behance: text('behance'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    github: text('github'),

    /** OpenID Connect subject of the linked LinkedIn account, for social sign-in. */
    linkedinSubject: text('linkedin_subject'),
    socialNetworkAvatarURL: text('social_network_avatar_url'),

    niveauDiplome: text('niveau_diplome'),
    nomDiplome: text('nom_diplome'),
    poeInteressees: text('poe_interessees').array().notNull().default(sql`'{}'::text[]`),
    titreDiplomantInteresse: text('titre_diplomant_interesse'),
    formationsCourtesInteressees: text('formations_courtes_interessees'),
    zoneGeographique: text('zone_geographique'),

    /** The person agreed to be in the talent pool shown to recruiters (history in consent_records). */
    talentPoolConsent: boolean('talent_pool_consent').notNull().default(false),
    /** Last sign-in or staff activity: the retention period runs from here. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a self-deletion: the account is erased for good at this time unless the person signs in again. */
    erasureDueAt: timestamp('erasure_due_at', { withTimezone: true }),
    /** When the retention warning was e-mailed; cleared by any new activity. */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),

    /** Accounts opened by staff: when the latest invitation to choose a password was sent, and until when it is valid. */
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    /** When the person chose their password with the invitation. */
    invitationAcceptedAt: timestamp('invitation_accepted_at', { withTimezone: true }),

    /** Set when staff merged this account into another (docs/decisions/0020): closed, its sign-in leads there. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }),

    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_linkedin_subject_key').on(t.linkedinSubject),
    index('users_role_idx').on(t.role),
    index('users_visibilite_idx').on(t.visibilite),
    index('users_created_at_idx').on(t.createdAt.desc()),
    index('users_ville_idx').on(t.ville),
    index('users_referent_cef_id_idx').on(t.referentCEFId),
    index('users_last_activity_at_idx').on(t.lastActivityAt),
    index('users_erasure_due_at_idx').on(t.erasureDueAt).where(sql`${t.erasureDueAt} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// The staff's prospecting table (SPEC §3 Prospect, shown at /admin/tableau-cef) and NTC records (SPEC §3 NTC).
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';

export const ntc = pgTable('ntc', {
  id: id(),
  nom: text('nom').notNull(),
  prenom: text('prenom').notNull(),
  ville: text('ville'),
  actif: boolean('actif').notNull().default(true),
  version: version(),
  ...timestamps(),
});

export const prospects = pgTable(
  'prospects',
  {
    id: id(),
    /** Calendar date ('YYYY-MM-DD'). */
    date: date('date', { mode: 'string' }),
    titreDiplomant: text('titre_diplomant'),
    entreprise: text('entreprise'),
    urlAnnonce: text('url_annonce'),
    poste: text('poste'),
    adresse: text('adresse'),
    ville: text('ville'),
    nomContact: text('nom_contact'),
    posteContact: text('poste_contact'),
    mailContact: text('mail_contact'),
    phoneContact: text('phone_contact'),
    commentaire: text('commentaire'),
    /** One of PROSPECT_STATUSES (shared constants). */
    statue: text('statue').notNull().default('A_CONTACTER'),
    ntcId: integer('ntc_id').references(() => ntc.id, { onDelete: 'set null' }),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('prospects_date_idx').on(t.date.desc()),
    index('prospects_ntc_id_idx').on(t.ntcId),
    index('prospects_statue_idx').on(t.statue),
  ],
);

export type Ntc = typeof ntc.$inferSelect;
export type NewNtc = typeof ntc.$inferInsert;
export type Prospect = typeof prospects.$inferSelect;
export type NewProspect = typeof prospects.$inferInsert;

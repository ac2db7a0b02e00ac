// Prospects of the CEF table (SPEC §3 Prospect, §7 prospect; DESIGN: /admin/tableau-cef is this table).
import { z } from 'zod';
import { PROSPECT_STATUSES, type ProspectStatus } from '../constants';
import { pagedSchema } from '../errors';
import { blankToUndefined, filterText, optionalText, optionalUrl } from './fields';

export const PROSPECT_MESSAGES = {
  notFound: 'Ce prospect est introuvable.',
  entrepriseRequired: 'L’entreprise est obligatoire.',
  invalidDate: 'La date est invalide (jj/mm/aaaa).',
  invalidStatus: 'Ce statut n’existe pas.',
  invalidEmail: 'L’adresse e-mail du contact est invalide.',
  ntcNotFound: 'Le NTC choisi est introuvable.',
  invalidNtc: 'Le NTC est désigné par son numéro.',
  invalidRange: 'La date de début doit précéder la date de fin.',
} as const;

export const PROSPECT_PAGE_SIZE = 20;

export const prospectStatusSchema = z.enum(PROSPECT_STATUSES, PROSPECT_MESSAGES.invalidStatus);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (v: string) => {
  if (!isoDate.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** A calendar date 'YYYY-MM-DD', or nothing. */
const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isCalendarDate(v), PROSPECT_MESSAGES.invalidDate);

/** Built once: building a zod schema costs far more than running it. */
const emailFormat = z.email();
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'L’adresse e-mail est trop longue.')
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || emailFormat.safeParse(v).success, PROSPECT_MESSAGES.invalidEmail);

const ntcId = z
  .union([
    z.coerce.number(PROSPECT_MESSAGES.invalidNtc).int(PROSPECT_MESSAGES.invalidNtc).positive(),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));

/** POST prospect/create: every SPEC field; the status starts at 'to contact' when none is given. */
export const prospectInputSchema = z.object({
  date: optionalDate,
  titreDiplomant: optionalText(200),
  entreprise: z
    .string(PROSPECT_MESSAGES.entrepriseRequired)
    .trim()
    .min(1, PROSPECT_MESSAGES.entrepriseRequired)
    .max(200, 'L’entreprise contient au plus 200 caractères.'),
  urlAnnonce: optionalUrl,
  poste: optionalText(200),
  adresse: optionalText(300),
  ville: optionalText(120),
  nomContact: optionalText(200),
  posteContact: optionalText(200),
  mailContact: optionalEmail,
  phoneContact: optionalText(30),
  commentaire: optionalText(5000),
  statue: z.preprocess(blankToUndefined, prospectStatusSchema.default('A_CONTACTER')),
  ntcId,
});
export type ProspectInput = z.input<typeof prospectInputSchema>;
export type ProspectValues = z.output<typeof prospectInputSchema>;

/** PUT prospect/update: `version` is the optimistic lock. */
export const prospectUpdateSchema = prospectInputSchema.extend({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().min(0),
});
export type ProspectUpdate = z.input<typeof prospectUpdateSchema>;

export const prospectSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  date: z.string().nullable(),
  titreDiplomant: z.string().nullable(),
  entreprise: z.string(),
  urlAnnonce: z.string().nullable(),
  poste: z.string().nullable(),
  adresse: z.string().nullable(),
  ville: z.string().nullable(),
  nomContact: z.string().nullable(),
  posteContact: z.string().nullable(),
  mailContact: z.string().nullable(),
  phoneContact: z.string().nullable(),
  commentaire: z.string().nullable(),
  statue: prospectStatusSchema,
  ntcId: z.number().int().nullable(),
  /** 'NOM Prénom' of the NTC, null when none. */
  ntc: z.string().nullable(),
});
export type Prospect = z.infer<typeof prospectSchema>;

/** Columns the table sorts by. */
export const PROSPECT_SORTS = ['date', 'entreprise', 'poste', 'ville', 'statue', 'ntc'] as const;
export type ProspectSort = (typeof PROSPECT_SORTS)[number];

const filterDate = z.preprocess(
  blankToUndefined,
  z.string().refine(isCalendarDate, PROSPECT_MESSAGES.invalidDate).optional(),
);

/** The table's filters, shared by GET prospect and GET prospect/exportCSV (and the screen's address). */
export const prospectFilterSchema = z
  .object({
    search: filterText(200),
    statue: z.preprocess(blankToUndefined, prospectStatusSchema.optional()),
    ville: filterText(120),
    ntcId: z.preprocess(blankToUndefined, z.coerce.number(PROSPECT_MESSAGES.invalidNtc).int().positive().optional()),
    du: filterDate,
    au: filterDate,
    tri: z.preprocess(blankToUndefined, z.enum(PROSPECT_SORTS, 'Ce tri n’existe pas.').default('date')),
    ordre: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], 'L’ordre est asc ou desc.').default('desc')),
  })
  .refine((f) => !f.du || !f.au || f.du <= f.au, { message: PROSPECT_MESSAGES.invalidRange, path: ['au'] });
export type ProspectFilter = z.input<typeof prospectFilterSchema>;

export const prospectListQuerySchema = z.intersection(
  prospectFilterSchema,
  z.object({
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(0, 'La page commence à 0.').default(0)),
    size: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(100, 'Une page compte au plus 100 éléments.').default(PROSPECT_PAGE_SIZE),
    ),
  }),
);

/** GET prospect: a page, and how many prospects each status has under the other filters. */
export const prospectPageSchema = pagedSchema(prospectSchema).extend({
  counts: z.record(prospectStatusSchema, z.number().int()),
});
export type ProspectPage = z.infer<typeof prospectPageSchema>;
export type ProspectCounts = Record<ProspectStatus, number>;

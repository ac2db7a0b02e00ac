// NTC records a prospect is linked to (SPEC §3 NTC, §7 ntc).
import { z } from 'zod';
import { pagedSchema } from '../errors';
import { blankToUndefined, filterText, optionalText } from './fields';

export const NTC_MESSAGES = {
  notFound: 'Ce NTC est introuvable.',
  nomRequired: 'Le nom est obligatoire.',
  prenomRequired: 'Le prénom est obligatoire.',
  targetNotFound: 'Le NTC vers lequel déplacer les prospects est introuvable.',
  sameTarget: 'Choisissez un autre NTC que celui que vous supprimez.',
  targetRequired: 'Choisissez le NTC vers lequel déplacer les prospects.',
  inUse: (n: number) =>
    `Ce NTC est lié à ${n} prospect${n > 1 ? 's' : ''} : choisissez de ${n > 1 ? 'les' : 'le'} détacher ou de ${
      n > 1 ? 'les' : 'le'
    } déplacer vers un autre NTC.`,
} as const;

export const NTC_PAGE_SIZE = 10;

export const ntcSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  ville: z.string().nullable(),
  actif: z.boolean(),
  version: z.number().int(),
  /** How many prospects are linked to it. */
  prospects: z.number().int(),
});
export type Ntc = z.infer<typeof ntcSchema>;
export const ntcPageSchema = pagedSchema(ntcSchema);
export type NtcPage = z.infer<typeof ntcPageSchema>;

const nom = z.string().trim().min(1, NTC_MESSAGES.nomRequired).max(100, 'Le nom contient au plus 100 caractères.');
const prenom = z
  .string()
  .trim()
  .min(1, NTC_MESSAGES.prenomRequired)
  .max(100, 'Le prénom contient au plus 100 caractères.');

/** POST ntc/create. */
export const ntcInputSchema = z.object({
  nom,
  prenom,
  ville: optionalText(120),
  actif: z.boolean('L’état est vrai ou faux.').default(true),
});
export type NtcInput = z.input<typeof ntcInputSchema>;

/** PUT ntc/update: `version` is the optimistic lock. */
export const ntcUpdateSchema = ntcInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
});
export type NtcUpdate = z.input<typeof ntcUpdateSchema>;

/** GET ntc: search on name, first name and city; `actif` true or false narrows; pages from 0. */
export const ntcFilterSchema = z.object({
  search: filterText(200),
  actif: z.preprocess(blankToUndefined, z.enum(['true', 'false'], 'actif vaut true ou false.').optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(0, 'La page commence à 0.').default(0)),
  size: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(500, 'Une page compte au plus 500 éléments.').default(NTC_PAGE_SIZE),
  ),
});
export type NtcFilter = z.input<typeof ntcFilterSchema>;

/** DELETE ntc/delete/{id}: what happens to the prospects linked to it (without it, an NTC in use is kept). */
export const ntcDeleteQuerySchema = z.object({
  prospects: z.preprocess(
    blankToUndefined,
    z.enum(['detacher', 'deplacer'], 'prospects vaut detacher ou deplacer.').optional(),
  ),
  versNtcId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type NtcDeleteQuery = z.input<typeof ntcDeleteQuerySchema>;

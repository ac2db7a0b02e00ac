// Profile search (SPEC §4 user filter, §7 Users lists and counts) and the cities list (§7 Constants).
import { z } from 'zod';
import { CONTRACT_TYPES, DEFAULT_AVATARS, VISIBILITY } from '../constants';
import { pagedSchema } from '../errors';
import { MAX_PROFILE_PAGE_SIZE, PROFILE_FILTER_KEYS, SEARCH_MESSAGES, ZONE_KINDS, ZONE_PATTERN } from '../search';
import { roleSchema } from './roles';

/** An empty query field means "no filter". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const filterText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** Skill names, sent as `tags=a,b` or as repeated `tags` parameters. */
const tagsFilter = z.preprocess((value) => {
  const list = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return list.length ? list : undefined;
}, z.array(z.string().max(80)).max(10, 'Dix compétences au plus.').optional());

/** SPEC §4 user filter: recherche (free text), metier, experience, ville, typeDeContrat, role, tags. */
export const profileFilterSchema = z.object({
  search: filterText(200),
  metier: filterText(120),
  experience: filterText(120),
  ville: filterText(120),
  /** A commune, intercommunalité, département or région: `commune:69266`, `epci:200046977`, `departement:69`, `region:84`. */
  zone: z.preprocess(blankToUndefined, z.string().trim().regex(ZONE_PATTERN, SEARCH_MESSAGES.zoneFormat).optional()),
  typeDeContrat: z.preprocess(blankToUndefined, z.enum(CONTRACT_TYPES).optional()),
  role: z.preprocess(blankToUndefined, roleSchema.optional()),
  tags: tagsFilter,
});
export type ProfileFilter = z.infer<typeof profileFilterSchema>;
// The zod-free key list of ../search.ts names only filters this schema knows.
PROFILE_FILTER_KEYS satisfies readonly (keyof ProfileFilter)[];

/** Zero-based page and its size in a path (DESIGN, API conventions). */
export const profilePageParamsSchema = z.object({
  page: z.coerce.number().int().min(0, 'La page commence à 0.').max(100_000),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PROFILE_PAGE_SIZE, `Une page compte au plus ${MAX_PROFILE_PAGE_SIZE} éléments.`),
});

export const profileCardSkillSchema = z.object({ nomTag: z.string(), niveau: z.number().int().nullable() });

/** What a profile card shows (search results, latest profiles): nothing private such as e-mail or phone. */
export const profileCardSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  role: roleSchema,
  metier: z.string().nullable(),
  ville: z.string().nullable(),
  experience: z.string().nullable(),
  typeDeContrat: z.enum(CONTRACT_TYPES).nullable(),
  photoParDefaut: z.enum(DEFAULT_AVATARS).nullable(),
  cheminImage: z.string().nullable(),
  /** The best skills first (level, then name), at most the preview's 6. */
  tags: z.array(profileCardSkillSchema),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

/** Staff lists also show the account's e-mail and state. */
export const staffProfileCardSchema = profileCardSchema.extend({
  email: z.string(),
  active: z.boolean(),
  visibilite: z.enum(VISIBILITY),
});
export type StaffProfileCard = z.infer<typeof staffProfileCardSchema>;

/** `plusDe`: more profiles match than `totalElements` says (counts stop past PROFILE_COUNT_CAP): « plus de 1 000 ». */
const cappedTotal = { plusDe: z.boolean().optional() };
export const profilePageSchema = pagedSchema(profileCardSchema).extend(cappedTotal);
export type ProfilePage = z.infer<typeof profilePageSchema>;
export const staffProfilePageSchema = pagedSchema(staffProfileCardSchema).extend(cappedTotal);
/** A profile count, with `plusDe` when it stopped at its cap. */
export const profileCountSchema = z.object({ nb: z.number().int(), ...cappedTotal });

/** GET /api/constants/getVilles: `q` narrows the list to names starting with it (accents and case ignored). */
export const citiesQuerySchema = z.object({
  q: filterText(80),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const citiesSchema = z.array(z.string());

/** GET /api/constants/zones: places whose name starts with `q`, for the search's place filter. */
export const zonesQuerySchema = z.object({
  q: filterText(80),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const zoneSuggestionSchema = z.object({
  /** What the search's `zone` parameter takes. */
  zone: z.string(),
  nom: z.string(),
  type: z.enum(ZONE_KINDS),
  /** The name as the picker shows it: a commune or département with its département's number. */
  libelle: z.string(),
});
export type ZoneSuggestion = z.infer<typeof zoneSuggestionSchema>;
export const zoneSuggestionsSchema = z.array(zoneSuggestionSchema);

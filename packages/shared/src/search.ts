// The profile search's filter names and values without zod, for the schemas of ./schemas/search.ts and for the search
// page, which loads no zod.
import { PAGE_SIZES } from './constants';

/** The experience values profiles use, offered by the search's experience filter. */
export const EXPERIENCE_LEVELS = ['Débutant', 'Moins d’un an', '1 à 3 ans', '3 à 5 ans', 'Plus de 5 ans'] as const;

/** The filter keys (checked against the filter schema in ./schemas/search.ts), in the order the search screen shows them and keeps them in its URL. */
export const PROFILE_FILTER_KEYS = [
  'search',
  'metier',
  'experience',
  'ville',
  'zone',
  'typeDeContrat',
  'role',
  'tags',
] as const;

export const MAX_PROFILE_PAGE_SIZE = PAGE_SIZES.adminList;

/** Accents off, lower case: how the search and the city list compare words. */
export const foldSearchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The places a search can be narrowed to, from the official division of France (@etalab/decoupage-administratif). */
export const ZONE_KINDS = ['commune', 'epci', 'departement', 'region'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** What the city picker says beside each suggestion. */
export const ZONE_KIND_LABELS: Record<ZoneKind, string> = {
  commune: 'Commune',
  epci: 'Intercommunalité',
  departement: 'Département',
  region: 'Région',
};

/** A zone as the API reads it: its kind and official code (INSEE code, EPCI's SIREN), e.g. `epci:200046977`. */
export const ZONE_PATTERN = /^(commune|epci|departement|region):[0-9A-Za-z]{1,9}$/;

/** A profile count past which the search says « plus de 1 000 » rather than the exact figure. */
export const PROFILE_COUNT_CAP = 1000;

export const SEARCH_MESSAGES = {
  zoneFormat: 'Zone attendue sous la forme commune:69266, epci:200046977, departement:69 ou region:84.',
  unknownZone: (zone: string) =>
    `Zone inconnue : « ${zone} ». Choisissez une commune, une intercommunalité, un département ou une région proposés.`,
} as const;

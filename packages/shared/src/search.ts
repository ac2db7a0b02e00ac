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

// The search's filters as the URL keeps them (?search=…&ville=…&tags=a,b&page=2), so a search can be shared.
import { PROFILE_FILTER_KEYS } from '@tremplin/shared';

export type FilterKey = (typeof PROFILE_FILTER_KEYS)[number];

/** What the filter form edits: '' means "no filter"; skills are a list. */
export interface FilterValues {
  search: string;
  metier: string;
  experience: string;
  ville: string;
  /** A place picked among the suggestions: `epci:200046977`; `ville` then holds its name, as the field shows it. */
  zone: string;
  typeDeContrat: string;
  role: string;
  tags: string[];
}

export const EMPTY_FILTERS: FilterValues = {
  search: '',
  metier: '',
  experience: '',
  ville: '',
  zone: '',
  typeDeContrat: '',
  role: '',
  tags: [],
};

const splitTags = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** Reads the filters and the (1-based) page from a URL query. */
export function readSearchParams(params: URLSearchParams): { filters: FilterValues; page: number } {
  const filters: FilterValues = { ...EMPTY_FILTERS, tags: splitTags(params.get('tags')) };
  for (const key of PROFILE_FILTER_KEYS) {
    if (key !== 'tags') filters[key] = (params.get(key) ?? '').trim();
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** The URL query of a search: only the filters in use, and the page when it is not the first. */
export function toSearchParams(filters: FilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of PROFILE_FILTER_KEYS) {
    const value = key === 'tags' ? filters.tags.join(',') : filters[key].trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The query of the API call (same names as the URL, without the page); a place picked as a zone is searched by its
 * code, its name being only what the field shows.
 */
export function toApiQuery(filters: FilterValues): Record<string, string> {
  const query = Object.fromEntries(toSearchParams(filters).entries());
  if (query.zone) delete query.ville;
  return query;
}

export const hasFilters = (filters: FilterValues) => toSearchParams(filters).size > 0;

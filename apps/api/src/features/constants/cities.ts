// French city names from the official communes data (@etalab/decoupage-administratif), loaded once and kept.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { foldSearchText } from '@tremplin/shared';

interface Commune {
  nom: string;
  type: string;
  population?: number;
}

export interface CityList {
  /** Unique names in French alphabetical order. */
  names: readonly string[];
  /** The JSON answer of the whole list and its ETag, computed once. */
  json: string;
  etag: string;
  /** Names starting with `prefix` (accents, case, hyphens and apostrophes ignored), most populated first. */
  startingWith(prefix: string, limit: number): string[];
}

/** "Saint-Étienne", "saint etienne" and "ST ETIENNE" compare alike up to the abbreviation. */
const key = (name: string) =>
  foldSearchText(name)
    .replace(/[-'’\s]+/g, ' ')
    .trim();

export function buildCityList(communes: readonly Commune[]): CityList {
  const population = new Map<string, number>();
  // Only current communes: delegated, associated and municipal districts are parts of one.
  for (const c of communes) {
    if (c.type !== 'commune-actuelle') continue;
    population.set(c.nom, Math.max(population.get(c.nom) ?? 0, c.population ?? 0));
  }
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  const names = [...population.keys()].sort(collator.compare);
  const keyed = names.map((name) => ({ name, key: key(name), population: population.get(name) ?? 0 }));
  const json = JSON.stringify(names);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return {
    names,
    json,
    etag,
    startingWith(prefix, limit) {
      const wanted = key(prefix);
      if (!wanted) return [];
      return keyed
        .filter((c) => c.key.startsWith(wanted))
        .sort((a, b) => Number(b.key === wanted) - Number(a.key === wanted) || b.population - a.population)
        .slice(0, limit)
        .map((c) => c.name);
    },
  };
}

let loading: Promise<CityList> | undefined;

/** Reads the package's communes.json (≈8 MB) the first time only. */
export function loadCities(): Promise<CityList> {
  loading ??= (async () => {
    const file = createRequire(import.meta.url).resolve('@etalab/decoupage-administratif/data/communes.json');
    return buildCityList(JSON.parse(await readFile(file, 'utf8')) as Commune[]);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

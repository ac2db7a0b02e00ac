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
export const cityKey = (name: string) =>
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
  // Sorted by key, so a prefix is one range found by binary search; the rank (alphabetical) breaks ties.
  const keyed = names
    .map((name, rank) => ({ name, rank, key: cityKey(name), population: population.get(name) ?? 0 }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank));
  const json = JSON.stringify(names);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return {
    names,
    json,
    etag,
    startingWith(prefix, limit) {
      const wanted = cityKey(prefix);
      if (!wanted || limit <= 0) return [];
      type City = (typeof keyed)[number];
      // An exact name first, then the most populated, then alphabetical.
      const before = (a: City, b: City) =>
        (Number(b.key === wanted) - Number(a.key === wanted) || b.population - a.population || a.rank - b.rank) < 0;
      let low = 0;
      let high = keyed.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (keyed[middle]!.key < wanted) low = middle + 1;
        else high = middle;
      }
      // The best `limit` of the range, kept in order: a two-letter prefix spans thousands of names, a page is ten.
      const best: City[] = [];
      for (let i = low; i < keyed.length && keyed[i]!.key.startsWith(wanted); i++) {
        const city = keyed[i]!;
        if (best.length === limit) {
          if (!before(city, best[limit - 1]!)) continue;
          best.pop();
        }
        let at = best.length;
        while (at > 0 && before(city, best[at - 1]!)) at--;
        best.splice(at, 0, city);
      }
      return best.map((c) => c.name);
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

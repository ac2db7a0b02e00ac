// The places a profile search can be narrowed to: communes, intercommunalités (EPCI), départements and régions, from
// the official division of France (@etalab/decoupage-administratif), loaded once and kept. Profiles hold their city's
// name only, so a zone is searched as the names of its communes.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { foldSearchText, type ZoneKind, type ZoneSuggestion } from '@tremplin/shared';
import { cityKey } from './cities';

interface Commune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  /** A municipal district's commune (Paris, Lyon, Marseille). */
  commune?: string;
  population?: number;
}
interface Epci {
  code: string;
  nom: string;
  populationTotale?: number;
  membres: { code: string; nom: string }[];
}
interface Division {
  code: string;
  nom: string;
  region?: string;
}

interface Zone {
  kind: ZoneKind;
  code: string;
  nom: string;
  libelle: string;
  population: number;
  /** cityKey of the name, and of each of its words for the larger zones (« lyon » finds « Métropole de Lyon »). */
  keys: string[];
  /** The communes' names as profile_search.ville_key holds them (lower case, no accents). */
  villeKeys: string[];
}

export interface ZoneList {
  /** The zone `kind:code` stands for, or undefined when no such zone exists. */
  find(zone: string): { nom: string; villeKeys: readonly string[] } | undefined;
  /** The intercommunalité, département and région a commune (`commune:69266`) is in. */
  holding(commune: string): string[];
  /** Zones whose name (or, but for communes, one of its words) starts with `prefix`, the best `limit` first. */
  startingWith(prefix: string, limit: number): ZoneSuggestion[];
}

/** The same fold as the ville_key column of profile_search: `f_unaccent(lower(btrim(ville)))`. */
const villeKey = (name: string) => foldSearchText(name.trim());

export function buildZoneList(
  communes: readonly Commune[],
  epcis: readonly Epci[],
  departements: readonly Division[],
  regions: readonly Division[],
): ZoneList {
  const byCode = new Map<string, Zone>();
  const all: Zone[] = [];
  const add = (zone: Zone) => {
    byCode.set(`${zone.kind}:${zone.code}`, zone);
    all.push(zone);
  };
  const current = communes.filter((c) => c.type === 'commune-actuelle');
  // A commune's municipal districts are searched with it: « Lyon 3e Arrondissement » is in Lyon.
  const districts = new Map<string, string[]>();
  for (const c of communes) {
    if (c.type === 'arrondissement-municipal' && c.commune) {
      districts.set(c.commune, [...(districts.get(c.commune) ?? []), villeKey(c.nom)]);
    }
  }
  const namesOf = (list: readonly Commune[]) => [
    ...new Set(list.flatMap((c) => [villeKey(c.nom), ...(districts.get(c.code) ?? [])])),
  ];
  const words = (name: string) => [...new Set([cityKey(name), ...cityKey(name).split(' ').slice(1)])];

  for (const c of current) {
    add({
      kind: 'commune',
      code: c.code,
      nom: c.nom,
      libelle: c.departement ? `${c.nom} (${c.departement})` : c.nom,
      population: c.population ?? 0,
      keys: [cityKey(c.nom)],
      villeKeys: namesOf([c]),
    });
  }
  const communeByCode = new Map(current.map((c) => [c.code, c]));
  const holders = new Map<string, string[]>(
    current.map((c) => [c.code, [`departement:${c.departement}`, `region:${c.region}`]]),
  );
  for (const e of epcis) {
    const members = e.membres.flatMap((m) => communeByCode.get(m.code) ?? []);
    for (const m of members) holders.get(m.code)?.unshift(`epci:${e.code}`);
    add({
      kind: 'epci',
      code: e.code,
      nom: e.nom,
      libelle: e.nom,
      population: e.populationTotale ?? 0,
      keys: words(e.nom),
      villeKeys: namesOf(members),
    });
  }
  for (const d of departements) {
    const members = current.filter((c) => c.departement === d.code);
    add({
      kind: 'departement',
      code: d.code,
      nom: d.nom,
      libelle: `${d.nom} (${d.code})`,
      population: members.reduce((sum, c) => sum + (c.population ?? 0), 0),
      keys: [...words(d.nom), d.code.toLowerCase()],
      villeKeys: namesOf(members),
    });
  }
  for (const r of regions) {
    const members = current.filter((c) => c.region === r.code);
    add({
      kind: 'region',
      code: r.code,
      nom: r.nom,
      libelle: r.nom,
      population: members.reduce((sum, c) => sum + (c.population ?? 0), 0),
      keys: words(r.nom),
      villeKeys: namesOf(members),
    });
  }

  return {
    holding: (commune) => holders.get(commune.replace(/^commune:/, '')) ?? [],
    find(zone) {
      const found = byCode.get(zone);
      return found && found.villeKeys.length > 0 ? { nom: found.nom, villeKeys: found.villeKeys } : undefined;
    },
    startingWith(prefix, limit) {
      const wanted = cityKey(prefix);
      if (!wanted || limit <= 0) return [];
      const exact = (z: Zone) => Number(z.keys[0] === wanted);
      return all
        .filter((z) => z.villeKeys.length > 0 && z.keys.some((key) => key.startsWith(wanted)))
        .sort((a, b) => exact(b) - exact(a) || b.population - a.population || a.nom.localeCompare(b.nom, 'fr'))
        .slice(0, limit)
        .map((z) => ({ zone: `${z.kind}:${z.code}`, nom: z.nom, type: z.kind, libelle: z.libelle }));
    },
  };
}

let loading: Promise<ZoneList> | undefined;

/** Reads the package's data files (≈10 MB) the first time only. */
export function loadZones(): Promise<ZoneList> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const read = async <T>(name: string) =>
      JSON.parse(await readFile(require.resolve(`@etalab/decoupage-administratif/data/${name}.json`), 'utf8')) as T;
    const [communes, epcis, departements, regions] = await Promise.all([
      read<Commune[]>('communes'),
      read<Epci[]>('epci'),
      read<Division[]>('departements'),
      read<Division[]>('regions'),
    ]);
    return buildZoneList(communes, epcis, departements, regions);
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

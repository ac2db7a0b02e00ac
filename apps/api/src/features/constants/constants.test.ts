import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app';
import { buildCityList, cityKey } from '../../lib/places/cities';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/constants/getVilles', () => {
  it('answers every current commune name once, sorted, with an ETag honoured on the next call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/constants/getVilles' });
    expect(response.statusCode).toBe(200);
    const names = response.json() as string[];
    expect(names.length).toBeGreaterThan(30_000);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Saint-Étienne');
    expect(names).toContain('Lyon');
    // Municipal districts are parts of a commune, not cities of their own.
    expect(names).not.toContain('Lyon 1er Arrondissement');
    const collator = new Intl.Collator('fr', { sensitivity: 'base' });
    expect([...names].sort(collator.compare)).toEqual(names);
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/constants/getVilles',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('narrows by a prefix, accents, case and hyphens ignored, biggest cities first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/constants/getVilles?q=saint%20eti' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as string[])[0]).toBe('Saint-Étienne');
    const paris = await t.app.inject({ method: 'GET', url: '/api/constants/getVilles?q=PAR&limit=5' });
    const list = paris.json() as string[];
    expect(list).toHaveLength(5);
    expect(list[0]).toBe('Paris');
    expect((await t.app.inject({ method: 'GET', url: '/api/constants/getVilles?q=zzzzq' })).json()).toEqual([]);
  });
});

describe('buildCityList', () => {
  it('keeps current communes only and puts an exact name first', () => {
    const list = buildCityList([
      { nom: 'Annecy', type: 'commune-actuelle', population: 130_000 },
      { nom: 'Annecy-le-Vieux', type: 'commune-deleguee', population: 20_000 },
      { nom: 'Anne', type: 'commune-actuelle', population: 10 },
      { nom: 'Annecy', type: 'commune-actuelle', population: 5 },
    ]);
    expect(list.names).toEqual(['Anne', 'Annecy']);
    expect(list.startingWith('anne', 10)).toEqual(['Anne', 'Annecy']);
  });

  it('finds what reading every commune would find, in the same order', () => {
    // Names of three syllables and an ending (all 13 × 13 × 13 × 5 of them), with accents, hyphens, apostrophes, spaces
    // and ties in population; a prefix spans from a few names to hundreds.
    const syllables = ['Sa', 'int', '-É', 'ti', 'enne', 'Ly', 'on', 'Bé', 'ziers', 'Le', ' Mans', "d'A", 'y'];
    const digit = (k: number, place: number) => Math.floor(k / 13 ** place) % 13;
    const communes = Array.from({ length: 13 ** 3 * 5 }, (_, k) => ({
      nom: [digit(k, 0), digit(k, 1), digit(k, 2)].map((i) => syllables[i]).join('') + ['', 'e', 's', '-1', 'x'][k % 5],
      type: 'commune-actuelle',
      population: (k * 7919) % 300,
    }));
    const list = buildCityList(communes);
    const population = new Map<string, number>();
    for (const c of communes) population.set(c.nom, Math.max(population.get(c.nom) ?? 0, c.population));
    for (const prefix of ['sa', 'SAINT E', 'bé', 'Ly', 'y', 'le m', 'd a', 'saint eti', 'SaintLy']) {
      for (const limit of [1, 5, 20, 500]) {
        const wanted = cityKey(prefix);
        const expected = list.names
          .filter((name) => cityKey(name).startsWith(wanted))
          .sort(
            (a, b) =>
              Number(cityKey(b) === wanted) - Number(cityKey(a) === wanted) || population.get(b)! - population.get(a)!,
          )
          .slice(0, limit);
        expect(list.startingWith(prefix, limit)).toEqual(expected);
      }
    }
    // The ranges searched were wide, and an exact name comes before more populated longer ones.
    expect(list.startingWith('sa', 1000)).toHaveLength(845);
    expect(list.startingWith('saintly', 5)[0]).toBe('SaintLy');
  });
});

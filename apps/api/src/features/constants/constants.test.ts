import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app';
import { buildCityList } from './cities';

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
});

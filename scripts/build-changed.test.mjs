// The key a build is reused under changes with what the build writes into it: its mode and its VITE_* variables.
import { describe, expect, it } from 'vitest';
import { buildKey } from './build-changed.mjs';

describe('build key', () => {
  it('tells a development web build from a production one', () => {
    const unset = buildKey('web', {});
    const production = buildKey('web', { NODE_ENV: 'production' });
    const development = buildKey('web', { NODE_ENV: 'development' });
    expect(new Set([unset, production, development]).size).toBe(3);
    expect(buildKey('web', { NODE_ENV: 'development' })).toBe(development);
  });

  it('changes with VITE_ variables and ignores the others', () => {
    const base = buildKey('web', { NODE_ENV: 'production' });
    expect(buildKey('web', { NODE_ENV: 'production', VITE_API_URL: 'https://api.example.fr' })).not.toBe(base);
    expect(buildKey('web', { NODE_ENV: 'production', HOME: '/elsewhere', PORT: '4000' })).toBe(base);
  });

  it('keeps the server build whatever the mode, since it reads its environment at run time', () => {
    expect(buildKey('api', { NODE_ENV: 'development' })).toBe(buildKey('api', { NODE_ENV: 'production' }));
  });
});

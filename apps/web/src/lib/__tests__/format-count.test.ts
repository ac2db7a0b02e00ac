import { describe, expect, it } from 'vitest';
import { formatCount } from '../format-count';

describe('formatCount', () => {
  it('writes counts as the French number format does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, -4321]) {
      expect(formatCount(n)).toBe(n.toLocaleString('fr-FR'));
    }
  });
});

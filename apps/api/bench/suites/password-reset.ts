// A reset request must not tell which addresses have an account, not even by its duration: 1,000 requests for known
// addresses and 1,000 for unknown ones, interleaved one at a time, each address asked once; the medians are printed
// side by side and must be within 10 % of each other.
import type { BenchSuite } from '../lib/types';

const COUNT = 1000;
const LIMIT_SHARE = 0.1;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export const passwordResetSuite: BenchSuite = {
  name: 'password-reset',
  // A thousand requests from one address would meet the per-address and per-account limits long before the end.
  serverEnv: { RATE_LIMIT_SCALE: '1000' },
  async prepare() {},
  async cases() {
    return [];
  },
  async measure(ctx) {
    // The known addresses: active accounts, created once (the server has migrated the database by now).
    const run = Date.now().toString(36);
    await ctx.pool.query(
      `insert into users (email, nom, prenom, role, active)
       select 'reinit' || g || '-' || $1 || '@exemple.test', 'MARTIN', 'Camille', 'EMPLOYE', true
       from generate_series(1, $2::int) g`,
      [run, COUNT],
    );
    const ask = async (email: string) => {
      const started = performance.now();
      await ctx.http.request('POST', '/motdepasse', { body: { email, captcha: '' } });
      return performance.now() - started;
    };
    // A few requests first, so that neither side pays the first connections and compilations.
    for (let i = 0; i < 50; i++) await ask(`chauffe${i}-${run}@exemple.test`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 1; i <= COUNT; i++) {
      // Alternating which goes first, so that neither always follows the other's e-mail being sent.
      const pair = [
        async () => known.push(await ask(`reinit${i}-${run}@exemple.test`)),
        async () => unknown.push(await ask(`inconnu${i}-${run}@exemple.test`)),
      ];
      if (i % 2) pair.reverse();
      for (const step of pair) await step();
    }
    const k = median(known);
    const u = median(unknown);
    const gap = Math.abs(k - u) / Math.min(k, u);
    const ok = gap <= LIMIT_SHARE;
    console.log(
      `POST /motdepasse, médiane sur ${COUNT} demandes chacune : adresse connue ${k.toFixed(2)} ms, ` +
        `adresse inconnue ${u.toFixed(2)} ms — écart ${(gap * 100).toFixed(1)} % (limite ${LIMIT_SHARE * 100} %) ` +
        `${ok ? '✓' : '✗'}`,
    );
    return ok ? 0 : 1;
  },
};

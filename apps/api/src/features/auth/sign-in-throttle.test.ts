// Sign-in attempts are counted before they are checked: guesses sent all at once on one account wait their turn
// instead of all reading the same small count, so they take as long as the same guesses sent one after the other.
import { AUTH_MESSAGES } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, KNOWN_PASSWORD } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { signInAttempts } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Waits of 20, 40, 80, 160, then 200 ms at most: thirty guesses wait about 5 s in all.
  t = await createTestApp({ SIGN_IN_DELAY_MS: '20', SIGN_IN_MAX_DELAY_MS: '200' });
});
afterAll(async () => t?.close());

const GUESSES = 30;
/** What the throttle makes `count` attempts wait in all, one after the other (3 free, then doubling, capped). */
const totalWait = (count: number) =>
  Array.from({ length: count }, (_, i) => (i < 3 ? 0 : Math.min(20 * 2 ** (i - 3), 200))).reduce((a, b) => a + b, 0);

const login = (email: string, motDePasse: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/connexion',
    payload: { email, motDePasse },
    // A different address each time: the per-address limit is not what is tested here.
    headers: { 'x-forwarded-for': `10.20.${Math.floor(i / 200)}.${i % 200}` },
  });

async function timed(run: () => Promise<Array<{ statusCode: number }>>) {
  const started = performance.now();
  const answers = await run();
  return { ms: performance.now() - started, answers };
}

describe('sign-in attempts counted as they arrive', () => {
  it('makes 30 parallel wrong guesses on one account wait as long as 30 sequential ones; the owner still signs in', async () => {
    const sequentialTarget = await createUser(t.db, { role: 'EMPLOYE' });
    const parallelTarget = await createUser(t.db, { role: 'EMPLOYE' });

    const sequential = await timed(async () => {
      const answers = [];
      for (let i = 0; i < GUESSES; i++) answers.push(await login(sequentialTarget.email, 'Mauvais2026!', i));
      return answers;
    });
    const parallel = await timed(() =>
      Promise.all(Array.from({ length: GUESSES }, (_, i) => login(parallelTarget.email, 'Mauvais2026!', 100 + i))),
    );

    for (const { answers } of [sequential, parallel]) {
      expect(answers.map((a) => a.statusCode)).toEqual(Array(GUESSES).fill(401));
    }
    // Every guess was counted, none lost to a race.
    const [row] = await t.db.select().from(signInAttempts).where(eq(signInAttempts.email, parallelTarget.email));
    expect(row?.failures).toBe(GUESSES);
    // Every wait the sequential run paid is paid in full: the throttle's price is the same. What remains between
    // the two runs is the handling of each request outside the throttle (parsing, bot check, answer), which runs
    // side by side in the parallel run; before the attempts were counted on arrival, the ratio was about 1 to 28.
    expect(parallel.ms).toBeGreaterThanOrEqual(totalWait(GUESSES));
    expect(parallel.ms).toBeGreaterThanOrEqual(sequential.ms * 0.8);

    // The owner, after the wait, with the right password: signed in, and the slate wiped.
    const owner = await login(parallelTarget.email, KNOWN_PASSWORD, 999);
    expect(owner.statusCode).toBe(200);
    expect(await t.db.select().from(signInAttempts).where(eq(signInAttempts.email, parallelTarget.email))).toEqual([]);
    const again = await login(parallelTarget.email, 'Mauvais2026!', 998);
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    console.info(
      `30 wrong guesses on one account: sequential ${Math.round(sequential.ms)} ms, parallel ${Math.round(parallel.ms)} ms`,
    );
  });
});

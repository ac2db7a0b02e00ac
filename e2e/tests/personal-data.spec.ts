// Personal data in the person's hands: the demo candidate takes their data away, deletes their account, and once the
// grace period has run out (on this journey's own server, whose test clock it moves) the account is gone while the
// message they had sent stays readable by its recipient, from "Ancien membre".
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import yauzl from 'yauzl';
import { extraPort, type Running, startApi } from '../support/servers';
import { attemptSignIn, signedInPage, signIn } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: Running;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The job queue looks every second here, so that the journey sees the daily job run as soon as the clock has moved.
  server = await startApi(extraPort(2), { JOBS_POLL_SECONDS: '1' });
});
test.afterAll(async () => server?.stop());

function zipEntries(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('the demo candidate downloads their data, deletes their account, and is erased after the grace period', async ({
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const candidate = await signIn(api, 'candidat@tremplin.test');
  const page = await signedInPage(browser, candidate, server.url);

  // Access and portability: one ZIP with their data and the files they uploaded, under their own names.
  await page.goto(`/mesinfos/${candidate.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click({ timeout: 30_000 });
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-.*\.zip$/);
  const files = await zipEntries(await readFile((await download.path()) as string));
  const cv = [...files.keys()].find((name) => /^fichiers\/CV .+\.pdf$/.test(name));
  expect(cv, [...files.keys()].join(', ')).toBeDefined();
  expect(
    files
      .get(cv as string)
      ?.subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  const data = JSON.parse(files.get('donnees.json')?.toString('utf8') ?? '{}');
  expect(data.profil.email).toBe('candidat@tremplin.test');
  const sent = (data.messages as { sens: string; contenu: string }[]).find(
    (m) => m.sens === 'envoyé' && m.contenu.includes('Mardi ou jeudi après-midi'),
  );
  expect(sent).toBeDefined();

  // Deleting the account: deactivated and signed out at once.
  await page.goto(`/modifiermotdepasse/${candidate.id}`);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.getByText(/sera effacé définitivement dans 30 jours/)).toBeVisible();

  // The adviser still reads the candidate's name during the grace period.
  const adviser = await signIn(api, 'cef@tremplin.test');
  const adviserPage = await signedInPage(browser, adviser, server.url);
  await adviserPage.goto('/boitedereception');
  const inbox = adviserPage.getByRole('table', { name: /Boîte de réception|Reçus/ });
  await expect(inbox.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expect(inbox.getByText('Ancien membre')).toHaveCount(0);

  // 31 days later, by the server's test clock: the daily job erases the account.
  await writeFile(
    path.join(server.dataDir as string, 'test-clock.json'),
    JSON.stringify({ offsetMs: 31 * 24 * 3600_000 }),
  );
  await expect(async () => {
    await adviserPage.reload();
    await expect(inbox.getByText('Ancien membre').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });

  // What the candidate wrote stays with its reader, from a former member.
  const row = inbox.getByRole('row').filter({ hasText: 'Ancien membre' });
  const threads = await row.count();
  let found = false;
  for (let i = 0; i < threads && !found; i += 1) {
    await row.nth(i).getByRole('link').click();
    found = await expect(adviserPage.getByText('Mardi ou jeudi après-midi me conviennent très bien'))
      .toBeVisible({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!found) await adviserPage.goBack();
  }
  expect(found).toBe(true);
  await expect(adviserPage.getByText(/De :\s*Ancien membre/)).toBeVisible();

  // The account is gone: signing in is refused like an unknown address.
  expect((await attemptSignIn(api, 'candidat@tremplin.test')).status()).toBe(401);
  await api.dispose();
});

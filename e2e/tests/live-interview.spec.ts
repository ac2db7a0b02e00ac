// Live interviews in Chromium with generated camera and microphone: the demo candidate checks their devices and waits,
// the demo adviser lets them in from the interview's page, and each side's connection statistics (read by the page
// from RTCPeerConnection.getStats()) show video frames decoded and audio received from the other; someone else is
// refused by the server. Then the same call across two API processes on one PostgreSQL, and forced through coturn.
import { type APIRequestContext, type Browser, expect, request as playwrightRequest, test } from '@playwright/test';
import { expectMediaFlowing, expectNoSeriousViolations } from '../support/media';
import { extraPort, freshDatabase, type Running, startApi, startTurn } from '../support/servers';
import { type Session, signedInPage, signIn } from '../support/session';

// Each journey runs two browsers with camera and microphone and up to two API processes: far heavier than a page test,
// so on a loaded machine a step can outlast its wait. A journey gets two more tries; three failures in a row fail.
test.describe.configure({ mode: 'serial', timeout: 180_000, retries: 2 });

/** An interview of the demo candidate with the demo adviser, starting now, scheduled through the API. */
async function interviewNow(api: APIRequestContext, adviser: Session, candidate: Session) {
  const response = await api.post('/api/entretien', {
    headers: { authorization: `Bearer ${adviser.token}` },
    data: { utilisateurId: candidate.id, adminId: adviser.id, date: new Date().toISOString(), duree: 60 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * The whole call: the candidate on `candidateUrl`, the adviser on `adviserUrl` (two API processes when they differ).
 * Answers the two pages, in the call.
 */
async function meet(
  browser: Browser,
  candidateUrl: string,
  adviserUrl: string,
  options: { axe?: boolean; route?: string } = {},
) {
  const candidateApi = await playwrightRequest.newContext({ baseURL: candidateUrl });
  const adviserApi = await playwrightRequest.newContext({ baseURL: adviserUrl });
  const candidate = await signIn(candidateApi, 'candidat@tremplin.test');
  const adviser = await signIn(adviserApi, 'cef@tremplin.test');
  const id = await interviewNow(adviserApi, adviser, candidate);

  const candidatePage = await signedInPage(browser, candidate, candidateUrl);
  await candidatePage.goto(`/details-entretien/${id}`);
  await candidatePage.getByRole('link', { name: 'Rejoindre' }).click({ timeout: 30_000 });
  await expect(candidatePage.getByRole('heading', { level: 1, name: 'Salle d’attente' })).toBeVisible({
    timeout: 30_000,
  });
  // The device check: the generated camera and microphone, nothing sent yet.
  const ready = candidatePage.getByRole('button', { name: 'Entrer en salle d’attente' });
  await expect(ready).toBeEnabled({ timeout: 15_000 });
  await expect(candidatePage.getByRole('textbox', { name: 'Caméra' })).toHaveValue(/.+/);
  await expect(candidatePage.getByRole('textbox', { name: 'Micro', exact: true })).toHaveValue(/.+/);
  if (options.axe) await expectNoSeriousViolations(candidatePage);
  await ready.click();
  await expect(candidatePage.getByText('Votre interlocuteur va vous faire entrer')).toBeVisible();
  await expect(candidatePage.getByTestId('host-presence')).toHaveText(/n’est pas encore connecté\./);

  // The adviser, anywhere in the app, sees someone waiting in the header and goes to the interview from there.
  const adviserPage = await signedInPage(browser, adviser, adviserUrl);
  await adviserPage.goto('/');
  const indicator = adviserPage.getByTestId('waiting-indicator');
  await expect(indicator).toContainText('Léa DUBOIS attend en salle d’attente', { timeout: 30_000 });
  await indicator.click();
  await expect(adviserPage).toHaveURL(new RegExp(`/details-entretien/${id}$`));
  const waiting = adviserPage.getByTestId('waiting-candidate');
  await expect(waiting).toContainText('Léa DUBOIS', { timeout: 30_000 });
  await expect(waiting).toContainText('en salle d’attente');
  // The candidate sees the adviser connected, live.
  await expect(candidatePage.getByTestId('host-presence')).toHaveText(/ est connecté\./);
  if (options.axe) await expectNoSeriousViolations(adviserPage);
  await adviserPage.getByRole('button', { name: 'Faire entrer' }).click();

  await expect(candidatePage).toHaveURL(new RegExp(`/entretien/${id}$`), { timeout: 15_000 });
  await adviserPage.getByRole('link', { name: 'Rejoindre' }).click();
  await expect(adviserPage).toHaveURL(new RegExp(`/entretien/${id}$`));
  await expect(adviserPage.getByRole('heading', { level: 1, name: /Entretien avec/ })).toBeVisible({ timeout: 30_000 });

  await expectMediaFlowing(candidatePage, options.route);
  await expectMediaFlowing(adviserPage, options.route);
  await candidateApi.dispose();
  await adviserApi.dispose();
  return { id, candidatePage, adviserPage, adviser, candidate };
}

test('the candidate waits, the adviser lets them in, both see and hear each other; nobody else gets in', async ({
  browser,
  baseURL,
  request,
}) => {
  const { id, candidatePage, adviserPage } = await meet(browser, baseURL as string, baseURL as string, { axe: true });
  await expectNoSeriousViolations(adviserPage);

  // The candidate mutes: the adviser sees it; the adviser leaves: the candidate sees it.
  await candidatePage.getByRole('button', { name: 'Couper le micro' }).click();
  await expect(adviserPage.getByTestId('peer-state')).toContainText('micro coupé');
  await candidatePage.getByRole('button', { name: 'Rétablir le micro' }).click();
  await expect(adviserPage.getByTestId('peer-state')).not.toContainText('micro coupé');

  // The adviser shares their screen: the candidate is told, and frames keep coming; then the camera again.
  await adviserPage.getByRole('button', { name: 'Partager l’écran' }).click();
  await expect(candidatePage.getByTestId('peer-state')).toContainText('partage son écran');
  const stats = candidatePage.getByTestId('call-stats').first();
  const before = Number(await stats.getAttribute('data-frames-decoded'));
  await expect
    .poll(async () => Number(await stats.getAttribute('data-frames-decoded')), { timeout: 15_000 })
    .toBeGreaterThan(before + 10);
  await adviserPage.getByRole('button', { name: 'Arrêter le partage' }).click();
  await expect(candidatePage.getByTestId('peer-state')).not.toContainText('partage son écran');

  // A reload: the two meet again.
  await candidatePage.reload();
  await expectMediaFlowing(adviserPage);
  await expectMediaFlowing(candidatePage);

  await adviserPage.getByRole('button', { name: 'Quitter l’entretien' }).click();
  await expect(candidatePage.getByTestId('peer-state')).toContainText('a quitté l’entretien');

  // A third person, signed in, is refused: by the page, and by the server whatever the page would send.
  const other = await signIn(request, 'employe@tremplin.test');
  const otherPage = await signedInPage(browser, other);
  await otherPage.goto(`/entretien/${id}`);
  await expect(otherPage.getByText('Cet entretien ne peut pas être ouvert.')).toBeVisible({ timeout: 30_000 });
  const refusals = await otherPage.evaluate(
    ({ token, interviewId }) =>
      new Promise<string[]>((resolve) => {
        const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/api/ws`);
        const errors: string[] = [];
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data));
          if (message.type === 'ready') {
            socket.send(JSON.stringify({ type: 'rtc.wait', interviewId }));
            socket.send(JSON.stringify({ type: 'rtc.join', room: `entretien:${interviewId}` }));
          }
          if (message.type === 'error') errors.push(`${message.for}: ${message.message}`);
          if (errors.length === 2) {
            socket.close();
            resolve(errors);
          }
        };
      }),
    { token: other.token, interviewId: id },
  );
  expect(refusals).toEqual([
    'rtc.wait: Vous ne participez pas à cet entretien.',
    'rtc.join: Vous ne participez pas à cet entretien.',
  ]);
  await otherPage.context().close();
  await candidatePage.context().close();
  await adviserPage.context().close();
});

test('the candidate and the adviser meet while connected to two API processes on one PostgreSQL', async ({
  browser,
}) => {
  const database = freshDatabase(`tremplin_e2e_${extraPort(0)}`);
  const servers: Running[] = [];
  try {
    servers.push(await startApi(extraPort(0), { DATABASE_URL: database.url, SEED_DEMO: '1' }));
    servers.push(await startApi(extraPort(1), { DATABASE_URL: database.url, SEED_DEMO: '0' }));
    const [first, second] = servers as [Running, Running];
    const { candidatePage, adviserPage } = await meet(browser, first.url, second.url);
    await candidatePage.context().close();
    await adviserPage.context().close();
  } finally {
    for (const server of servers) await server.stop();
    database.drop();
  }
});

test('a call forced through the TURN relay (coturn, credentials from the shared secret) carries video, and comes back after the relay drops', async ({
  browser,
}) => {
  const secret = `secret-e2e-${Date.now()}`;
  let turn = await startTurn(3479, [3400, 3470], secret);
  let server: Running | undefined;
  try {
    server = await startApi(extraPort(0), {
      TURN_URLS: turn.url,
      TURN_SECRET: secret,
      ICE_TRANSPORT_POLICY: 'relay',
    });
    const { candidatePage, adviserPage } = await meet(browser, server.url, server.url, { route: 'relay' });

    // The relay goes down for a few seconds: both sides show the connection unstable, then the call comes back by
    // itself (ICE restart) without a reload, and frames flow again.
    await turn.stop();
    await expect(adviserPage.getByTestId('peer-state')).toContainText('connexion instable', { timeout: 30_000 });
    turn = await startTurn(3479, [3400, 3470], secret);
    await expect(adviserPage.getByTestId('peer-state')).not.toContainText('connexion instable', { timeout: 30_000 });
    await expect(candidatePage.getByTestId('peer-state')).not.toContainText('connexion instable', { timeout: 30_000 });
    for (const page of [candidatePage, adviserPage]) {
      const stats = page.getByTestId('call-stats').first();
      const before = Number(await stats.getAttribute('data-frames-decoded'));
      await expect
        .poll(async () => Number(await stats.getAttribute('data-frames-decoded')), { timeout: 15_000 })
        .toBeGreaterThan(before + 10);
    }
    await candidatePage.context().close();
    await adviserPage.context().close();
  } finally {
    await server?.stop();
    await turn.stop();
  }
});

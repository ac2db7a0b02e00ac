// Messaging in Chromium, two people in two browsers: a template message raises the recipient's badge live,
// reading lowers it, a reply goes back, and one side's deletion leaves the other side's copy alone.
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { type Session, signedInPage, signIn } from '../support/session';

// Screens load lazily on a busy machine; the live badge keeps its own 5-second limit below.
const expect = baseExpect.configure({ timeout: 15_000 });

async function unreadCount(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get(`/api/message/count/nonlu/${session.id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { nb: number }).nb;
}

/** The header badge: hidden at 0, otherwise the count. */
async function expectBadge(page: Page, nb: number) {
  const badge = page.getByTestId('unread-badge');
  if (nb === 0) await expect(badge).toHaveCount(0, { timeout: 5000 });
  else await expect(badge.first()).toHaveText(nb > 99 ? '99+' : String(nb), { timeout: 5000 });
}

test('a template message raises the badge live, is read, answered and deleted by one side only', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const adviser = await signIn(request, 'cef@tremplin.test');
  const learner = await signIn(request, 'alternant@tremplin.test');
  const before = await unreadCount(request, learner);
  const subject = `Où en est votre candidature ? (${Date.now()})`;

  const learnerPage = await signedInPage(browser, learner);
  await learnerPage.goto('/');
  await expect(learnerPage.getByRole('link', { name: /Messagerie/ })).toBeVisible({ timeout: 20_000 });
  await expectBadge(learnerPage, before);

  // The adviser writes with a template.
  const adviserPage = await signedInPage(browser, adviser);
  await adviserPage.goto(`/nouveau-message/${adviser.id}/${learner.id}`);
  await adviserPage.getByRole('textbox', { name: 'Modèle de message' }).click({ timeout: 20_000 });
  await adviserPage.getByRole('option', { name: 'Relance candidature' }).click();
  await expect(adviserPage.getByLabel('Sujet')).toHaveValue('Où en est votre candidature ?');
  await expect(adviserPage.getByRole('textbox', { name: 'Message', exact: true })).toContainText(
    'Une relance courte et polie',
  );
  await adviserPage.getByLabel('Sujet').fill(subject);
  await adviserPage.getByRole('button', { name: 'Envoyer' }).click();
  await expect(adviserPage).toHaveURL(new RegExp(`/${adviser.id}/messagerie/message-envoye$`));
  await expect(adviserPage.getByRole('link', { name: subject })).toBeVisible();

  // The learner's badge rises without a reload.
  await expectBadge(learnerPage, before + 1);

  // Reading it lowers the badge.
  await learnerPage.goto('/boitedereception');
  await learnerPage.getByRole('link', { name: subject }).click();
  await expect(learnerPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(learnerPage.getByText('Une relance courte et polie')).toBeVisible();
  await expectBadge(learnerPage, before);

  // The reply quotes the original under a 'RE : ' subject.
  await learnerPage.getByRole('link', { name: 'Répondre' }).click();
  await expect(learnerPage.getByLabel('Sujet')).toHaveValue(`RE : ${subject}`);
  await expect(learnerPage.getByRole('textbox', { name: 'Message', exact: true })).toContainText('a écrit');
  await learnerPage.getByRole('button', { name: 'Envoyer' }).click();
  await expect(learnerPage.getByRole('link', { name: `RE : ${subject}` })).toBeVisible();

  // The learner deletes the adviser's message: it moves to their deleted box.
  await learnerPage.goto(`/${learner.id}/messagerie/boitedereception`);
  await learnerPage.getByRole('link', { name: subject, exact: true }).click();
  await learnerPage.getByRole('button', { name: 'Supprimer' }).click();
  await learnerPage.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(learnerPage).toHaveURL(new RegExp(`/${learner.id}/messagerie/boitedereception$`));
  await expect(learnerPage.getByRole('link', { name: subject, exact: true })).toHaveCount(0);
  await learnerPage.goto('/message-supprime');
  await expect(learnerPage.getByRole('link', { name: subject, exact: true })).toBeVisible();

  // The adviser still has it in their sent box, and the reply in their inbox.
  await adviserPage.goto('/message-envoye');
  await expect(adviserPage.getByRole('link', { name: subject, exact: true })).toBeVisible();
  await adviserPage.goto('/boitedereception');
  await expect(adviserPage.getByRole('link', { name: `RE : ${subject}` })).toBeVisible();
});

test('dangerous content is stored and shown clean', async ({ browser, request }) => {
  const adviser = await signIn(request, 'assistant@tremplin.test');
  const learner = await signIn(request, 'poe@tremplin.test');
  const sent = await request.post(`/api/message/utilisateur/${adviser.id}`, {
    headers: { authorization: `Bearer ${adviser.token}` },
    data: {
      sujet: `Contenu piégé ${Date.now()}`,
      destinataireId: learner.id,
      contenu:
        '<p>Bonjour<script>window.__pwned = 1</script></p><p><img src="https://exemple.fr/x.png" onerror="window.__pwned = 2"></p>' +
        '<p><a href="javascript:window.__pwned = 3">cliquez</a></p><p><img src="ftp://exemple.fr/y.png"></p>',
    },
  });
  expect(sent.status()).toBe(201);
  const message = (await sent.json()) as { id: number; contenu: string };
  expect(message.contenu).not.toMatch(/script|onerror|javascript:|ftp:/i);

  const page = await signedInPage(browser, learner);
  await page.goto(`/${learner.id}/message/${message.id}`);
  await expect(page.getByText('Bonjour', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'cliquez' })).toHaveAttribute('href', 'about:blank');
  expect(await page.locator('.ql-editor script, .ql-editor [onerror]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

// Every screen of the shared route table for every audience allowed on it (signed out for open screens; staff, the
// recruiter and learners, the roles of an audience taking turns), on the demo data, checked by axe once it has
// settled: any serious or critical violation fails, naming the route, the role and the rule.
// The table is read, not copied: a new screen is swept without anyone adding it here.

import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { ROLES, ROUTES, type Role } from '@tremplin/shared';
import axe from 'axe-core';
import { type Session, signedInPage, signIn } from '../support/session';
import {
  DEMO_EMAIL,
  type DemoIds,
  demoIds,
  fillPath,
  type Pair,
  settle,
  sweepPairs,
  trackCalls,
  type Visitor,
} from '../support/sweep';

const PAIRS = sweepPairs();
/** Pairs per test: small enough for the two workers to share the work evenly. */
const CHUNK = 16;

interface Visit {
  page: Page;
  calls: () => number;
  ids?: DemoIds;
}

// One signed-in tab per visitor and worker, opened on first use and reused by every screen of that visitor.
const test = base.extend<object, { visit: (visitor: Visitor) => Promise<Visit> }>({
  visit: [
    async ({ browser, playwright }, use, workerInfo) => {
      const api: APIRequestContext = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const sessions = new Map<Role, Session>();
      const session = async (role: Role) => {
        let s = sessions.get(role);
        if (!s) {
          s = await signIn(api, DEMO_EMAIL[role]);
          sessions.set(role, s);
        }
        return s;
      };
      const visits = new Map<Visitor, Visit>();
      await use(async (visitor) => {
        let visit = visits.get(visitor);
        if (!visit) {
          visit = await openVisit(browser, api, visitor, session);
          // What is checked is each screen at rest: with less motion (which the app honours) it gets there sooner.
          await visit.page.emulateMedia({ reducedMotion: 'reduce' });
        }
        visits.set(visitor, visit);
        return visit;
      });
      for (const v of visits.values()) await v.page.context().close();
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

async function openVisit(
  browser: Browser,
  api: APIRequestContext,
  visitor: Visitor,
  session: (role: Role) => Promise<Session>,
): Promise<Visit> {
  if (visitor === 'VISITEUR') {
    const page = await (await browser.newContext()).newPage();
    // A project the demo job seeker shares, for the open /projet/:slug.
    const jobSeeker = await session('EN_RECHERCHE_EMPLOI');
    const { slug } = await demoIds(api, jobSeeker, jobSeeker);
    return { page, calls: trackCalls(page), ids: { self: 0, subject: 0, slug } };
  }
  const own = await session(visitor);
  const ids = await demoIds(api, own, await session('EN_RECHERCHE_EMPLOI'));
  const page = await signedInPage(browser, own);
  return { page, calls: trackCalls(page), ids };
}

/**
 * Opens a screen in the visitor's tab: by address the first time, then through the router as a click on a link would,
 * which spares reloading the app and axe for each screen.
 */
async function open(page: Page, url: string): Promise<void> {
  const ready = await page.evaluate(() => 'axe' in window).catch(() => false);
  if (!ready) {
    await page.goto(url);
    await page.evaluate(axe.source);
    return;
  }
  await page.evaluate((to) => {
    // The next screen's title marks its arrival (see settle).
    document.title = '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Details for violations only: axe skips building them for the thousands of nodes that pass.
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  const found = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.help}) : ${v.nodes.map(describeNode).join(', ')}`);
  // One title of level 1 per screen, which screen readers jump to (axe rates its absence as moderate only).
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) found.push(`un-seul-h1 (Un titre de niveau 1 par écran) : ${h1} trouvé(s)`);
  return found;
}

/** The element, and for contrast the two colours measured, so that the fix can go to the theme's palette. */
function describeNode(node: { target: unknown[]; any: Array<{ data?: unknown }> }): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const colours = data?.fgColor ? ` [${data.fgColor} sur ${data.bgColor} : ${data.contrastRatio}]` : '';
  return `${node.target.join(' ')}${colours}`;
}

test.describe.configure({ mode: 'parallel', timeout: 180_000 });

test(`the route table gives ${PAIRS.length} screen × role pairs to sweep`, () => {
  console.log(`Balayage d’accessibilité : ${PAIRS.length} couples écran × rôle`);
  // Every screen at least once, several of them for more than one audience, and every role on some of its screens.
  expect(PAIRS.length).toBeGreaterThan(ROUTES.length);
  for (const route of ROUTES) expect(PAIRS.some((p) => p.route === route)).toBe(true);
  for (const role of ROLES) expect(PAIRS.filter((p) => p.visitor === role).length, role).toBeGreaterThan(5);
});

for (let start = 0; start < PAIRS.length; start += CHUNK) {
  const chunk: Pair[] = PAIRS.slice(start, start + CHUNK);
  const visitors = [...new Set(chunk.map((p) => p.visitor))].join(', ');
  test(`screens ${start + 1}–${start + chunk.length} (${visitors}) have no serious axe violation`, async ({
    visit,
  }) => {
    const failures: string[] = [];
    let previous: Pair | undefined;
    for (const pair of chunk) {
      const { route, visitor } = pair;
      // One screen under two addresses stays mounted from one to the other, and so keeps its title.
      const sameScreen =
        previous?.visitor === visitor && previous.route.screen === route.screen && previous.route.title === route.title;
      previous = pair;
      const { page, ids, calls } = await visit(visitor);
      const url = fillPath(route, visitor, ids);
      await open(page, url);
      await settle(page, !sameScreen, calls);
      const found = await seriousViolations(page);
      for (const violation of found) failures.push(`${route.path} [${visitor}] ${url} → ${violation}`);
    }
    console.log(`${chunk.length} couples ouverts (${start + 1}–${start + chunk.length})`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

// The accessibility sweep's plan: every screen of the shared route table once for each audience allowed on it (signed
// out for open screens), with its path filled from the demo data that role can see.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { ROLES, ROUTES, type Role, type RouteDef, STAFF } from '@tremplin/shared';
import type { Session } from './session';

export type Visitor = Role | 'VISITEUR';

export const DEMO_EMAIL: Record<Role, string> = {
  ADMIN: 'admin@tremplin.test',
  CEF: 'cef@tremplin.test',
  ASSISTANT: 'assistant@tremplin.test',
  RECRUTEUR: 'recruteur@tremplin.test',
  EN_RECHERCHE_EMPLOI: 'candidat@tremplin.test',
  EMPLOYE: 'employe@tremplin.test',
  CANDIDAT_POE: 'poe@tremplin.test',
  ALTERNANT: 'alternant@tremplin.test',
};

export interface Pair {
  route: RouteDef;
  visitor: Visitor;
}

/**
 * Roles that get the same screens with the same layout. Within an audience the roles take turns screen by screen, so
 * each one's menu and data are swept on a share of its screens, and a screen is not swept again for a look it shares.
 */
const AUDIENCES: Role[][] = [
  ['ADMIN', 'CEF', 'ASSISTANT'],
  ['RECRUTEUR'],
  ['EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT'],
];

/** Every route once per audience allowed on it, grouped by visitor so that one tab per visitor walks its share. */
export function sweepPairs(): Pair[] {
  const pairs: Pair[] = [];
  for (const route of ROUTES) if (!route.roles) pairs.push({ route, visitor: 'VISITEUR' });
  const byRole = new Map<Role, Pair[]>(ROLES.map((role) => [role, []]));
  for (const audience of AUDIENCES) {
    let turn = 0;
    for (const route of ROUTES) {
      const allowed = audience.filter((role) => route.roles?.includes(role));
      if (allowed.length === 0) continue;
      const role = allowed[turn++ % allowed.length] as Role;
      byRole.get(role)?.push({ route, visitor: role });
    }
  }
  for (const role of ROLES) pairs.push(...(byRole.get(role) ?? []));
  return pairs;
}

/** The demo ids a visitor's screens are opened with. */
export interface DemoIds {
  self: number;
  /** The person whose data the screens show: oneself, or the demo job seeker for staff and recruiters. */
  subject: number;
  project?: number;
  slug?: string;
  application?: number;
  interview?: number;
  invitation?: number;
  message?: number;
  jobDating?: number;
  template?: number;
  note?: number;
  noteApplication?: number;
  skill?: number;
  prospect?: number;
  ntc?: number;
  programme?: number;
  session?: number;
  /** A pair of likely duplicate accounts (the demo's second Léa Dubois). */
  duplicatePair?: number;
}

type Items = { items: Array<Record<string, unknown>> };

async function firstItem(
  api: APIRequestContext,
  token: string,
  url: string,
  body?: unknown,
): Promise<Record<string, unknown> | undefined> {
  const headers = { Authorization: `Bearer ${token}` };
  const response = body === undefined ? await api.get(url, { headers }) : await api.post(url, { headers, data: body });
  if (!response.ok()) return undefined;
  const json = (await response.json()) as Items | Array<Record<string, unknown>>;
  return Array.isArray(json) ? json[0] : json.items[0];
}

const num = (item: Record<string, unknown> | undefined, key = 'id') =>
  typeof item?.[key] === 'number' ? (item[key] as number) : undefined;

/** A message of one's own: received, or else sent. */
async function messageOf(api: APIRequestContext, session: Session): Promise<number | undefined> {
  return (
    num(await firstItem(api, session.token, `/api/message/destinataire/${session.id}/0/1`)) ??
    num(await firstItem(api, session.token, `/api/message/expediteur/${session.id}/0/1`))
  );
}

/** Reads the ids from the API as that visitor (the demo job seeker's data for staff and the recruiter). */
export async function demoIds(api: APIRequestContext, session: Session, jobSeeker: Session): Promise<DemoIds> {
  const role = session.role as Role;
  const staff = STAFF.includes(role);
  const subject = staff || role === 'RECRUTEUR' ? jobSeeker.id : session.id;
  const t = session.token;
  const ids: DemoIds = { self: session.id, subject };
  if (role === 'RECRUTEUR')
    return { ...ids, message: num(await firstItem(api, t, `/api/message/destinataire/${session.id}/0/1`)) };
  const project = await firstItem(api, t, `/api/projet/utilisateur/${subject}/0/1`);
  ids.project = num(project);
  ids.slug = typeof project?.slug === 'string' ? project.slug : undefined;
  ids.application = num(await firstItem(api, t, `/api/candidature/utilisateur/${subject}/0/1`));
  const interview =
    (await firstItem(api, t, `/api/entretien/utilisateur/${subject}/a-venir/0/1`)) ??
    (await firstItem(api, t, `/api/entretien/utilisateur/${subject}/passes/0/1`));
  ids.interview = num(interview);
  ids.invitation = num(await firstItem(api, t, '/api/invitationJD/search-by-dto/0/1', { candidatId: subject }));
  ids.message = await messageOf(api, session);
  if (staff) {
    ids.jobDating = num(await firstItem(api, t, '/api/job-dating/search-by-dto/0/1', {}));
    ids.template = num(await firstItem(api, t, '/api/modele-message/0/1'));
    const note = await firstItem(api, t, '/api/notes/0/1');
    ids.note = num(note);
    ids.noteApplication = num(note, 'candidatureId');
    ids.skill = num(await firstItem(api, t, '/api/competence/page/0/1'));
    ids.prospect = num(await firstItem(api, t, '/api/prospect'));
    ids.ntc = num(await firstItem(api, t, '/api/ntc'));
    ids.programme = num(await firstItem(api, t, '/api/formations'));
    ids.duplicatePair = num(await firstItem(api, t, '/api/doublons?page=0&size=1'));
    const programme = ids.programme
      ? await api.get(`/api/formations/${ids.programme}`, { headers: { Authorization: `Bearer ${t}` } })
      : undefined;
    if (programme?.ok())
      ids.session = num(
        ((await programme.json()) as { listeSessions: Array<Record<string, unknown>> }).listeSessions[0],
      );
  }
  return ids;
}

/** Which demo id fills each parameter, screen by screen where a name means different things. */
export function fillPath(route: RouteDef, visitor: Visitor, ids: DemoIds | undefined): string {
  const person = personFor(route, visitor, ids);
  const pick = (name: string): string | number | undefined => {
    switch (name) {
      case 'accesstoken':
      case 'token':
        return 'jeton-expire';
      case 'signature':
        return 'signature-invalide';
      case 'slug':
        return ids?.slug ?? 'projet-de-demonstration';
      case 'room':
        return 'accessibilite';
      case 'did':
        return undefined;
      case 'uid':
        return person;
      case 'pid':
        return ids?.project;
      case 'cid':
        return route.screen.startsWith('adminNote') ? ids?.noteApplication : ids?.application;
      case 'eid':
        return ids?.interview;
      case 'iid':
        return ids?.invitation;
      case 'jid':
        return ids?.jobDating;
      case 'mid':
        return ids?.template;
      case 'fid':
        return ids?.programme;
      case 'sid':
        return ids?.session;
      case 'paire':
        return ids?.duplicatePair;
      case 'id':
        return idFor(route, ids, person);
      default:
        return undefined;
    }
  };
  const filled = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.replace(/^:|\?$/g, '');
      const value = pick(name);
      if (value === undefined && !segment.endsWith('?')) {
        throw new Error(`Pas de donnée de démonstration pour « ${name} » dans ${route.path}`);
      }
      return value === undefined ? '' : String(value);
    })
    .filter((segment, i) => i === 0 || segment !== '')
    .join('/');
  return filled === '' ? '/' : filled;
}

const MAILBOX_SCREENS = new Set(['messaging', 'inbox', 'sent', 'deleted', 'message']);

/** The person a screen is about: oneself where the ownership rule applies or on one's mailbox, else the demo job seeker. */
function personFor(route: RouteDef, visitor: Visitor, ids: DemoIds | undefined): number | undefined {
  if (!ids?.self || visitor === 'VISITEUR') return undefined;
  if (MAILBOX_SCREENS.has(route.screen)) return ids.self;
  if (!route.owner) return ids.subject;
  const exempt = STAFF.includes(visitor) || (route.readOnly === true && visitor === 'RECRUTEUR');
  return exempt ? ids.subject : ids.self;
}

function idFor(route: RouteDef, ids: DemoIds | undefined, person: number | undefined): number | undefined {
  switch (route.screen) {
    case 'interviewRoom':
      return ids?.interview;
    case 'message':
    case 'messageReply':
      return ids?.message;
    case 'adminSkillEdit':
      return ids?.skill;
    case 'adminNoteEdit':
    case 'adminNotePreview':
      return ids?.note;
    case 'prospectEdit':
      return ids?.prospect;
    case 'ntcEdit':
      return ids?.ntc;
    case 'adminApplicationEdit':
      return ids?.application;
    case 'messageNew':
    case 'favourites':
      return ids?.self;
    case 'savedSearchUnsubscribe':
      // The page acts only on its button: any search number shows it.
      return 1;
    case 'followUpAnswer':
      // Any follow-up number: with the demo signature the page says in French what to do with a broken link.
      return 1;
    default:
      return person;
  }
}

/** Counts the tab's API calls in flight (fetch and XHR; the realtime WebSocket is not one). */
export function trackCalls(page: Page): () => number {
  let inFlight = 0;
  const isCall = (r: Request) => ['fetch', 'xhr'].includes(r.resourceType());
  page.on('request', (r) => {
    if (isCall(r)) inFlight++;
  });
  const done = (r: Request) => {
    if (isCall(r)) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/**
 * Waits until the screen has settled: shown (its title set, when the tab came from another screen), its code and data
 * loaded (no call in flight, no spinner or loader left), and nothing moving in (toasts, dialogs, sections fading in as they scroll into view),
 * for 150 ms in a row.
 */
export async function settle(page: Page, awaitTitle: boolean, callsInFlight: () => number): Promise<void> {
  const deadline = Date.now() + 20_000;
  let quietSince: number | undefined;
  for (;;) {
    const busy =
      callsInFlight() > 0 ||
      (await page.evaluate((withTitle) => {
        if (withTitle && document.title === '') return true;
        if (document.querySelector('main') === null) return true;
        if (document.querySelector('.tremplin-spinner, .mantine-Loader-root:not([aria-hidden="true"])')) return true;
        // A toast or a dialog sliding in, a section fading in: wait for the end of every finite animation.
        const moving = document
          .getAnimations()
          .some(
            (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          );
        return (
          moving ||
          Array.from(document.querySelectorAll('[data-aos]')).some(
            (el) => !['0', '1'].includes(getComputedStyle(el).opacity),
          )
        );
      }, awaitTitle));
    const now = Date.now();
    if (busy) quietSince = undefined;
    else if (quietSince === undefined) quietSince = now;
    else if (now - quietSince >= 150) return;
    if (now > deadline) throw new Error(`La page ${page.url()} ne s’est pas stabilisée en 20 s`);
    await page.waitForTimeout(40);
  }
}

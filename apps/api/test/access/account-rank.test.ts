// The rank rule on every call that acts on an account as a whole: each staff role × each target role (and oneself) ×
// each action, with the status answered and, on a refusal, the proof that nothing changed.
import { ACCESS_MESSAGES, mayActOnRole, ROLES, type Role, STAFF } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, storedFiles, users } from '../../src/db/schema';
import { multipartFile } from '../helpers/multipart';
import { createTestApp } from '../helpers/test-app';
import { createUser, KNOWN_PASSWORD } from './accounts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#5dc596' } })
    .png()
    .toBuffer();
});
afterAll(async () => t?.close());

type Account = typeof users.$inferSelect & { token: string };

async function account(role: Role, values: Partial<typeof users.$inferInsert> = {}): Promise<Account> {
  const user = await createUser(t.db, { role, ...values });
  const { token } = await t.app.sessions.open({ id: user.id, role });
  return { ...user, token };
}

/** The full body of PUT /api/admin/modification for an account, with some fields changed. */
const fullUpdate = (u: typeof users.$inferSelect, changes: Record<string, unknown> = {}) => ({
  id: u.id,
  version: u.version,
  email: u.email,
  nom: u.nom,
  prenom: u.prenom,
  role: u.role,
  active: u.active,
  visibilite: u.visibilite,
  tremplin: u.tremplin,
  ...changes,
});

/** What a refused call must leave as it was: the account's row, its files and its reset links. */
async function snapshot(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  const files = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, id));
  const links = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, id));
  return { row, files: files.length, links: links.length };
}

interface Action {
  name: string;
  /** Whether the call may succeed for this actor on this target (self: the actor's own account). */
  allowed(actor: Role, target: Role, self: boolean): boolean;
  /** The target as the action needs it before the call. */
  prepare?: Partial<typeof users.$inferInsert>;
  run(actor: Account, target: Account): Promise<{ statusCode: number; body: string; json(): { message?: string } }>;
}

const rank = (actor: Role, target: Role, self: boolean) => self || mayActOnRole(actor, target);
const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}`, ...headers } });

const ACTIONS: Action[] = [
  {
    name: 'edit (staff screen)',
    allowed: rank,
    run: (a, u) => call(a.token, 'PUT', '/api/admin/modification', fullUpdate(u, { ville: 'Brest' })),
  },
  {
    name: 'edit (profile)',
    allowed: rank,
    run: (a, u) =>
      call(a.token, 'PUT', '/api/utilisateur/modification-liens', {
        id: u.id,
        version: u.version,
        github: 'https://github.com/quelquun',
      }),
  },
  {
    name: 'password',
    // Nobody sets another person's password, whatever their rank.
    allowed: (_a, _u, self) => self,
    run: (a, u) =>
      call(a.token, 'PUT', '/api/utilisateur/modification-mdp', {
        utilisateurID: u.id,
        motDePasse: 'Changé2026!abc',
        ...(a.id === u.id ? { ancienMotDePasse: KNOWN_PASSWORD } : {}),
      }),
  },
  {
    name: 'reset link',
    allowed: rank,
    run: (a, u) => call(a.token, 'POST', `/api/admin/${u.id}/lien-reinitialisation`),
  },
  {
    name: 'invitation resent',
    allowed: rank,
    // An account opened by staff whose invitation is still waiting.
    prepare: { invitationSentAt: new Date(), invitationExpiresAt: new Date(Date.now() + 3600_000) },
    run: (a, u) => call(a.token, 'POST', `/api/admin/${u.id}/invitation`),
  },
  {
    name: 'invitation state',
    allowed: rank,
    run: (a, u) => call(a.token, 'GET', `/api/admin/${u.id}/invitation`),
  },
  {
    name: 'deactivation',
    allowed: rank,
    run: (a, u) => call(a.token, 'PUT', `/api/utilisateur/desactivation/${u.id}`),
  },
  {
    name: 'reactivation',
    allowed: rank,
    prepare: { active: false },
    run: (a, u) => call(a.token, 'PUT', '/api/admin/modification', fullUpdate(u, { active: true })),
  },
  {
    name: 'role',
    // One's own role never changes; another's within one's rank, to a role one may give.
    allowed: (a, u, self) => !self && mayActOnRole(a, u),
    run: (a, u) =>
      call(
        a.token,
        'PUT',
        '/api/admin/modification',
        fullUpdate(u, { role: u.role === 'EMPLOYE' ? 'ALTERNANT' : 'EMPLOYE' }),
      ),
  },
  {
    name: 'export',
    allowed: rank,
    run: (a, u) => call(a.token, 'GET', `/api/utilisateur/${u.id}/export`),
  },
  {
    name: 'personal-data summary',
    allowed: rank,
    run: (a, u) => call(a.token, 'GET', `/api/utilisateur/${u.id}/donnees-personnelles`),
  },
  {
    name: 'candidate file',
    allowed: rank,
    run: (a, u) => call(a.token, 'GET', `/api/dossier/${u.id}/messages`),
  },
  {
    name: 'erasure',
    // Staff never erase their own account from the staff screens.
    allowed: (a, u, self) => !self && mayActOnRole(a, u),
    run: (a, u) => call(a.token, 'POST', `/api/admin/${u.id}/effacement`, { motif: 'Demande écrite de la personne' }),
  },
  {
    name: 'retention extension',
    allowed: (a, u, self) => rank(a, u, self),
    run: (a, u) => call(a.token, 'POST', `/api/admin/${u.id}/conservation`, { motif: 'Suivi en cours' }),
  },
  {
    name: 'second factor state',
    allowed: rank,
    run: (a, u) => call(a.token, 'GET', `/api/admin/${u.id}/double-authentification`),
  },
  {
    name: 'second factor reset',
    // One's own goes through one's settings, with a code.
    allowed: (a, u, self) => !self && mayActOnRole(a, u),
    run: (a, u) => call(a.token, 'DELETE', `/api/admin/${u.id}/double-authentification`),
  },
  {
    name: 'files',
    // SPEC §6: only admins add or remove another person's files, and within the rank rule (which admits them all).
    allowed: (a, u, self) => self || (a === 'ADMIN' && mayActOnRole(a, u)),
    run: (a, u) => {
      const body = multipartFile('photo.png', png, 'image/png');
      return t.app.inject({
        method: 'POST',
        url: `/api/media/${u.id}/avatar`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${a.token}` },
      });
    },
  },
];

const TARGETS: Array<Role | 'self'> = [...ROLES, 'self'];

describe.each(STAFF.map((role) => [role]))('%s acting on an account', (actorRole) => {
  let actor: Account;
  beforeAll(async () => {
    actor = await account(actorRole);
  });

  describe.each(ACTIONS.map((action) => [action.name, action]))('%s', (_name, action) => {
    it.each(TARGETS.map((target) => [target]))('on %s', async (targetKind) => {
      const self = targetKind === 'self';
      // Acting on oneself may deactivate or erase: a fresh account each time.
      const me = self ? await account(actorRole, action.prepare) : actor;
      const target = self ? me : await account(targetKind as Role, action.prepare);
      const expected = action.allowed(actorRole, target.role, self);
      const before = await snapshot(target.id);

      const response = await action.run(me, target);

      if (expected) {
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
        return;
      }
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^[A-ZÀ-Ý].*[.!]$/);
      if (!self && STAFF.includes(target.role) && !mayActOnRole(actorRole, target.role)) {
        // Above one's rank, the guard answers before any service.
        if (action.name !== 'password' && action.name !== 'files') {
          expect(response.json().message).toBe(ACCESS_MESSAGES.outOfRank);
        }
      }
      expect(await snapshot(target.id)).toEqual(before);
    });
  });
});

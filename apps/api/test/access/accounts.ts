// Test accounts: users written straight into the database with a known password, then signed in through the API.
import { type LoginResponse, ROLES, type Role } from '@tremplin/shared';
import type { Database } from '../../src/db/client';
import { type NewUser, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const KNOWN_PASSWORD = 'Tremplin2026!';

let knownHash: Promise<string> | undefined;
/** Hashed once per test file: argon2 is slow on purpose. */
export const knownPasswordHash = () => {
  knownHash ??= hashPassword(KNOWN_PASSWORD);
  return knownHash;
};

let counter = 0;

export async function createUser(db: Database, values: Partial<NewUser> & { role: Role }) {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `${values.role.toLowerCase()}-${counter}-${Date.now()}@exemple.test`,
      passwordHash: await knownPasswordHash(),
      active: true,
      nom: 'DUPONT',
      prenom: 'Camille',
      // A ready profile: its owner agreed to the talent pool, so recruiters' searches find it when visible.
      talentPoolConsent: true,
      ...values,
    })
    .returning();
  return row!;
}

interface Injector {
  inject(options: {
    method: 'POST';
    url: string;
    payload: unknown;
    headers?: Record<string, string>;
  }): Promise<{ statusCode: number; json(): unknown; body: string }>;
}

export async function signIn(app: Injector, email: string, password = KNOWN_PASSWORD, ip?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/connexion',
    payload: { email, motDePasse: password },
    headers: ip ? { 'x-forwarded-for': ip } : undefined,
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json() as LoginResponse;
}

export type RoleAccount = { id: number; email: string; role: Role; token: string; refreshToken: string };

/** One active account per role, signed in through POST /auth/connexion (CAPTCHA_PROVIDER=none). */
export async function createRoleAccounts(app: Injector, db: Database): Promise<Record<Role, RoleAccount>> {
  const accounts = {} as Record<Role, RoleAccount>;
  for (const role of ROLES) {
    const user = await createUser(db, { role });
    const session = await signIn(app, user.email);
    accounts[role] = { id: user.id, email: user.email, role, token: session.token, refreshToken: session.refreshToken };
  }
  return accounts;
}

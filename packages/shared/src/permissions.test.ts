import { describe, expect, it } from 'vitest';
import { DECLARED_ROUTES } from './contract';
import { decideEndpointAccess, isGuardedPath, otherAccountId } from './permissions';
import { mayActOnAccount, mayActOnRole, ROLES, STAFF } from './roles';

const declared = (key: string) => {
  const declaration = DECLARED_ROUTES.get(key);
  if (!declaration) throw new Error(`${key} n’est pas déclaré.`);
  return declaration;
};

describe('endpoint access', () => {
  it('declares both routes of an optional trailing segment', () => {
    expect(DECLARED_ROUTES.get('GET /api/message/destinataire/:uid/:page/:size/:search')).toBeDefined();
    expect(DECLARED_ROUTES.get('GET /api/message/destinataire/:uid/:page/:size')).toBeDefined();
    expect(DECLARED_ROUTES.get('GET /api/candidature/countForEach/:page/:size/:search/:value')).toBeDefined();
    expect(DECLARED_ROUTES.get('GET /api/candidature/countForEach/:page/:size')).toBeDefined();
    expect([...DECLARED_ROUTES.keys()].some((k) => /[{}?]/.test(k))).toBe(false);
  });

  it('guards the API and account paths, not the documentation nor the pages', () => {
    expect(isGuardedPath('/api/utilisateur')).toBe(true);
    expect(isGuardedPath('/auth/connexion')).toBe(true);
    expect(isGuardedPath('/profile/:id')).toBe(true);
    expect(isGuardedPath('/motdepasse')).toBe(true);
    expect(isGuardedPath('/reset-motdepasse')).toBe(true);
    expect(isGuardedPath('/api/docs/json')).toBe(false);
    expect(isGuardedPath('/')).toBe(false);
    expect(isGuardedPath('/assets/index.js')).toBe(false);
  });

  it('refuses anonymous, wrong roles and other owners; staff are exempt from ownership', () => {
    const p = declared('GET /profile/:id');
    expect(decideEndpointAccess(p, { params: { id: '5' } }, null)).toBe('unauthenticated');
    expect(decideEndpointAccess(p, { params: { id: '5' } }, { id: 5, role: 'EMPLOYE' })).toBe('allow');
    expect(decideEndpointAccess(p, { params: { id: '6' } }, { id: 5, role: 'EMPLOYE' })).toBe('not-owner');
    expect(decideEndpointAccess(p, { params: { id: '6' } }, { id: 5, role: 'CEF' })).toBe('allow');
    // A person's messages are theirs alone: staff get no exemption there.
    const unread = declared('GET /api/message/count/nonlu/:uid');
    expect(decideEndpointAccess(unread, { params: { uid: '6' } }, { id: 5, role: 'ADMIN' })).toBe('not-owner');
    const fav = declared('GET /api/favoris/:uid');
    expect(decideEndpointAccess(fav, { params: { uid: '5' } }, { id: 5, role: 'EN_RECHERCHE_EMPLOI' })).toBe(
      'wrong-role',
    );
  });

  it('reads a body owner only when asked for the body', () => {
    const p = declared('PUT /api/utilisateur/modification-mdp');
    const user = { id: 5, role: 'ALTERNANT' as const };
    expect(decideEndpointAccess(p, { params: {} }, user, 'params')).toBe('allow');
    expect(decideEndpointAccess(p, { body: { utilisateurID: 6 } }, user, 'body')).toBe('not-owner');
    expect(decideEndpointAccess(p, { body: { utilisateurID: '5' } }, user, 'body')).toBe('allow');
  });
});

describe('the rank rule on accounts', () => {
  it('lets an admin act on everyone, a CEF on all but admins, an assistant on non-staff only, others on nobody', () => {
    const allowed = (actor: (typeof ROLES)[number]) => ROLES.filter((target) => mayActOnRole(actor, target));
    expect(allowed('ADMIN')).toEqual(ROLES);
    expect(allowed('CEF')).toEqual(ROLES.filter((r) => r !== 'ADMIN'));
    expect(allowed('ASSISTANT')).toEqual(ROLES.filter((r) => !STAFF.includes(r)));
    for (const role of ROLES.filter((r) => !STAFF.includes(r))) expect(allowed(role)).toEqual([]);
    // Everyone acts on their own account.
    for (const role of ROLES) expect(mayActOnAccount({ id: 3, role }, { id: 3, role })).toBe(true);
    expect(mayActOnAccount({ id: 3, role: 'ASSISTANT' }, { id: 1, role: 'ADMIN' })).toBe(false);
  });

  it('is declared on every call that names an account staff may act on', () => {
    // A call under the account paths whose owner check exempts staff acts on someone else's account: without the
    // declaration, the guard would let an assistant act on an admin there. New calls are caught here.
    const accountPath =
      /^(PUT|POST|DELETE|GET|PATCH) \/api\/(utilisateur\/(modification|desactivation|:id\/)|admin\/(modification|:id))/;
    const missing = [...DECLARED_ROUTES]
      .filter(([key, p]) => accountPath.test(key) && p.roles?.some((r) => STAFF.includes(r)))
      .filter(([, p]) => !p.account && p.owner?.exempt.length !== 0)
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('names the other account of a call, never the caller nor an invalid id', () => {
    const p = declared('PUT /api/utilisateur/desactivation/:id');
    expect(otherAccountId(p, { params: { id: '7' } }, { id: 5 }, 'params')).toBe(7);
    expect(otherAccountId(p, { params: { id: '5' } }, { id: 5 }, 'params')).toBeNull();
    expect(otherAccountId(p, { params: { id: 'abc' } }, { id: 5 }, 'params')).toBeNull();
    expect(otherAccountId(p, { params: { id: '7' } }, { id: 5 }, 'body')).toBeNull();
    const edit = declared('PUT /api/admin/modification');
    expect(otherAccountId(edit, { body: { id: 7 } }, { id: 5 }, 'body')).toBe(7);
  });
});

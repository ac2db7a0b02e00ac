// Enforces who may call each API route, as its declaration says (packages/shared/src/contract, bound by
// lib/endpoint-route). A route without a declaration, or a declaration served by no route, stops start-up.
import {
  ACCESS_MESSAGES,
  DECLARED_ENDPOINTS,
  decideEndpointAccess,
  type EndpointDecision,
  type EndpointPermission,
  isGuardedPath,
  mayActOnRole,
  otherAccountId,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { AuthUser } from './authentication';

export interface GuardedEndpoint {
  method: string;
  url: string;
  permission: EndpointPermission;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every guarded route registered so far, with the permission enforced on it. */
    guardedEndpoints: readonly GuardedEndpoint[];
  }
}

function refuse(decision: EndpointDecision) {
  if (decision === 'unauthenticated') throw unauthorized(ACCESS_MESSAGES.signInRequired);
  if (decision === 'wrong-role') throw forbidden(ACCESS_MESSAGES.roleForbidden);
  if (decision === 'not-owner') throw forbidden(ACCESS_MESSAGES.notOwner);
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function describeAccess(permission: EndpointPermission): string {
  if (!permission.roles) return 'Accès : public.';
  let text = `Accès : ${permission.roles.join(', ')}.`;
  const owner = permission.owner;
  if (owner) {
    const where = owner.in === 'params' ? `Le paramètre ${owner.name}` : `Le champ ${owner.name} du corps`;
    text += ` ${where} doit désigner la personne connectée`;
    text += owner.exempt.length ? ` (sauf ${owner.exempt.join(', ')}).` : '.';
  }
  if (permission.account) {
    text +=
      ' Sur le compte d’une autre personne : ADMIN sur tous, CEF sur tous sauf les ADMIN, ASSISTANT sur les comptes hors personnel.';
  }
  return text;
}

export const authorizationPlugin = fp(
  async (app: FastifyInstance) => {
    const guarded: GuardedEndpoint[] = [];
    app.decorate('guardedEndpoints', guarded);

    /**
     * The rank rule (ACTS_ON_ROLES), here once for every call that names an account: acting on someone else's needs
     * a role that ranks over theirs. An unknown account passes, for the service to answer 404.
     */
    const checkRank = async (
      permission: EndpointPermission,
      request: FastifyRequest,
      user: AuthUser,
      check: 'params' | 'body',
    ) => {
      const targetId = otherAccountId(permission, { params: request.params, body: request.body }, user, check);
      if (targetId === null) return;
      const [target] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, targetId));
      if (target && !mayActOnRole(user.role, target.role)) throw forbidden(ACCESS_MESSAGES.outOfRank);
    };

    const served = new Set<unknown>();
    app.addHook('onReady', async () => {
      const unserved = DECLARED_ENDPOINTS.filter((declaration) => !served.has(declaration));
      if (unserved.length > 0)
        throw new Error(
          `Declared endpoints without a handler: ${unserved.map((e) => `${e.method} ${e.path}`).join(', ')}.`,
        );
    });

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.endpoint) served.add(route.config.endpoint);
      if (!isGuardedPath(route.url)) return;
      const permissions = new Map<string, EndpointPermission>();
      for (const method of asArray(route.method).map((m) => m.toUpperCase())) {
        const permission = route.config?.endpoint;
        if (!permission) {
          throw new Error(
            `${method} ${route.url} has no declaration: declare it in packages/shared/src/contract and serve it ` +
              'with endpointServer (lib/endpoint-route).',
          );
        }
        permissions.set(method, permission);
        guarded.push({ method, url: route.url, permission });
      }
      const permissionOf = (request: FastifyRequest) =>
        permissions.get(request.method) ?? (permissions.get('GET') as EndpointPermission);

      // Before body parsing: an anonymous or wrongly-roled caller is refused without the body being read.
      // Callback style, so that a public route (most calls) settles no promise here.
      const guard: onRequestHookHandler = (request, _reply, done) => {
        const permission = permissionOf(request);
        if (!permission.roles) return done();
        app
          .authenticate(request)
          .then(() => {
            refuse(decideEndpointAccess(permission, { params: request.params }, request.user, 'params'));
            if (permission.account?.in === 'params') return checkRank(permission, request, request.user, 'params');
          })
          .then(() => done(), done);
      };
      route.onRequest = [guard, ...asArray(route.onRequest)];

      // Ownership named by a body field: checked once the body is parsed, before schema validation.
      // So is the account a body field names.
      if ([...permissions.values()].some((p) => p.owner?.in === 'body' || p.account?.in === 'body')) {
        const bodyGuard = async (request: FastifyRequest) => {
          const permission = permissionOf(request);
          if (!permission.roles) return;
          refuse(decideEndpointAccess(permission, { body: request.body }, request.user, 'body'));
          if (permission.account?.in === 'body') await checkRank(permission, request, request.user, 'body');
        };
        route.preValidation = [bodyGuard, ...asArray(route.preValidation)];
      }

      const permission = [...permissions.values()][0] as EndpointPermission;
      const schema = route.schema ?? {};
      const description = [schema.description, describeAccess(permission)].filter(Boolean).join('\n\n');
      route.schema = {
        ...schema,
        summary: schema.summary ?? permission.summary,
        description,
        ...(permission.roles ? { security: [{ bearerAuth: [] }] } : {}),
      };
    });
  },
  { name: 'authorization', dependencies: ['authentication'] },
);

// Enforces the shared endpoint permission table on every API route; a route missing from the table stops start-up.
import {
  ACCESS_MESSAGES,
  decideEndpointAccess,
  type EndpointDecision,
  type EndpointPermission,
  findEndpointPermission,
  isGuardedPath,
} from '@tremplin/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors';

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
    text += ` ${where} doit désigner la personne connectée (sauf ${owner.exempt.join(', ')}).`;
  }
  return text;
}

export const authorizationPlugin = fp(
  async (app: FastifyInstance) => {
    const guarded: GuardedEndpoint[] = [];
    app.decorate('guardedEndpoints', guarded);

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isGuardedPath(route.url)) return;
      const permissions = new Map<string, EndpointPermission>();
      for (const method of asArray(route.method).map((m) => m.toUpperCase())) {
        const permission = findEndpointPermission(method, route.url);
        if (!permission) {
          throw new Error(
            `${method} ${route.url} is missing from ENDPOINT_PERMISSIONS (packages/shared/src/permissions.ts): ` +
              'declare who may call it there.',
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
          .then(() => refuse(decideEndpointAccess(permission, { params: request.params }, request.user, 'params')))
          .then(() => done(), done);
      };
      route.onRequest = [guard, ...asArray(route.onRequest)];

      // Ownership named by a body field: checked once the body is parsed, before schema validation.
      if ([...permissions.values()].some((p) => p.owner?.in === 'body')) {
        const bodyGuard = async (request: FastifyRequest) => {
          const permission = permissionOf(request);
          if (!permission.roles) return;
          refuse(decideEndpointAccess(permission, { body: request.body }, request.user, 'body'));
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

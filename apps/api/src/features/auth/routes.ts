// Account calls (SPEC §7 Authentication), as declared in packages/shared/src/contract/auth.ts: sign-in, session,
// confirmation, password reset and change, deactivation.
import {
  ADMIN_USER_MESSAGES,
  AUTH_MESSAGES,
  authEndpoints as endpoints,
  MESSAGES,
  PERSONAL_DATA_MESSAGES,
  REMEMBER_DEVICE_COOKIE,
} from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { badRequest } from '../../lib/http-errors';
import { bearerToken } from '../../lib/tokens';
import { createAuthService } from './service';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const service = createAuthService(app);
  const serve = endpointServer(app, 'authentification');

  serve(
    endpoints.signIn,
    async (request) => {
      const session = await service.signIn(request.body.email, request.body.motDePasse, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceToken: request.cookies[REMEMBER_DEVICE_COOKIE],
      });
      // Request lines are not logged at info; a sign-in is worth one for the admin console.
      if ('id' in session) request.log.info({ url: request.url, userId: session.id }, 'connexion réussie');
      return session;
    },
    { preHandler: [app.attemptLimits.guard('signIn'), app.captcha.check('connexion')] },
  );

  serve(endpoints.refresh, async (request) => service.refresh(request.body.refreshToken));

  serve(endpoints.validate, async (request) =>
    service.validate(request.query.token ?? bearerToken(request.headers.authorization)),
  );

  serve(endpoints.signOut, async (request) => {
    await service.logout(request.body.refreshToken);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  // SPEC: an empty body. Some clients still label it JSON, so in this scope an empty JSON body reads as none.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : JSON.parse(body as string));
      } catch {
        done(badRequest('Le corps de la requête n’est pas un JSON valide.'), undefined);
      }
    });
    endpointServer(scope, 'authentification')(
      endpoints.confirm,
      async (request) => {
        await service.confirm(bearerToken(request.headers.authorization) ?? request.body?.token);
        return { message: AUTH_MESSAGES.confirmed };
      },
      { preHandler: [app.attemptLimits.guard('confirmation')] },
    );
  });

  serve(
    endpoints.requestReset,
    async (request, reply) => {
      await service.requestReset(request.body.email);
      return reply.status(202).send({ message: AUTH_MESSAGES.resetRequested });
    },
    { preHandler: [app.attemptLimits.guard('passwordReset'), app.captcha.check('motdepasse')] },
  );

  serve(
    endpoints.resetPassword,
    async (request) => {
      const token = request.body.token ?? bearerToken(request.headers.authorization);
      await service.resetPassword(token, request.body.motDePasse);
      return { message: AUTH_MESSAGES.passwordReset };
    },
    { preHandler: [app.attemptLimits.guard('passwordReset'), app.captcha.check('reset-motdepasse')] },
  );

  serve(endpoints.changePassword, async (request) => {
    await service.changePassword(request.user, request.body);
    return { message: AUTH_MESSAGES.passwordChanged };
  });

  serve(endpoints.deactivate, async (request) => {
    await service.deactivate(request.user, request.params.id);
    return {
      message:
        request.user.id === request.params.id
          ? PERSONAL_DATA_MESSAGES.erasureRequested(app.config.personalData.erasureGraceDays)
          : MESSAGES.otherAccountDeactivated,
    };
  });

  serve(endpoints.sendResetLink, async (request) => ({
    message: ADMIN_USER_MESSAGES.resetLinkSent(await service.sendResetLink(request.params.id)),
  }));

  serve(endpoints.captchaChallenge, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.captcha.challenge();
  });
};

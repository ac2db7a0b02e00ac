// Second factor calls, as declared in packages/shared/src/contract/auth.ts: the sign-in's second step (public, named by
// its step token), one's own settings, and the staff reset. Registered in the auth scope, where the remembered-device
// cookie is read and written.
import { authEndpoints as endpoints, REMEMBER_DEVICE_COOKIE, SECOND_FACTOR_MESSAGES } from '@tremplin/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { badRequest, unauthorized } from '../../lib/http-errors';
import type { Queryable } from '../../lib/tokens';
import { journalActor } from '../../plugins/access-journal';
import { codeRefusal, createSecondFactorService } from './second-factor-service';
import { createAuthService } from './service';

export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const service = createSecondFactorService(app);
  const auth = createAuthService(app);
  const serve = endpointServer(app, 'double authentification');

  const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

  /** In the session's transaction: the step token ends, and the device is remembered when asked. */
  const finishStep =
    (request: FastifyRequest, reply: FastifyReply, token: string, userId: number, remember?: boolean) =>
    async (q: Queryable) => {
      if (!(await service.endStep(q, token))) throw unauthorized(SECOND_FACTOR_MESSAGES.stepExpired);
      if (!remember) return;
      const device = await service.rememberDevice(q, userId);
      reply.setCookie(REMEMBER_DEVICE_COOKIE, device.token, {
        path: '/auth',
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.production,
        maxAge: device.maxAgeSeconds,
      });
      request.log.info({ userId }, 'appareil retenu pour la double authentification');
    };

  serve(
    endpoints.stepVerification,
    async (request, reply) => {
      const { jeton, code, seSouvenir } = request.body;
      const account = await service.readStep(jeton);
      const check = await service.checkCode(account.id, code);
      if (check !== 'ok') throw unauthorized(codeRefusal(check));
      const session = await auth.completeSignIn(account.id, meta(request), {
        alongside: finishStep(request, reply, jeton, account.id, seSouvenir),
      });
      request.log.info({ url: request.url, userId: session.id }, 'connexion réussie');
      return session;
    },
    { preHandler: [app.attemptLimits.guard('signIn')] },
  );

  serve(
    endpoints.stepEnrolment,
    async (request) => {
      const account = await service.readStep(request.body.jeton);
      return service.startEnrolment(account.id);
    },
    { preHandler: [app.attemptLimits.guard('signIn')] },
  );

  serve(
    endpoints.stepActivation,
    async (request, reply) => {
      const { jeton, code, seSouvenir } = request.body;
      const account = await service.readStep(jeton);
      let session: Awaited<ReturnType<typeof auth.completeSignIn>> | undefined;
      const codesSecours = await service.confirmEnrolment(account.id, code, async (tx) => {
        // The session opens in the enrolment's transaction: both or neither.
        session = await auth.completeSignIn(account.id, meta(request), {
          alongside: finishStep(request, reply, jeton, account.id, seSouvenir),
          tx,
        });
      });
      if (!session) throw badRequest(SECOND_FACTOR_MESSAGES.noEnrolment);
      return { ...session, codesSecours };
    },
    { preHandler: [app.attemptLimits.guard('signIn')] },
  );

  serve(endpoints.secondFactor, async (request) => service.status(request.user));

  serve(endpoints.startEnrolment, async (request) => service.startEnrolment(request.user.id));

  serve(endpoints.activate, async (request) => ({
    message: SECOND_FACTOR_MESSAGES.enabled,
    codesSecours: await service.confirmEnrolment(request.user.id, request.body.code),
  }));

  serve(endpoints.disable, async (request) => {
    await service.disable(request.user, request.body.code);
    return { message: SECOND_FACTOR_MESSAGES.disabled };
  });

  serve(endpoints.regenerateRecoveryCodes, async (request) => ({
    message: SECOND_FACTOR_MESSAGES.recoveryRegenerated,
    codesSecours: await service.regenerateRecoveryCodes(request.user.id, request.body.code),
  }));

  serve(endpoints.staffSecondFactor, async (request) => ({ active: await service.isActive(request.params.id) }));

  serve(endpoints.resetSecondFactor, async (request) => {
    const email = await service.reset(journalActor(request), request.params.id);
    return { message: SECOND_FACTOR_MESSAGES.reset(email) };
  });
};

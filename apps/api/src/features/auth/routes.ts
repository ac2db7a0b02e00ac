// Account calls (SPEC §7 Authentication): sign-in, session, confirmation, password reset and change, deactivation.
import {
  ADMIN_USER_MESSAGES,
  AUTH_MESSAGES,
  captchaChallengeSchema,
  changePasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  MESSAGES,
  messageResponseSchema,
  PERSONAL_DATA_MESSAGES,
  refreshRequestSchema,
  resetPasswordSchema,
  resetRequestSchema,
  validateQuerySchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';
import { errors, idParams } from '../../lib/route-schemas';
import { bearerToken } from '../../lib/tokens';
import { createAuthService } from './service';

const tags = ['authentification'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService(app);

  app.post(
    '/auth/connexion',
    {
      schema: {
        tags,
        description: 'Une adresse inconnue, un mauvais mot de passe et un compte inactif reçoivent le même refus.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors(400, 401, 429) },
      },
      preHandler: [app.attemptLimits.guard('signIn'), app.captcha.check('connexion')],
    },
    async (request) => {
      const session = await service.signIn(request.body.email, request.body.motDePasse, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // Request lines are not logged at info; a sign-in is worth one for the admin console.
      request.log.info({ url: request.url, userId: session.id }, 'connexion réussie');
      return session;
    },
  );

  app.post(
    '/auth/refreshToken',
    {
      schema: {
        tags,
        description:
          'Le jeton de rafraîchissement est à usage unique : la réponse en donne un nouveau. Présenter un jeton déjà utilisé révoque toute sa chaîne.',
        body: refreshRequestSchema,
        response: { 200: loginResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => service.refresh(request.body.refreshToken),
  );

  app.get(
    '/auth/validate',
    {
      schema: {
        tags,
        description:
          'Répond true quand le jeton (paramètre token, sinon en-tête bearer) est valide et le compte actif.',
        querystring: validateQuerySchema,
        response: { 200: z.boolean() },
      },
    },
    async (request) => service.validate(request.query.token ?? bearerToken(request.headers.authorization)),
  );

  app.post(
    '/auth/deconnexion',
    {
      schema: {
        tags,
        description:
          'Révoque la chaîne du jeton de rafraîchissement et met fin aux jetons d’accès du compte, sur tous les serveurs.',
        body: logoutRequestSchema,
        response: { 200: messageResponseSchema, ...errors(400) },
      },
    },
    async (request) => {
      await service.logout(request.body.refreshToken);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

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
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/auth/confirmation',
      {
        schema: {
          tags,
          description:
            'Jeton de confirmation reçu par e-mail, en en-tête bearer (ou champ token) ; usage unique, 48 h.',
          body: z.object({ token: z.string().max(200).optional() }).nullish(),
          response: { 200: messageResponseSchema, ...errors(400, 429) },
        },
        preHandler: [app.attemptLimits.guard('confirmation')],
      },
      async (request) => {
        await service.confirm(bearerToken(request.headers.authorization) ?? request.body?.token);
        return { message: AUTH_MESSAGES.confirmed };
      },
    );
  });

  app.post(
    '/motdepasse',
    {
      schema: {
        tags,
        description: 'Répond toujours de la même façon ; envoie un lien (1 h, usage unique) si le compte existe.',
        body: resetRequestSchema,
        response: { 202: messageResponseSchema, ...errors(400, 429) },
      },
      preHandler: [app.attemptLimits.guard('passwordReset'), app.captcha.check('motdepasse')],
    },
    async (request, reply) => {
      await service.requestReset(request.body.email);
      return reply.status(202).send({ message: AUTH_MESSAGES.resetRequested });
    },
  );

  app.post(
    '/reset-motdepasse',
    {
      schema: {
        tags,
        description:
          'Jeton de réinitialisation en champ token ou en en-tête bearer. Toutes les sessions du compte sont fermées.',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
      },
      preHandler: [app.attemptLimits.guard('passwordReset'), app.captcha.check('reset-motdepasse')],
    },
    async (request) => {
      const token = request.body.token ?? bearerToken(request.headers.authorization);
      await service.resetPassword(token, request.body.motDePasse);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.put(
    '/api/utilisateur/modification-mdp',
    {
      schema: {
        tags,
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.changePassword(request.user, request.body);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.put(
    '/api/utilisateur/desactivation/:id',
    {
      schema: {
        tags,
        description:
          'Désactive le compte (SPEC §4 : la personne est ensuite déconnectée) et révoque tous ses jetons de rafraîchissement. Sur son propre compte, c’est une suppression : effacement définitif après ERASURE_GRACE_DAYS jours (30 par défaut) sauf nouvelle connexion, ou tout de suite par le lien envoyé par e-mail.',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      await service.deactivate(request.user, request.params.id);
      return {
        message:
          request.user.id === request.params.id
            ? PERSONAL_DATA_MESSAGES.erasureRequested(app.config.personalData.erasureGraceDays)
            : MESSAGES.otherAccountDeactivated,
      };
    },
  );

  app.post(
    '/api/admin/:id/lien-reinitialisation',
    {
      schema: {
        tags,
        description:
          'Le personnel ne choisit jamais le mot de passe d’une autre personne : il lui envoie ce lien (1 h, usage unique).',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => ({
      message: ADMIN_USER_MESSAGES.resetLinkSent(await service.sendResetLink(request.params.id)),
    }),
  );

  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        tags,
        description:
          'Défi ALTCHA v2 (sa solution, la charge utile base64 du widget, va dans le champ captcha), ou clé de site reCAPTCHA v3 (le jeton va dans le champ captcha).',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge();
    },
  );
};

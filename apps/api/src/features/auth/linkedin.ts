// 'Continuer avec LinkedIn': OpenID Connect code flow with PKCE, then a one-time code the web page exchanges.
import cookie from '@fastify/cookie';
import {
  AUTH_MESSAGES,
  AUTH_TYPE,
  apiErrorSchema,
  linkedinExchangeSchema,
  publicUserSchema,
  roleSchema,
} from '@tremplin/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { users } from '../../db/schema';
import { notFound, unauthorized } from '../../lib/http-errors';
import { consumeOneTimeToken, issueOneTimeToken } from '../../lib/tokens';
import { recordSignIn } from '../personal-data/records';

const COOKIE = 'tremplin_linkedin';
const COOKIE_PATH = '/auth/linkedin';
const COOKIE_TTL_SECONDS = 600;
const tags = ['authentification'];

/** What travels in the signed cookie between the redirect and the callback. */
interface PendingLogin {
  verifier: string;
  state: string;
  nonce: string;
}

interface LinkedinIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

function linkedinClient(app: FastifyInstance) {
  const settings = app.config.linkedin;
  let configuration: Promise<oidc.Configuration> | undefined;
  return {
    enabled: !!settings,
    redirectUri: `${app.config.publicUrl.replace(/\/+$/, '')}/auth/linkedin/callback`,
    /** Discovered once, on first use; a failed discovery is retried on the next call. */
    configuration(): Promise<oidc.Configuration> {
      if (!settings) throw notFound(AUTH_MESSAGES.linkedinUnavailable);
      configuration ??= oidc
        .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
          // Plain http only for a local provider in development and tests.
          execute: app.config.production ? [] : [oidc.allowInsecureRequests],
        })
        .catch((err) => {
          configuration = undefined;
          throw err;
        });
      return configuration;
    },
  };
}

export const linkedinRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie, { secret: app.config.jwtSecret });
  const client = linkedinClient(app);
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const failTo = (reply: FastifyReply, reason: string) =>
    reply.redirect(`${base}/connexion?linkedin=${encodeURIComponent(reason)}`, 303);

  app.get(
    '/auth/linkedin/statut',
    {
      schema: {
        tags,
        description: 'Indique si la connexion avec LinkedIn est configurée (le bouton n’est montré que dans ce cas).',
        response: { 200: z.object({ configured: z.boolean() }) },
      },
    },
    async () => ({ configured: client.enabled }),
  );

  app.get(
    '/auth/linkedin',
    { schema: { tags, description: 'Redirige le navigateur vers LinkedIn (code + PKCE, state et nonce).' } },
    async (_request, reply) => {
      const configuration = await client.configuration();
      const pending: PendingLogin = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: client.redirectUri,
        scope: 'openid profile email',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      reply.setCookie(COOKIE, JSON.stringify(pending), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.production,
        maxAge: COOKIE_TTL_SECONDS,
        signed: true,
      });
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/auth/linkedin/callback',
    {
      schema: {
        tags,
        description:
          'Retour de LinkedIn : retrouve le compte par son e-mail vérifié ou crée un compte actif EN_RECHERCHE_EMPLOI, puis redirige vers /linkedin/{code à usage unique} (échec : /connexion?linkedin=erreur|inactif).',
      },
    },
    async (request, reply) => {
      const configuration = await client.configuration();
      const raw = request.cookies[COOKIE];
      reply.clearCookie(COOKIE, { path: COOKIE_PATH });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      if (!unsigned?.valid || !unsigned.value) return failTo(reply, 'erreur');
      let identity: LinkedinIdentity;
      try {
        const pending = JSON.parse(unsigned.value) as PendingLogin;
        const currentUrl = new URL(request.url, base);
        const tokens = await oidc.authorizationCodeGrant(
          configuration,
          currentUrl,
          {
            pkceCodeVerifier: pending.verifier,
            expectedState: pending.state,
            expectedNonce: pending.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: client.redirectUri },
        );
        const claims = tokens.claims();
        if (!claims) return failTo(reply, 'erreur');
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        const pick = (key: string) => {
          const value = info[key] ?? claims[key];
          return typeof value === 'string' && value ? value : undefined;
        };
        const verified = info.email_verified ?? claims.email_verified;
        identity = {
          sub: claims.sub,
          email: pick('email')?.toLowerCase(),
          emailVerified: verified === true || verified === 'true',
          givenName: pick('given_name'),
          familyName: pick('family_name'),
          picture: pick('picture'),
        };
      } catch (err) {
        request.log.warn({ err }, 'échec de la connexion par LinkedIn');
        return failTo(reply, 'erreur');
      }
      const account = await findOrCreateAccount(app, identity);
      if (account === 'no-email') return failTo(reply, 'erreur');
      if (!account.active) return failTo(reply, 'inactif');
      const code = await issueOneTimeToken(app.db, account.id, 'linkedin');
      return reply.redirect(`${base}/linkedin/${encodeURIComponent(code)}`, 303);
    },
  );

  app.post(
    '/auth/linkedin/echange',
    {
      schema: {
        tags,
        description: 'Échange le code à usage unique (2 min) reçu sur /linkedin/{code} contre une session.',
        body: linkedinExchangeSchema,
        response: {
          200: z.object({
            authToken: z.string(),
            token: z.string(),
            refreshToken: z.string(),
            typeToken: z.literal(AUTH_TYPE),
            role: roleSchema,
            id: z.number().int(),
            profile: publicUserSchema,
          }),
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = await consumeOneTimeToken(app.db, request.body.code, 'linkedin');
      const [row] = userId === null ? [] : await app.db.select().from(users).where(eq(users.id, userId));
      if (!row?.active) throw unauthorized(AUTH_MESSAGES.linkedinCodeInvalid);
      const user = { id: row.id, role: row.role };
      // A sign-in like any other: it shows in the person's history and starts the retention period again.
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ lastActivityAt: now, retentionWarnedAt: null }).where(eq(users.id, row.id));
        await recordSignIn(
          tx,
          row.id,
          now,
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          app.config.personalData,
        );
      });
      const { token, refreshToken } = await app.sessions.open(user);
      return {
        authToken: token,
        token,
        refreshToken,
        typeToken: AUTH_TYPE as typeof AUTH_TYPE,
        role: row.role,
        id: row.id,
        profile: publicUserSchema.parse(row),
      };
    },
  );
};

/** By LinkedIn subject, then by verified e-mail (linking the two), else a new active job-seeker account. */
async function findOrCreateAccount(
  app: FastifyInstance,
  identity: LinkedinIdentity,
): Promise<{ id: number; active: boolean } | 'no-email'> {
  const db = app.db;
  const columns = { id: users.id, active: users.active };
  const [linked] = await db.select(columns).from(users).where(eq(users.linkedinSubject, identity.sub));
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) return 'no-email';
  const [byEmail] = await db
    .update(users)
    .set({
      linkedinSubject: identity.sub,
      socialNetworkAvatarURL: identity.picture ?? sql`${users.socialNetworkAvatarURL}`,
    })
    .where(eq(sql`lower(${users.email})`, identity.email))
    .returning(columns);
  if (byEmail) return byEmail;
  const [created] = await db
    .insert(users)
    .values({
      email: identity.email,
      passwordHash: null,
      role: 'EN_RECHERCHE_EMPLOI',
      active: true,
      nom: (identity.familyName ?? '').trim().toLocaleUpperCase('fr-FR'),
      prenom: identity.givenName ?? '',
      linkedinSubject: identity.sub,
      socialNetworkAvatarURL: identity.picture ?? null,
    })
    .returning(columns);
  return created!;
}

// 'Continuer avec LinkedIn': OpenID Connect code flow with PKCE, then a one-time code the web page exchanges.
import {
  AUTH_MESSAGES,
  authEndpoints as endpoints,
  isSecondStep,
  publicUserSchema,
  REMEMBER_DEVICE_COOKIE,
} from '@tremplin/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { users } from '../../db/schema';
import { detectQuietly } from '../../lib/duplicate-detection';
import { endpointServer } from '../../lib/endpoint-route';
import { notFound, unauthorized } from '../../lib/http-errors';
import { consumeOneTimeToken, issueOneTimeToken } from '../../lib/tokens';
import { createAuthService } from './service';
import { standingAccountId } from './standing-account';

const COOKIE = 'tremplin_linkedin';
const COOKIE_PATH = '/auth/linkedin';
const COOKIE_TTL_SECONDS = 600;

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

export const linkedinRoutes: FastifyPluginAsync = async (app) => {
  const client = linkedinClient(app);
  const auth = createAuthService(app);
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const failTo = (reply: FastifyReply, reason: string) =>
    reply.redirect(`${base}/connexion?linkedin=${encodeURIComponent(reason)}`, 303);
  const serve = endpointServer(app, 'authentification');

  serve(endpoints.linkedinStatus, async () => ({ configured: client.enabled }));

  serve(endpoints.linkedin, async (_request, reply) => {
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
  });

  serve(endpoints.linkedinCallback, async (request, reply) => {
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
  });

  serve(endpoints.linkedinExchange, async (request) => {
    const userId = await consumeOneTimeToken(app.db, request.body.code, 'linkedin');
    const [row] = userId === null ? [] : await app.db.select().from(users).where(eq(users.id, userId));
    if (!row?.active) throw unauthorized(AUTH_MESSAGES.linkedinCodeInvalid);
    // A sign-in like any other: the second factor when needed, then it shows in the person's history and starts
    // the retention period again.
    const answer = await auth.secondStepOr(row, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      deviceToken: request.cookies[REMEMBER_DEVICE_COOKIE],
    });
    if (isSecondStep(answer)) return answer;
    return { ...answer, authToken: answer.token, profile: publicUserSchema.parse(row) };
  });
};

/**
 * By LinkedIn subject, then by verified e-mail (linking the two), else a new active job-seeker account, checked for
 * likely duplicates. An account merged into another leads to that one (docs/decisions/0020).
 */
async function findOrCreateAccount(
  app: FastifyInstance,
  identity: LinkedinIdentity,
): Promise<{ id: number; active: boolean } | 'no-email'> {
  const found = await findOrCreateLinkedAccount(app, identity);
  if (found === 'no-email') return found;
  if (found.created) await detectQuietly(app, app.db, found.id);
  const standing = await standingAccountId(app.db, found.id);
  if (standing === found.id) return found;
  const [kept] = await app.db.select({ id: users.id, active: users.active }).from(users).where(eq(users.id, standing));
  return kept ?? found;
}

async function findOrCreateLinkedAccount(
  app: FastifyInstance,
  identity: LinkedinIdentity,
): Promise<{ id: number; active: boolean; created?: boolean } | 'no-email'> {
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
  return { ...created!, created: true };
}

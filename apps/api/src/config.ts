// Configuration read once from the environment and validated; a bad value stops start-up with a clear message.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { iceServerSchema, PERSONAL_DATA_DEFAULTS, PRODUCT_NAME_DEFAULT } from '@tremplin/shared';
import { z } from 'zod';
import { REPO_ROOT } from './lib/paths';

export { REPO_ROOT };

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const iceServersSchema = z.array(iceServerSchema);
const urlList = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.url().optional(),
  SEED_DEMO: flag,
  PRODUCT_NAME: z.string().min(1).default(PRODUCT_NAME_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET doit faire au moins 32 caractères.').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tremplin <no-reply@tremplin.test>'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).optional(),
  ALTCHA_HMAC_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  LINKEDIN_ISSUER: z.url().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  FEATURE_PROSPECTS: flag,
  /** `required`: staff must use a second factor (always so in production); `optional`: everyone chooses. */
  STAFF_MFA: z.enum(['required', 'optional']).optional(),
  /** Multiplies every attempt limit (sign-in, reset, registration, confirmation); raise it for load tests. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Behind a reverse proxy: `true` or its addresses (comma-separated), so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: z.string().optional(),
  /** Uploads in this bucket of an S3-compatible store instead of DATA_DIR/uploads (needed with several hosts). */
  S3_BUCKET: z.string().optional(),
  /** The store's address; omitted for AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than in the host name (MinIO, Garage, s3rver…). */
  S3_FORCE_PATH_STYLE: flag,
  /** CVs and certifications: 0 streams them through the API; more sends the browser a link valid that long. */
  S3_LINK_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** WebRTC: a JSON array of RTCIceServer, given as is to browsers (no TURN secret there: see TURN_SECRET). */
  ICE_SERVERS: z
    .string()
    .transform((v, ctx) => {
      try {
        return iceServersSchema.parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'tableau JSON de serveurs ICE attendu, ex. [{"urls":"stun:…"}].' });
        return z.NEVER;
      }
    })
    .optional(),
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  /** coturn's static-auth-secret (use-auth-secret): browsers get credentials derived from it, never the secret. */
  TURN_SECRET: z.string().min(16, 'TURN_SECRET doit faire au moins 16 caractères.').optional(),
  TURN_TTL: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** relay: browsers use TURN only, so the parties never learn each other's addresses. */
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  /** Milliseconds between SIGTERM (readiness then answers 503) and the server closing; in-flight work ends meanwhile. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
  /** First wait (ms) of a sign-in on an account with repeated failures; it doubles with each further failure. */
  SIGN_IN_DELAY_MS: z.coerce.number().int().min(0).default(500),
  /** The longest a sign-in attempt waits, however many failures came before. */
  SIGN_IN_MAX_DELAY_MS: z.coerce.number().int().min(0).default(8000),
  /** Days between a self-deletion and the erasure for good (signing in again cancels it). */
  ERASURE_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(PERSONAL_DATA_DEFAULTS.erasureGraceDays),
  /** Months without sign-in nor staff activity after which an account is erased (CNIL: two years). */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(PERSONAL_DATA_DEFAULTS.retentionMonths),
  /** Whether this process enqueues scheduled work (daily erasure and retention, reminders, digest); 0: tests run it. */
  SCHEDULED_JOBS: flag,
  /** Seconds between two looks of each process's worker at the job queue (0: it never works by itself; tests). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** First wait before a failed job is tried again; it doubles with each further failure. */
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /** A job still running after this is taken for dead (its process stopped) and tried again. */
  JOBS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
});

export type Env = z.input<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET)
    throw new Error('Configuration invalide :\n  JWT_SECRET: obligatoire en production.');
  const captcha = e.CAPTCHA_PROVIDER ?? (e.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha');
  if (production && captcha === 'none') {
    throw new Error('Configuration invalide :\n  CAPTCHA_PROVIDER: « none » est interdit en production.');
  }
  if (e.TURN_URLS && !e.TURN_SECRET) {
    throw new Error(
      'Configuration invalide :\n  TURN_SECRET: obligatoire avec TURN_URLS (identifiants TURN temporaires).',
    );
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new Error('Configuration invalide :\n  S3_BUCKET: obligatoire avec S3_ENDPOINT ou S3_ACCESS_KEY_ID.');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Configuration invalide :\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble.',
    );
  }
  const secret = e.JWT_SECRET ?? randomBytes(32).toString('hex');
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    /** Demo data: on by default on the embedded database, off on a server unless asked for. */
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    productName: e.PRODUCT_NAME,
    logLevel: e.LOG_LEVEL,
    jwtSecret: secret,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    captcha: {
      provider: captcha,
      altchaKey: e.ALTCHA_HMAC_KEY ?? secret,
      recaptchaSecret: e.RECAPTCHA_SECRET,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    },
    linkedin:
      e.LINKEDIN_ISSUER && e.LINKEDIN_CLIENT_ID
        ? { issuer: e.LINKEDIN_ISSUER, clientId: e.LINKEDIN_CLIENT_ID, clientSecret: e.LINKEDIN_CLIENT_SECRET ?? '' }
        : undefined,
    features: { prospects: e.FEATURE_PROSPECTS ?? false },
    /** Whether ADMIN, CEF and ASSISTANT must pass a second factor to sign in. */
    staffSecondFactorRequired: production || e.STAFF_MFA === 'required',
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: path.resolve(e.WEB_DIST),
    storage: {
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : undefined,
      linkSeconds: e.S3_LINK_SECONDS,
    },
    ice: {
      servers: e.ICE_SERVERS ?? [],
      stunUrls: urlList(e.STUN_URLS),
      turnUrls: urlList(e.TURN_URLS),
      turnSecret: e.TURN_SECRET,
      turnTtl: e.TURN_TTL,
      transportPolicy: e.ICE_TRANSPORT_POLICY,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    signInDelayMs: e.SIGN_IN_DELAY_MS,
    signInMaxDelayMs: e.SIGN_IN_MAX_DELAY_MS,
    personalData: {
      erasureGraceDays: e.ERASURE_GRACE_DAYS,
      retentionMonths: e.RETENTION_MONTHS,
      warningDays: PERSONAL_DATA_DEFAULTS.warningDays,
    },
    jobs: {
      scheduled: e.SCHEDULED_JOBS ?? true,
      pollSeconds: e.JOBS_POLL_SECONDS,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS,
      timeoutSeconds: e.JOBS_TIMEOUT_SECONDS,
    },
  };
}

/** Off unless configured: trusting X-Forwarded-For from anyone would let a client choose its address. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim());
}

export type Config = ReturnType<typeof loadConfig>;

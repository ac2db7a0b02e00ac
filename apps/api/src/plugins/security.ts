// Security headers (helmet's) with a content policy that allows the product's own sources and nothing wider: its
// own origin for scripts (and the web page's inline script, by its hash), images and its WebSocket, the video
// providers' players, the bot check, LinkedIn avatars. The headers depend on configuration and on the built page
// only, so they are computed once at start and copied onto every answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { fileLinkOrigin } from './storage/s3';
import { inlineScriptHashes } from './web-app';

/** The embeddable players of the video providers SPEC names (see videoEmbedUrl in the shared package). */
const VIDEO_PLAYERS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
];
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
/** Profile photos of accounts linked with LinkedIn (socialNetworkAvatarURL). */
const LINKEDIN_IMAGES = 'https://media.licdn.com';

/**
 * `scriptHashes`: the web page's own inline scripts, allowed by their hash ('sha256-…', see web-app.ts);
 * `fileLinkOrigins`: where short-lived file links point (the S3 bucket), which the app fetches CVs from.
 */
export function securityOptions(
  publicUrl: string,
  scriptHashes: readonly string[] = [],
  fileLinkOrigins: readonly string[] = [],
): HelmetOptions {
  const origin = new URL(publicUrl);
  const socketOrigin = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...RECAPTCHA],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', LINKEDIN_IMAGES],
        mediaSrc: ["'self'", 'blob:'],
        // 'self' covers the same-origin WebSocket in current browsers; the public origin's ws(s) address names it
        // for older ones and for a page served through another name.
        connectSrc: ["'self'", socketOrigin, ...fileLinkOrigins, ...RECAPTCHA],
        frameSrc: [...VIDEO_PLAYERS, 'https://www.google.com/recaptcha/'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** Runs helmet once against a recording response and answers the headers it set. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = computeSecurityHeaders(
      securityOptions(
        app.config.publicUrl,
        inlineScriptHashes(app.config.webDist),
        app.config.storage.s3 && app.config.storage.linkSeconds > 0 ? [fileLinkOrigin(app.config.storage.s3)] : [],
      ),
    );
    // Callback-style hooks on every request: no promise to settle for work this small.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);

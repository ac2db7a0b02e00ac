// The server's pino logger: secrets redacted in the record itself (headers, cookies, bodies, tokens in addresses),
// written to its destination and to a tap that keeps the last lines for the admin console.
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { LOG_HISTORY_LINES, type LogLevel, type LogLine, REDACTED } from '@tremplin/shared';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys whose values never reach the log, at any depth a request, a reply or a body puts them. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'motDePasse',
  'password',
  'nouveauMotDePasse',
  'token',
  'refreshToken',
  'accessToken',
  'authToken',
  'socialNetworkAuthToken',
  'captcha',
  'altcha',
  'secret',
];
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) => (k.startsWith('[') ? `${prefix}${k}` : `${prefix}.${k}`);
  return [k, join('*'), join('*.*'), join('*.*.*'), join('*.*.*.*')];
});

/** Tokens carried in addresses: query parameters and the web links that end with one. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|access_token|refreshToken|code|captcha)=)[^&#]*/gi, `$1${REDACTED}`)
    .replace(/\/(linkedin|reset-motdepasse|confirmation)\/[^/?#]+/gi, `/$1/${REDACTED}`);
}

const LEVELS: Record<number, LogLevel> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** Keeps the last lines in memory and tells listeners about each new one. */
export class LogTap extends Writable {
  readonly events = new EventEmitter();
  private readonly ring: LogLine[] = [];
  process = String(globalThis.process.pid);

  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const text of chunk.toString('utf8').split('\n')) {
      if (!text) continue;
      try {
        const line = toLine(JSON.parse(text) as Record<string, unknown>, this.process);
        this.ring.push(line);
        if (this.ring.length > LOG_HISTORY_LINES) this.ring.shift();
        this.events.emit('line', line);
      } catch {
        // Not a JSON record: nothing to show.
      }
    }
    done();
  }

  history(): LogLine[] {
    return [...this.ring];
  }
}

function toLine(record: Record<string, unknown>, process: string): LogLine {
  const { level, time, msg, reqId, pid: _pid, hostname: _host, ...rest } = record;
  return {
    time: typeof time === 'number' ? time : Date.now(),
    level: LEVELS[level as number] ?? 'info',
    process,
    reqId: reqId === undefined || reqId === null ? null : String(reqId),
    // Links e-mailed without SMTP stay in the log for the developer (DESIGN), never on an admin's screen.
    msg: typeof msg === 'string' ? redactUrl(msg) : '',
    text: Object.keys(rest).length ? redactUrl(JSON.stringify(rest)) : '',
  };
}

export function createLogger(level: string, destination: DestinationStream = pino.destination(1)) {
  const tap = new LogTap();
  const logger: Logger = pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        req: (req: { method?: string; url?: string; hostname?: string; ip?: string }) => ({
          method: req.method,
          url: req.url ? redactUrl(req.url) : req.url,
          hostname: req.hostname,
          remoteAddress: req.ip,
        }),
      },
    },
    pino.multistream([
      { level: level as pino.Level, stream: destination },
      { level: level as pino.Level, stream: tap },
    ]),
  );
  return { logger, tap };
}

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

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** Whether PostgreSQL refused something along the error's causes (its message then quotes the refused value). */
function fromDatabase(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if (isSqlState((e as { code?: unknown }).code) || 'params' in e) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A failed SQL statement as the log keeps it: its text, never its parameters nor the row values PostgreSQL quotes in
 * its detail (an import's failed batch holds a file's contacts, e-mails and phones).
 */
export function redactDatabaseError(value: unknown, depth = 0, database = false): unknown {
  if (!value || typeof value !== 'object' || depth > 8) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const strip = (text: unknown) =>
    typeof text === 'string' ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`) : text;
  out.message = strip(out.message);
  out.stack = strip(out.stack);
  // PostgreSQL's own message quotes the value it refused (`invalid input syntax for type date: "…"`).
  if (database || isSqlState(out.code)) {
    const unquote = (text: unknown) => (typeof text === 'string' ? text.replace(/"[^"\n]*"/g, REDACTED) : text);
    out.message = unquote(out.message);
    out.stack = unquote(out.stack);
    if (typeof out.where === 'string') out.where = REDACTED;
  }
  if ('params' in out) out.params = REDACTED;
  if ('parameters' in out) out.parameters = REDACTED;
  if (typeof out.detail === 'string') out.detail = REDACTED;
  if ('cause' in out) out.cause = redactDatabaseError(out.cause, depth + 1, database);
  return out;
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
        err: (err: Error) => redactDatabaseError(pino.stdSerializers.err(err), 0, fromDatabase(err)),
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

// Per-request log lines at `debug` rather than `info`: at the default level a request writes nothing unless it fails
// (a 5xx, logged at `error`), which keeps logging off the request path; LOG_LEVEL=debug shows every request again.
// A request's child logger is made only when it writes (lazyChildLogger).
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'requête reçue');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'requête en erreur');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'requête terminée');
  }
}

const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
const noop = () => undefined;

/**
 * Fastify's childLoggerFactory: a request's logger is only made when the request writes a line. pino passes a
 * child's bindings through every redaction path (logger.ts), which costs more than the rest of a small call's work,
 * and at `info` most requests write nothing.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Parameters<FastifyBaseLogger['child']>[0],
  options: NonNullable<Parameters<FastifyBaseLogger['child']>[1]>,
): FastifyBaseLogger {
  // A route with its own level decides which lines pass: its logger is made at once.
  if (options.level !== undefined) return logger.child(bindings, options);
  let child: FastifyBaseLogger | undefined;
  const made = (): FastifyBaseLogger => {
    child ??= logger.child(bindings, options);
    return child;
  };
  return new Proxy(logger, {
    get(_target, key) {
      if (key === 'child') return (...args: Parameters<FastifyBaseLogger['child']>) => made().child(...args);
      if (typeof key === 'string' && LOG_METHODS.has(key)) {
        // The server's logger is pino's (logger.ts), which answers isLevelEnabled.
        if (!(logger as Logger).isLevelEnabled(key)) return noop;
        return (...args: unknown[]) => (made()[key as 'info'] as (...a: unknown[]) => void)(...args);
      }
      const value = Reflect.get(made(), key);
      return typeof value === 'function' ? value.bind(made()) : value;
    },
    set(_target, key, value) {
      return Reflect.set(made(), key, value);
    },
  });
}

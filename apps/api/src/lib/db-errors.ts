// PostgreSQL errors the services answer in French rather than as a failure (drizzle wraps the driver's error as cause).
const UNIQUE_VIOLATION = '23505';

/**
 * The database cannot be reached or refused the connection: the server is down or restarting (class 08, 57P01–03),
 * the database does not accept connections (55000 after ALLOW_CONNECTIONS false), too many connections (53300), or
 * the driver lost or could not open its connection. Worth a 503 and a retry, never a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '55000'].includes(code)) return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/** A unique index refused the write: two requests raced for the same name or address. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

// PostgreSQL errors the services answer in French rather than as a failure (drizzle wraps the driver's error as cause).
const UNIQUE_VIOLATION = '23505';

/** A unique index refused the write: two requests raced for the same name or address. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

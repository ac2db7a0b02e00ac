// What an account's life records for its owner's personal-data page: each sign-in (address truncated, device in a
// few words) and each answer to the talent-pool question with the text it answered.
import { isIP } from 'node:net';
import { TALENT_POOL_CONSENT_TEXT } from '@tremplin/shared';
import { and, eq, lt } from 'drizzle-orm';
import { consentRecords, signIns, users } from '../db/schema';
import { addMonths, type RetentionSettings } from './retention';
import type { Queryable } from './tokens';

/** An address no longer pointing at one person: IPv4 without its last byte, IPv6 kept to its first 48 bits. */
export function truncateAddress(ip: string | undefined): string {
  if (!ip) return 'inconnue';
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (isIP(ip) === 6) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::/48`;
  }
  return 'inconnue';
}

/** A short reading of a User-Agent: the browser and the system, enough for a person to recognise their device. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Appareil inconnu';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (!browser && !system) return ua.slice(0, 60);
  return [browser ?? 'Navigateur', system ? `sur ${system}` : null].filter(Boolean).join(' ');
}

/** Keeps the sign-in and forgets sign-ins older than the retention period. */
export async function recordSignIn(
  db: Queryable,
  userId: number,
  at: Date,
  meta: { ip?: string; userAgent?: string },
  settings: Pick<RetentionSettings, 'retentionMonths'>,
) {
  await db
    .insert(signIns)
    .values({ userId, at, address: truncateAddress(meta.ip), device: describeDevice(meta.userAgent) });
  await db
    .delete(signIns)
    .where(and(eq(signIns.userId, userId), lt(signIns.at, addMonths(at, -settings.retentionMonths))));
}

/** Stores the answer with the text it answered, and keeps the account's current answer on the user. */
export async function recordConsent(db: Queryable, userId: number, accepted: boolean, at: Date) {
  await db.insert(consentRecords).values({ userId, accepted, text: TALENT_POOL_CONSENT_TEXT, createdAt: at });
  await db.update(users).set({ talentPoolConsent: accepted }).where(eq(users.id, userId));
}

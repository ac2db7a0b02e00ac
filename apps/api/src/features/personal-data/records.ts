// Consent answers, sign-in history and the date each account is due to be erased.
import { isIP } from 'node:net';
import { type PersonalDataSummary, TALENT_POOL_CONSENT_TEXT } from '@tremplin/shared';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consentRecords, signIns, users } from '../../db/schema';
import type { Queryable } from '../../lib/tokens';

export interface RetentionSettings {
  erasureGraceDays: number;
  retentionMonths: number;
  warningDays: number;
}

const DAY_MS = 24 * 3600_000;
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
export const addMonths = (d: Date, months: number) => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
};

/** A pending erasure, else the end of the retention period counted from the last activity. */
export const dueDate = (
  user: { erasureDueAt: Date | null; lastActivityAt: Date },
  settings: Pick<RetentionSettings, 'retentionMonths'>,
) => user.erasureDueAt ?? addMonths(user.lastActivityAt, settings.retentionMonths);

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

export async function consentHistory(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
  return rows.map((r) => ({ accepte: r.accepted, texte: r.text, date: r.createdAt.toISOString() }));
}

export async function signInHistory(db: Database, userId: number, limit?: number) {
  const query = db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(desc(signIns.at), desc(signIns.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => ({ date: r.at.toISOString(), adresse: r.address, appareil: r.device }));
}

export async function summary(
  db: Database,
  user: { id: number; talentPoolConsent: boolean; erasureDueAt: Date | null; lastActivityAt: Date },
  settings: RetentionSettings,
): Promise<PersonalDataSummary> {
  const [consentements, connexions] = await Promise.all([consentHistory(db, user.id), signInHistory(db, user.id, 50)]);
  return {
    consentementVivier: user.talentPoolConsent,
    consentements,
    connexions,
    effacementPrevuLe: dueDate(user, settings).toISOString(),
    effacementDemande: user.erasureDueAt !== null,
  };
}

/** Staff working on someone's file (an application, a note, an interview) is activity: the retention period restarts. */
export async function recordStaffActivity(db: Queryable, userIds: number[], at: Date) {
  if (userIds.length === 0) return;
  await db.update(users).set({ lastActivityAt: at, retentionWarnedAt: null }).where(inArray(users.id, userIds));
}

// The person's page reads her consent answers, her sign-ins and the date her account is due to be erased.
import type { PersonalDataSummary } from '@tremplin/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consentRecords, signIns } from '../../db/schema';
import { dueDate, type RetentionSettings } from '../../lib/retention';

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

// Personal-data rules: export, consent, erasure by the person or staff, retention extensions, the daily job.
import {
  ADMIN_USER_MESSAGES,
  PERSONAL_DATA_MESSAGES,
  type PrivacySettings,
  TALENT_POOL_CONSENT_TEXT,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { retentionExtensions, users } from '../../db/schema';
import { eraseAccount, requestErasure } from '../../lib/account-erasure';
import { recordConsent } from '../../lib/account-records';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import type { Actor } from '../../plugins/access-journal';
import { confirmErasure } from './erasure';
import { exportArchive } from './export';
import { createDailyJob } from './job';
import { mayEraseAsStaff } from './policies';
import { summary } from './records';

export function createPersonalDataService(app: FastifyInstance) {
  const db = app.db;
  const settings = app.config.personalData;
  const job = createDailyJob(app);

  const find = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

  /** The guard already checked the actor's rank over the account (ACTS_ON_ROLES). */
  async function existing(id: number) {
    const target = await find(id);
    if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
    return target;
  }

  return {
    job,

    async archive(id: number) {
      const stream = await exportArchive(app, id);
      if (!stream) throw notFound(ADMIN_USER_MESSAGES.notFound);
      return stream;
    },

    async summary(id: number) {
      const user = await find(id);
      if (!user) throw notFound(ADMIN_USER_MESSAGES.notFound);
      return summary(db, user, settings);
    },

    async setConsent(id: number, accepted: boolean) {
      const done = await db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        if (!exists) return false;
        await recordConsent(tx, id, accepted, app.clock.now());
        return true;
      });
      if (!done) throw notFound(ADMIN_USER_MESSAGES.notFound);
    },

    async requestErasure(id: number) {
      if (!(await requestErasure(app, id))) throw notFound(ADMIN_USER_MESSAGES.notFound);
    },

    async confirmErasure(token: string) {
      if (!(await confirmErasure(app, token))) throw badRequest(PERSONAL_DATA_MESSAGES.erasureLinkInvalid);
    },

    async eraseByStaff(actor: Actor, id: number, reason: string) {
      if (!mayEraseAsStaff(actor, id)) throw forbidden(PERSONAL_DATA_MESSAGES.selfErase);
      await existing(id);
      await eraseAccount(app, id, { cause: 'PERSONNEL', staffId: actor.id, reason, actor });
    },

    /** Staff keep an inactive account longer: counts as activity, and the reason is recorded. */
    async extend(actor: Actor, id: number, reason: string) {
      await existing(id);
      const now = app.clock.now();
      await db.transaction(async (tx) => {
        await tx.insert(retentionExtensions).values({ userId: id, staffId: actor.id, reason, createdAt: now });
        await tx.update(users).set({ lastActivityAt: now, retentionWarnedAt: null }).where(eq(users.id, id));
        await app.recordChange(tx, actor, 'CONSERVATION_PROLONGEE', id);
      });
    },

    privacySettings: (): PrivacySettings => ({
      delaiEffacementJours: settings.erasureGraceDays,
      conservationMois: settings.retentionMonths,
      preavisJours: settings.warningDays,
      texteConsentementVivier: TALENT_POOL_CONSENT_TEXT,
    }),
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;

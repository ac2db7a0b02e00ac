// The job queue as admins see it, each person's reminder choices and notices, and follow-ups of applications left
// without answer (with the Monday digest that lists them).
import {
  FOLLOW_UP_DEFAULT_DAYS,
  type FollowUp,
  JOBS_MESSAGES,
  type Job,
  type JobCounts,
  type JobFilter,
  type Notice,
  type ReminderPreferences,
} from '@tremplin/shared';
import { and, desc, eq, inArray, isNull, lte, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, appSettings, notices, reminderPreferences, users } from '../../db/schema';
import { escapeHtml } from '../../lib/html-text';
import { badRequest, notFound } from '../../lib/http-errors';

export const WEEKLY_DIGEST_QUEUE = 'weekly-digest';
export const FOLLOW_UP_SETTING = 'applications.followUpDays';

const FILTERS: Record<JobFilter, string> = {
  'en-attente': `state IN ('created', 'retry')`,
  'en-cours': `state = 'active'`,
  echouees: `state = 'failed'`,
  relancees: `retry_count > 0`,
  terminees: `state = 'completed'`,
};

interface JobRow {
  id: string;
  name: string;
  state: Job['etat'];
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  start_after: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: { message?: string } | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function createJobsService(app: FastifyInstance) {
  const db = app.db;
  const run = app.database.executeSql;
  const base = app.config.publicUrl.replace(/\/+$/, '');

  async function followUpDays() {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, FOLLOW_UP_SETTING));
    return typeof row?.value === 'number' ? row.value : FOLLOW_UP_DEFAULT_DAYS;
  }

  /** Applications still waiting for an answer after the staff's number of days, by candidate. */
  async function followUps(userId?: number): Promise<(FollowUp & { utilisateurId: number })[]> {
    const days = await followUpDays();
    const now = app.clock.now();
    const limit = new Date(now.getTime() - days * 24 * 3600_000);
    const rows = await db
      .select({
        id: applications.id,
        utilisateurId: applications.utilisateurId,
        poste: applications.poste,
        entreprise: applications.entreprise,
        dateCreation: applications.dateCreation,
      })
      .from(applications)
      .where(
        and(
          userId === undefined ? undefined : eq(applications.utilisateurId, userId),
          eq(applications.statueCandidature, 'EN_ATTENTE'),
          isNull(applications.reponse),
          lte(applications.dateCreation, limit),
        ),
      )
      .orderBy(applications.dateCreation);
    return rows
      .filter((r) => r.utilisateurId !== null)
      .map((r) => ({
        id: r.id,
        utilisateurId: r.utilisateurId as number,
        poste: r.poste,
        entreprise: r.entreprise,
        depuisJours: Math.floor((now.getTime() - r.dateCreation.getTime()) / (24 * 3600_000)),
      }));
  }

  return {
    async jobs(filter: JobFilter): Promise<{ compteurs: JobCounts; items: Job[] }> {
      const [counts] = (
        await run(`SELECT
          count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS "enAttente",
          count(*) FILTER (WHERE state = 'active')::int AS "enCours",
          count(*) FILTER (WHERE state = 'failed')::int AS "echouees",
          count(*) FILTER (WHERE retry_count > 0)::int AS "relancees",
          count(*) FILTER (WHERE state = 'completed')::int AS "terminees"
          FROM pgboss.job WHERE name NOT LIKE '\\_\\_pgboss%'`)
      ).rows as unknown as JobCounts[];
      const rows = (
        await run(
          `SELECT id, name, state, retry_count, retry_limit, created_on, start_after, started_on, completed_on, output
           FROM pgboss.job WHERE ${FILTERS[filter]} AND name NOT LIKE '\\_\\_pgboss%'
           ORDER BY created_on DESC LIMIT 200`,
        )
      ).rows as unknown as JobRow[];
      return {
        compteurs: counts!,
        items: rows.map((r) => ({
          id: r.id,
          file: r.name,
          etat: r.state,
          reprises: r.retry_count,
          reprisesMax: r.retry_limit,
          creeLe: iso(r.created_on)!,
          prevuLe: iso(r.start_after)!,
          commenceLe: iso(r.started_on),
          termineLe: iso(r.completed_on),
          erreur: typeof r.output?.message === 'string' ? r.output.message.slice(0, 500) : null,
        })),
      };
    },

    async retry(queue: string, id: string) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(JOBS_MESSAGES.notFound);
      const job = await app.jobs.boss.getJobById(queue, id);
      if (!job) throw notFound(JOBS_MESSAGES.notFound);
      if (job.state !== 'failed') throw badRequest(JOBS_MESSAGES.notFailed);
      await app.jobs.boss.retry(queue, id);
      // pg-boss keeps the failed attempt's time: the retry is due now.
      await run(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND id = $2`, [queue, id]);
      app.jobs.kick();
    },

    async preferences(userId: number): Promise<ReminderPreferences> {
      const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
      return { email: row?.email ?? true, notification: row?.notice ?? true };
    },

    async setPreferences(userId: number, value: ReminderPreferences): Promise<ReminderPreferences> {
      const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!exists) throw notFound('Utilisateur introuvable.');
      const set = { email: value.email, notice: value.notification };
      await db
        .insert(reminderPreferences)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: reminderPreferences.userId, set });
      return value;
    },

    async notices(userId: number): Promise<Notice[]> {
      const rows = await db
        .select()
        .from(notices)
        .where(eq(notices.userId, userId))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(50);
      return rows.map((n) => ({
        id: n.id,
        texte: n.texte,
        lien: n.lien,
        creeLe: n.createdAt.toISOString(),
        lue: n.readAt !== null,
      }));
    },

    async readNotices(userId: number) {
      await db
        .update(notices)
        .set({ readAt: new Date() })
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
    },

    followUpDays,
    async setFollowUpDays(days: number) {
      await db
        .insert(appSettings)
        .values({ key: FOLLOW_UP_SETTING, value: days })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: days, updatedAt: new Date() } });
      return { joursSansReponse: days };
    },

    followUps: async (userId: number): Promise<FollowUp[]> =>
      (await followUps(userId)).map(({ utilisateurId: _, ...rest }) => rest),

    /** Monday's digest: each candidate with applications to follow up gets one e-mail listing them. */
    async sendWeeklyDigest() {
      const due = await followUps();
      const byUser = new Map<number, FollowUp[]>();
      for (const { utilisateurId, ...f } of due) byUser.set(utilisateurId, [...(byUser.get(utilisateurId) ?? []), f]);
      if (!byUser.size) return 0;
      const people = await db
        .select({ id: users.id, email: users.email, prenom: users.prenom })
        .from(users)
        .where(
          and(inArray(users.id, [...byUser.keys()]), eq(users.active, true), notInArray(users.role, ['RECRUTEUR'])),
        );
      const product = app.config.productName;
      const link = `${base}/connexion`;
      const messages = people.map((p) => {
        const lines = (byUser.get(p.id) ?? []).map(
          (f) => `• ${f.poste} — ${f.entreprise} : sans réponse depuis ${f.depuisJours} jours. Relancer ?`,
        );
        const intro = 'Ces candidatures attendent toujours une réponse ; une relance aide souvent :';
        return {
          to: p.email,
          subject: `Votre semaine sur ${product} : ${lines.length} candidature${lines.length > 1 ? 's' : ''} à relancer`,
          text: [`Bonjour ${p.prenom},`, intro, lines.join('\n'), link, `L’équipe ${product}`].join('\n\n'),
          html: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(product)}</title></head><body><p>Bonjour ${escapeHtml(p.prenom)},</p><p>${escapeHtml(intro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l.slice(2))}</li>`).join('')}</ul><p><a href="${link}">${link}</a></p><p>L’équipe ${escapeHtml(product)}</p></body></html>`,
        };
      });
      await db.transaction((tx) => app.mailer.enqueueMany(messages, tx));
      app.mailer.kick();
      return messages.length;
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;

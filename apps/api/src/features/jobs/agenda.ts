// What interviews and job datings set off for later: calendar invitations by e-mail to each party and reminders the
// day before (18:00) and one hour before, all written in the transaction of the change. Reminders are rows moved with
// their event and deleted with it; a job every minute sends those due by e-mail and as an in-app notice.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  interviews,
  invitations,
  jobDatings,
  notices,
  type Reminder,
  reminderPreferences,
  reminders,
  users,
} from '../../db/schema';
import { escapeHtml } from '../../lib/html-text';
import { PARIS, parisTime } from '../../lib/paris-time';
import type { Queryable } from '../../lib/tokens';
import type { MailMessage } from '../../plugins/mailer';
import { type CalendarEvent, type CalendarMethod, calendarInvitation } from './calendar';

export const REMINDERS_QUEUE = 'reminders';
/** A job dating has no end in the data: calendars show it this long. */
export const JOB_DATING_MINUTES = 120;
/** Reminders sent per transaction by the reminders job. */
const REMINDER_BATCH = 500;

type EventType = Reminder['eventType'];

export interface Agenda {
  /** After an interview is created or changed (REQUEST), or before it is deleted (CANCEL). */
  interview(tx: Queryable, id: number, method: CalendarMethod): Promise<void>;
  /** After an invitation's state changed: CONFIRMÉE invites, a confirmed one closed cancels. */
  invitation(tx: Queryable, id: number, wasConfirmed: boolean): Promise<void>;
  /** After a job dating moved (REQUEST) or before it is deleted (CANCEL), for each confirmed candidate. */
  jobDating(tx: Queryable, id: number, method: CalendarMethod): Promise<void>;
  /** Sends the reminders due by the app's clock; answers how many. */
  sendDueReminders(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    agenda: Agenda;
  }
}

/** The day before at 18:00 and one hour before, Paris time; those already past are not kept. */
export function reminderTimes(start: Date, now: Date) {
  const times = [
    { kind: 'VEILLE' as const, dueAt: parisTime(start, -1, 18) },
    { kind: 'HEURE' as const, dueAt: new Date(start.getTime() - 3600_000) },
  ];
  return times.filter((t) => t.dueAt > now);
}

const frenchDateTime = (d: Date) =>
  d.toLocaleString('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: PARIS }).replace(':', ' h ');

export const agendaPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const product = app.config.productName;
    const base = app.config.publicUrl.replace(/\/+$/, '');
    const host = new URL(base).hostname;
    const productAddress = /<([^>]+)>/.exec(app.config.mail.from)?.[1] ?? app.config.mail.from;
    const noOrganizer = { name: product, email: productAddress };

    const person = async (q: Queryable, id: number | null) => {
      if (id === null) return null;
      const [row] = await q
        .select({ id: users.id, email: users.email, prenom: users.prenom, nom: users.nom })
        .from(users)
        .where(eq(users.id, id));
      return row ? { ...row, name: `${row.prenom} ${row.nom}` } : null;
    };

    function invitationMail(
      to: { email: string; prenom: string },
      event: CalendarEvent,
      method: CalendarMethod,
      link: string,
    ): MailMessage {
      const when = frenchDateTime(event.start);
      const cancelled = method === 'CANCEL';
      const subject = cancelled
        ? `Annulé : ${event.summary}, ${when}`
        : event.sequence > 0
          ? `Modifié : ${event.summary}, ${when}`
          : `Invitation : ${event.summary}, ${when}`;
      const lines = cancelled
        ? [`« ${event.summary} » du ${when} est annulé. Votre agenda le retire de lui-même.`]
        : [
            `« ${event.summary} » : ${when}${event.location ? `, ${event.location}` : ''}.`,
            'L’invitation jointe ajoute l’événement à votre agenda, et le déplace s’il change.',
          ];
      const text = [`Bonjour ${to.prenom},`, ...lines, link, `L’équipe ${product}`].join('\n\n');
      const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(product)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${[
        `Bonjour ${to.prenom},`,
        ...lines,
      ]
        .map((l) => `<p>${escapeHtml(l)}</p>`)
        .join(
          '',
        )}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>L’équipe ${escapeHtml(product)}</p></body></html>`;
      return { to: to.email, subject, text, html, calendar: calendarInvitation(event, method, product) };
    }

    /** Replaces the person's pending reminders of the event by those of its (new) start. */
    async function setReminders(q: Queryable, type: EventType, eventId: number, userIds: number[], start: Date) {
      if (!userIds.length) return;
      await q
        .delete(reminders)
        .where(
          and(
            eq(reminders.eventType, type),
            eq(reminders.eventId, eventId),
            inArray(reminders.userId, userIds),
            isNull(reminders.sentAt),
          ),
        );
      const times = reminderTimes(start, app.clock.now());
      if (!times.length) return;
      await q
        .insert(reminders)
        .values(userIds.flatMap((userId) => times.map((t) => ({ eventType: type, eventId, userId, ...t }))))
        .onConflictDoUpdate({
          target: [reminders.eventType, reminders.eventId, reminders.userId, reminders.kind],
          set: { dueAt: sql`excluded.due_at`, sentAt: null },
        });
    }

    async function dropReminders(q: Queryable, type: EventType, eventId: number, userIds?: number[]) {
      await q
        .delete(reminders)
        .where(
          and(
            eq(reminders.eventType, type),
            eq(reminders.eventId, eventId),
            userIds ? inArray(reminders.userId, userIds) : undefined,
          ),
        );
    }

    async function jobDatingInvitation(q: Queryable, invitationId: number, method: CalendarMethod, bump = 0) {
      const [row] = await q
        .select({
          candidatId: invitations.candidatId,
          invitationVersion: invitations.version,
          jobDatingId: jobDatings.id,
          version: jobDatings.version,
          date: jobDatings.date,
          lieu: jobDatings.lieu,
          thematique: jobDatings.thematique,
          auteurId: jobDatings.auteurId,
        })
        .from(invitations)
        .innerJoin(jobDatings, eq(jobDatings.id, invitations.jobDatingId))
        .where(eq(invitations.id, invitationId));
      if (!row) return;
      const candidate = await person(q, row.candidatId);
      if (!candidate) return;
      const author = await person(q, row.auteurId);
      const event: CalendarEvent = {
        uid: `job-dating-${row.jobDatingId}-${row.candidatId}@${host}`,
        sequence: row.version + row.invitationVersion + bump,
        start: row.date,
        minutes: JOB_DATING_MINUTES,
        summary: `Job dating : ${row.thematique}`,
        location: row.lieu,
        organizer: author ?? noOrganizer,
        attendees: [candidate],
      };
      await app.mailer.enqueue(
        invitationMail(candidate, event, method, `${base}/details-invitation-jobdating/${invitationId}`),
        q,
      );
      if (method === 'CANCEL') await dropReminders(q, 'JOB_DATING', row.jobDatingId, [row.candidatId]);
      else await setReminders(q, 'JOB_DATING', row.jobDatingId, [row.candidatId], row.date);
    }

    app.jobs.define({
      name: REMINDERS_QUEUE,
      cron: '* * * * *',
      retryLimit: 3,
      async handler() {
        await agenda.sendDueReminders();
      },
    });

    const agenda: Agenda = {
      async interview(q, id, method) {
        const [row] = await q.select().from(interviews).where(eq(interviews.id, id));
        if (!row) return;
        const candidate = await person(q, row.utilisateurId);
        const adviser = await person(q, row.adminId);
        const parties = [candidate, adviser].filter((p) => p !== null);
        const event: CalendarEvent = {
          uid: `entretien-${row.id}@${host}`,
          sequence: row.version + (method === 'CANCEL' ? 1 : 0),
          start: row.date,
          minutes: row.duree,
          summary: 'Entretien',
          description: [row.lien ? `Lien : ${row.lien}` : null, row.commentaire].filter(Boolean).join('\n'),
          location: row.lieu,
          url: row.lien,
          organizer: adviser ?? noOrganizer,
          attendees: parties,
        };
        for (const party of parties)
          await app.mailer.enqueue(invitationMail(party, event, method, `${base}/details-entretien/${row.id}`), q);
        if (method === 'CANCEL') await dropReminders(q, 'ENTRETIEN', row.id);
        else
          await setReminders(
            q,
            'ENTRETIEN',
            row.id,
            parties.map((p) => p.id),
            row.date,
          );
      },

      async invitation(q, id, wasConfirmed) {
        const [row] = await q
          .select({ state: invitations.etatInvitation })
          .from(invitations)
          .where(eq(invitations.id, id));
        if (!row) return;
        if (row.state === 'CONFIRMÉE') await jobDatingInvitation(q, id, 'REQUEST');
        else if (wasConfirmed) await jobDatingInvitation(q, id, 'CANCEL');
      },

      async jobDating(q, id, method) {
        const confirmed = await q
          .select({ id: invitations.id })
          .from(invitations)
          .where(and(eq(invitations.jobDatingId, id), eq(invitations.etatInvitation, 'CONFIRMÉE')));
        for (const invitation of confirmed)
          await jobDatingInvitation(q, invitation.id, method, method === 'CANCEL' ? 1 : 0);
        if (method === 'CANCEL') await dropReminders(q, 'JOB_DATING', id);
      },

      async sendDueReminders() {
        let sent = 0;
        for (;;) {
          const now = app.clock.now();
          const done = await db.transaction(async (tx) => {
            const due = await tx
              .select({
                id: reminders.id,
                eventType: reminders.eventType,
                eventId: reminders.eventId,
                kind: reminders.kind,
                userId: reminders.userId,
                email: users.email,
                prenom: users.prenom,
                byEmail: sql<boolean>`coalesce(${reminderPreferences.email}, true)`,
                byNotice: sql<boolean>`coalesce(${reminderPreferences.notice}, true)`,
                start: sql<Date>`coalesce(${interviews.date}, ${jobDatings.date})`.mapWith(interviews.date),
                what: sql<
                  string | null
                >`case when ${reminders.eventType} = 'ENTRETIEN' then 'votre entretien' else 'le job dating « ' || ${jobDatings.thematique} || ' »' end`,
                lieu: sql<string | null>`coalesce(${interviews.lieu}, ${jobDatings.lieu})`,
              })
              .from(reminders)
              .innerJoin(users, eq(users.id, reminders.userId))
              .leftJoin(reminderPreferences, eq(reminderPreferences.userId, reminders.userId))
              .leftJoin(interviews, and(eq(reminders.eventType, 'ENTRETIEN'), eq(interviews.id, reminders.eventId)))
              .leftJoin(jobDatings, and(eq(reminders.eventType, 'JOB_DATING'), eq(jobDatings.id, reminders.eventId)))
              .where(and(isNull(reminders.sentAt), lte(reminders.dueAt, now)))
              .orderBy(reminders.dueAt)
              .limit(REMINDER_BATCH)
              .for('update', { of: reminders, skipLocked: true });
            if (!due.length) return 0;
            const messages: MailMessage[] = [];
            const notes: { userId: number; texte: string; lien: string }[] = [];
            for (const r of due) {
              // An event deleted without its reminders (never expected) sends nothing.
              if (!r.start) continue;
              const when = frenchDateTime(new Date(r.start));
              const lead = r.kind === 'VEILLE' ? 'Demain' : 'Dans une heure';
              const texte = `${lead} : ${r.what}, ${when}${r.lieu ? `, ${r.lieu}` : ''}.`;
              const lien =
                r.eventType === 'ENTRETIEN'
                  ? `/details-entretien/${r.eventId}`
                  : `/${r.userId}/gestion-des-invitations-jobdating`;
              if (r.byNotice) notes.push({ userId: r.userId, texte, lien });
              if (r.byEmail)
                messages.push({
                  to: r.email,
                  subject: `Rappel : ${r.what}, ${when}`,
                  text: [`Bonjour ${r.prenom},`, texte, `${base}${lien}`, `L’équipe ${product}`].join('\n\n'),
                  html: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(product)}</title></head><body><p>Bonjour ${escapeHtml(r.prenom)},</p><p>${escapeHtml(texte)}</p><p><a href="${base}${lien}">${base}${lien}</a></p><p>L’équipe ${escapeHtml(product)}</p></body></html>`,
                });
            }
            if (notes.length) await tx.insert(notices).values(notes);
            if (messages.length) await app.mailer.enqueueMany(messages, tx);
            await tx
              .update(reminders)
              .set({ sentAt: now })
              .where(
                inArray(
                  reminders.id,
                  due.map((r) => r.id),
                ),
              );
            return due.length;
          });
          sent += done;
          if (done) app.mailer.kick();
          if (done < REMINDER_BATCH) return sent;
        }
      },
    };
    app.decorate('agenda', agenda);
  },
  { name: 'agenda', dependencies: ['jobs', 'mailer', 'clock'] },
);

// Three- and six-month follow-ups (decision 0016): a daily job (09:00, Paris time) e-mails each learner whose exit was
// 3 (resp. 6) months ago a signed link to answer without signing in, once per enrolment and stage; 14 days later,
// the session's adviser receives one e-mail listing those who did not answer.
import {
  FOLLOW_UP_LINK_DAYS,
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_MONTHS,
  FOLLOW_UP_REMINDER_DAYS,
  FOLLOW_UP_STAGES,
  type FollowUpStage,
  type FollowUpView,
  type followUpAnswerSchema,
  JOB_SITUATIONS,
  type OutcomeSituation,
  personName,
  type UnansweredFollowUp,
} from '@tremplin/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  trainingEnrolments,
  trainingFollowUps,
  trainingOutcomes,
  trainingProgrammes,
  trainingSessions,
  users,
} from '../../db/schema';
import { escapeHtml } from '../../lib/html-text';
import { conflict, forbidden, HttpError } from '../../lib/http-errors';
import { parisParts, parisTime } from '../../lib/paris-time';
import { createLinkSigner } from '../../lib/signed-links';
import type { MailMessage } from '../../plugins/mailer';
import { followUpLinkText, mayAnswerFollowUp } from './policies';

export const FOLLOW_UPS_QUEUE = 'training-follow-ups';
/** Every day at 09:00, Paris time. */
export const FOLLOW_UPS_CRON = '0 9 * * *';
/** A follow-up whose day passed while no process ran is still sent within this many days; older ones never are. */
const CATCH_UP_DAYS = 30;
const DAY = 24 * 3600_000;

const learner = alias(users, 'learner');
const adviser = alias(users, 'adviser');

/** The day a clock in Paris shows at `d`, as aaaa-mm-jj. */
const parisDay = (d: Date) => {
  const p = parisParts(d);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};
const frDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const stageText = (etape: FollowUpStage) => `${FOLLOW_UP_MONTHS[etape]} mois`;
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

type AnswerValues = z.output<typeof followUpAnswerSchema>;

function page(product: string, paragraphs: string[], link: { href: string; label: string }) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(product)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p><p>L’équipe ${escapeHtml(product)}</p></body></html>`;
}

export function createFollowUpsService(app: FastifyInstance) {
  const db = app.db;
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const product = app.config.productName;
  const signer = createLinkSigner(app.config.jwtSecret, 'training-follow-ups');
  const link = (f: { id: number; enrolmentId: number; etape: string }) =>
    `${base}/suivi-formation/${f.id}/${signer.sign(followUpLinkText(f))}`;

  function learnerMail(
    f: { id: number; enrolmentId: number; etape: FollowUpStage },
    to: { email: string; prenom: string; formationNom: string },
  ): MailMessage {
    const href = link(f);
    const months = stageText(f.etape);
    const lines = [
      `Bonjour ${to.prenom},`,
      `Il y a ${months}, vous sortiez de la formation « ${to.formationNom} ». Où en êtes-vous aujourd’hui ? Répondez en deux clics, sans vous connecter : choisissez votre situation, puis « Envoyer ».`,
      `Votre réponse nous aide à améliorer nos formations ; elle n’est publiée que dans des chiffres d’ensemble. Ce lien est valable ${FOLLOW_UP_LINK_DAYS} jours.`,
    ];
    return {
      to: to.email,
      subject: `Où en êtes-vous, ${months} après votre formation ?`,
      text: [...lines, `Donner ma situation :\n${href}`, `L’équipe ${product}`].join('\n\n'),
      html: page(product, lines, { href, label: 'Donner ma situation' }),
    };
  }

  function reminderMail(to: { email: string; prenom: string }, rows: UnansweredFollowUp[]): MailMessage {
    const href = `${base}/admin/formations`;
    const n = rows.length;
    const intro = `${n} ${plural(n, 'apprenant n’a', 'apprenants n’ont')} pas répondu à l’e-mail de suivi envoyé il y a ${FOLLOW_UP_REMINDER_DAYS} jours ou plus :`;
    const list = rows
      .map(
        (r) =>
          `• ${r.apprenantNom} — ${r.formationNom}, session du ${frDate(r.dateDebutSession)} : suivi à ${stageText(r.etape)} envoyé le ${frDate(r.envoyeLe)} (${r.email})`,
      )
      .join('\n');
    const outro = 'Vous pouvez les contacter et enregistrer leur situation depuis l’écran « Formations ».';
    const lines = [`Bonjour ${to.prenom},`, intro, list, outro];
    return {
      to: to.email,
      subject: `Suivi des apprenants : ${n} sans réponse`,
      text: [...lines, href, `L’équipe ${product}`].join('\n\n'),
      html: page(product, lines, { href, label: 'Ouvrir « Formations »' }),
    };
  }

  /** Follow-ups sent before the day `FOLLOW_UP_REMINDER_DAYS` days before `at` (Paris) and still without a situation. */
  async function unanswered(
    at: Date,
    onlyUnreminded: boolean,
  ): Promise<(UnansweredFollowUp & { followUpId: number })[]> {
    const cutoff = parisTime(at, -(FOLLOW_UP_REMINDER_DAYS - 1), 0);
    const rows = await db
      .select({
        id: trainingFollowUps.id,
        inscriptionId: trainingEnrolments.id,
        apprenantId: learner.id,
        prenom: learner.prenom,
        nom: learner.nom,
        email: learner.email,
        sessionId: trainingSessions.id,
        formationNom: trainingProgrammes.nom,
        dateDebutSession: trainingSessions.dateDebut,
        dateSortie: trainingEnrolments.dateSortie,
        conseillerId: trainingSessions.conseillerId,
        conseillerPrenom: adviser.prenom,
        conseillerNom: adviser.nom,
        etape: trainingFollowUps.etape,
        sentAt: trainingFollowUps.sentAt,
        remindedAt: trainingFollowUps.remindedAt,
      })
      .from(trainingFollowUps)
      .innerJoin(trainingEnrolments, eq(trainingEnrolments.id, trainingFollowUps.enrolmentId))
      .innerJoin(learner, eq(learner.id, trainingEnrolments.learnerId))
      .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEnrolments.sessionId))
      .innerJoin(trainingProgrammes, eq(trainingProgrammes.id, trainingSessions.programmeId))
      .leftJoin(adviser, eq(adviser.id, trainingSessions.conseillerId))
      .where(
        and(
          sql`${trainingFollowUps.sentAt} < ${cutoff.toISOString()}::timestamptz`,
          sql`not exists (select 1 from training_outcomes o where o.enrolment_id = ${trainingFollowUps.enrolmentId} and o.etape = ${trainingFollowUps.etape})`,
          onlyUnreminded ? isNull(trainingFollowUps.remindedAt) : undefined,
        ),
      )
      .orderBy(trainingProgrammes.nom, trainingSessions.dateDebut, learner.nom, learner.prenom, trainingFollowUps.id);
    return rows.map((r) => ({
      inscriptionId: r.inscriptionId,
      apprenantId: r.apprenantId,
      apprenantNom: personName(r),
      email: r.email,
      sessionId: r.sessionId,
      formationNom: r.formationNom,
      dateDebutSession: r.dateDebutSession,
      dateSortie: r.dateSortie ?? '',
      conseillerId: r.conseillerId,
      conseillerNom: r.conseillerNom === null ? null : personName({ prenom: r.conseillerPrenom, nom: r.conseillerNom }),
      etape: r.etape,
      envoyeLe: r.sentAt.toISOString(),
      relanceLe: r.remindedAt?.toISOString() ?? null,
      followUpId: r.id,
    }));
  }

  /** The follow-up a link names, when its signature is right; the same French refusal for anything else. */
  async function fromLink(id: number, given: string) {
    const [row] = await db
      .select({
        id: trainingFollowUps.id,
        enrolmentId: trainingFollowUps.enrolmentId,
        etape: trainingFollowUps.etape,
        sentAt: trainingFollowUps.sentAt,
        prenom: learner.prenom,
        formationNom: trainingProgrammes.nom,
        dateSortie: trainingEnrolments.dateSortie,
      })
      .from(trainingFollowUps)
      .innerJoin(trainingEnrolments, eq(trainingEnrolments.id, trainingFollowUps.enrolmentId))
      .innerJoin(learner, eq(learner.id, trainingEnrolments.learnerId))
      .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEnrolments.sessionId))
      .innerJoin(trainingProgrammes, eq(trainingProgrammes.id, trainingSessions.programmeId))
      .where(eq(trainingFollowUps.id, id));
    if (!row || !mayAnswerFollowUp(signer, row, given)) throw forbidden(FOLLOW_UP_MESSAGES.badLink);
    return row;
  }

  async function recorded(enrolmentId: number, etape: FollowUpStage) {
    const [o] = await db
      .select({
        situation: trainingOutcomes.situation,
        employeur: trainingOutcomes.employeur,
        dateDebut: trainingOutcomes.dateDebut,
        source: trainingOutcomes.source,
      })
      .from(trainingOutcomes)
      .where(and(eq(trainingOutcomes.enrolmentId, enrolmentId), eq(trainingOutcomes.etape, etape)));
    return o ? { ...o, situation: o.situation as OutcomeSituation } : null;
  }

  const expired = (sentAt: Date) => app.clock.now().getTime() > sentAt.getTime() + FOLLOW_UP_LINK_DAYS * DAY;

  return {
    link,

    /** What the link's page shows; an expired link without an answer is refused with what to do instead. */
    async view(id: number, signature: string): Promise<FollowUpView> {
      const f = await fromLink(id, signature);
      const reponse = await recorded(f.enrolmentId, f.etape);
      if (!reponse && expired(f.sentAt)) throw new HttpError(410, FOLLOW_UP_MESSAGES.expired);
      return {
        prenom: f.prenom,
        formationNom: f.formationNom,
        etape: f.etape,
        dateSortie: f.dateSortie ?? '',
        reponse,
      };
    },

    /** The learner's answer, recorded once as her situation at the stage (source: the learner). */
    async answer(values: AnswerValues): Promise<FollowUpView> {
      const f = await fromLink(values.id, values.signature);
      if (expired(f.sentAt) && !(await recorded(f.enrolmentId, f.etape)))
        throw new HttpError(410, FOLLOW_UP_MESSAGES.expired);
      const job = JOB_SITUATIONS.includes(values.situation);
      const inserted = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(trainingOutcomes)
          .values({
            enrolmentId: f.enrolmentId,
            etape: f.etape,
            situation: values.situation,
            employeur: job ? values.employeur : null,
            dateDebut: job ? values.dateDebut : null,
            source: 'APPRENANT',
            recordedAt: app.clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: trainingOutcomes.id });
        if (rows.length)
          await tx.update(trainingFollowUps).set({ answeredAt: app.clock.now() }).where(eq(trainingFollowUps.id, f.id));
        return rows.length > 0;
      });
      if (!inserted) throw conflict(FOLLOW_UP_MESSAGES.alreadyAnswered);
      return this.view(values.id, values.signature);
    },

    /** Staff: learners without an answer FOLLOW_UP_REMINDER_DAYS days after their follow-up e-mail. */
    async unanswered(): Promise<UnansweredFollowUp[]> {
      return (await unanswered(app.clock.now(), false)).map(({ followUpId: _, ...r }) => r);
    },

    /**
     * One slot of the daily job: the follow-ups due on its Paris day (or missed in the last CATCH_UP_DAYS days), each
     * claimed by its row in the transaction that queues its e-mail; then the advisers' reminders, each learner once.
     * Answers how many e-mails were queued.
     */
    async run(slot: Date): Promise<{ followUps: number; reminders: number }> {
      const today = parisDay(slot);
      let followUps = 0;
      for (const etape of FOLLOW_UP_STAGES) {
        const months = FOLLOW_UP_MONTHS[etape];
        const due = sql`(${trainingEnrolments.dateSortie} + make_interval(months => ${months}))::date`;
        const found = await db
          .select({ id: trainingEnrolments.id })
          .from(trainingEnrolments)
          .innerJoin(learner, eq(learner.id, trainingEnrolments.learnerId))
          .where(
            and(
              sql`${trainingEnrolments.dateSortie} is not null`,
              sql`${due} <= ${today}::date`,
              sql`${due} > ${today}::date - ${CATCH_UP_DAYS}::int`,
              eq(learner.active, true),
              sql`not exists (select 1 from training_follow_ups f where f.enrolment_id = ${trainingEnrolments.id} and f.etape = ${etape})`,
              sql`not exists (select 1 from training_outcomes o where o.enrolment_id = ${trainingEnrolments.id} and o.etape = ${etape})`,
            ),
          )
          .orderBy(trainingEnrolments.id);
        for (const { id: enrolmentId } of found) {
          const sent = await db.transaction(async (tx) => {
            const [f] = await tx
              .insert(trainingFollowUps)
              .values({ enrolmentId, etape, sentAt: app.clock.now() })
              .onConflictDoNothing()
              .returning({ id: trainingFollowUps.id });
            if (!f) return false;
            const [to] = await tx
              .select({ email: learner.email, prenom: learner.prenom, formationNom: trainingProgrammes.nom })
              .from(trainingEnrolments)
              .innerJoin(learner, eq(learner.id, trainingEnrolments.learnerId))
              .innerJoin(trainingSessions, eq(trainingSessions.id, trainingEnrolments.sessionId))
              .innerJoin(trainingProgrammes, eq(trainingProgrammes.id, trainingSessions.programmeId))
              .where(eq(trainingEnrolments.id, enrolmentId));
            if (!to) return false;
            await app.mailer.enqueue(learnerMail({ id: f.id, enrolmentId, etape }, to), tx);
            return true;
          });
          if (sent) followUps += 1;
        }
      }

      // Reminders: one e-mail per adviser listing the learners not reminded yet, each marked in the same transaction.
      let reminders = 0;
      const late = (await unanswered(slot, true)).filter((r) => r.conseillerId !== null);
      const byAdviser = new Map<number, typeof late>();
      for (const r of late)
        byAdviser.set(r.conseillerId as number, [...(byAdviser.get(r.conseillerId as number) ?? []), r]);
      for (const [adviserId, rows] of byAdviser) {
        const queued = await db.transaction(async (tx) => {
          const [to] = await tx
            .select({ email: users.email, prenom: users.prenom })
            .from(users)
            .where(and(eq(users.id, adviserId), eq(users.active, true)));
          if (!to) return false;
          const claimed = await tx
            .update(trainingFollowUps)
            .set({ remindedAt: app.clock.now() })
            .where(
              and(
                inArray(
                  trainingFollowUps.id,
                  rows.map((r) => r.followUpId),
                ),
                isNull(trainingFollowUps.remindedAt),
              ),
            )
            .returning({ id: trainingFollowUps.id });
          const ids = new Set(claimed.map((c) => c.id));
          const listed = rows.filter((r) => ids.has(r.followUpId));
          if (!listed.length) return false;
          await app.mailer.enqueue(reminderMail(to, listed), tx);
          return true;
        });
        if (queued) reminders += 1;
      }
      if (followUps || reminders) app.mailer.kick();
      return { followUps, reminders };
    },
  };
}

export type FollowUpsService = ReturnType<typeof createFollowUpsService>;

// E-mail through an outbox: rows written with the change that needs them, each sent by a job of the queue (plugins/
// jobs.ts), which retries with backoff; the row keeps the attempts, the last error and when the next attempt is due.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { emailOutbox, type OutboxEmail } from '../db/schema';
import { escapeHtml } from '../lib/html-text';
import type { Queryable } from '../lib/tokens';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** An iCalendar invitation (RFC 5546) the recipient's mail client offers to add, move or remove. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
}

export const EMAIL_QUEUE = 'email';

export interface MailTemplates {
  /** Account confirmation: link to /confirmation/{token}, valid 48 hours. */
  confirmation(input: { prenom: string; token: string }): Omit<MailMessage, 'to'>;
  /** Password reset: link to /reset-motdepasse/{token}, valid 1 hour. */
  passwordReset(input: { prenom: string; token: string }): Omit<MailMessage, 'to'>;
  /**
   * An account opened by staff (`by`, their name): link to /invitation/{token} to choose a password, valid until
   * `until`, once. `agency`: the person was sent by France Travail.
   */
  invitation(input: {
    prenom: string;
    token: string;
    by: string;
    until: Date;
    agency: boolean;
  }): Omit<MailMessage, 'to'>;
  /** Registration with an address that already has an account: says so to its owner, links to a new password. */
  accountExists(input: { prenom: string }): Omit<MailMessage, 'to'>;
  /** Self-deletion: the account is erased on `due` unless the person signs in; link to /effacement/{token} erases now. */
  erasureRequested(input: { prenom: string; token: string; due: Date }): Omit<MailMessage, 'to'>;
  /** Retention: the account is erased on `due` unless the person signs in. */
  retentionWarning(input: { prenom: string; due: Date }): Omit<MailMessage, 'to'>;
}

const frenchDate = (d: Date) =>
  d.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

export interface Mailer {
  /** Adds a message to the outbox, inside the caller's transaction when given one (then kick() after commit). */
  enqueue(message: MailMessage, db?: Queryable): Promise<void>;
  /** Adds many messages at once (two statements whatever their number), inside the caller's transaction. */
  enqueueMany(messages: MailMessage[], db: Queryable): Promise<void>;
  /** Sends outbox rows a caller wrote with its own statement (the reset request's single query), by their ids. */
  sendWritten(ids: number[]): Promise<void>;
  /** Asks the queue's worker to send what is due now. */
  kick(): void;
  /** Sends everything due now and resolves when done (tests, shutdown). */
  flush(): Promise<void>;
  templates: MailTemplates;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

function layout(product: string, paragraphs: string[], link: { href: string; label: string }, after: string[]) {
  const p = (t: string) => `<p style="margin:0 0 16px">${t}</p>`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(product)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#5dc596;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>
${p(`Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(link.href)}">${escapeHtml(link.href)}</a>`)}
${after.map(p).join('\n')}
${p(`L’équipe ${escapeHtml(product)}`)}
</body></html>`;
}

export function buildTemplates(publicUrl: string, product: string): MailTemplates {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    confirmation({ prenom, token }) {
      const href = `${base}/confirmation/${encodeURIComponent(token)}`;
      const ignore =
        'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : sans confirmation, le compte reste inactif.';
      return {
        subject: `Confirmez votre inscription sur ${product}`,
        text: [
          `Bonjour ${prenom},`,
          `Merci pour votre inscription sur ${product}. Pour activer votre compte, ouvrez ce lien (valable 48 heures, une seule fois) :`,
          href,
          ignore,
          `L’équipe ${product}`,
        ].join('\n\n'),
        html: layout(
          product,
          [
            `Bonjour ${escapeHtml(prenom)},`,
            `Merci pour votre inscription sur ${escapeHtml(product)}. Pour activer votre compte, confirmez votre adresse e-mail (lien valable 48 heures, une seule fois).`,
          ],
          { href, label: 'Confirmer mon compte' },
          [ignore],
        ),
      };
    },
    passwordReset({ prenom, token }) {
      const href = `${base}/reset-motdepasse/${encodeURIComponent(token)}`;
      const ignore = 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.';
      return {
        subject: `Réinitialisation de votre mot de passe ${product}`,
        text: [
          `Bonjour ${prenom},`,
          `Une réinitialisation du mot de passe de votre compte ${product} a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :`,
          href,
          ignore,
          `L’équipe ${product}`,
        ].join('\n\n'),
        html: layout(
          product,
          [
            `Bonjour ${escapeHtml(prenom)},`,
            `Une réinitialisation du mot de passe de votre compte ${escapeHtml(product)} a été demandée. Pour choisir un nouveau mot de passe, utilisez ce lien (valable 1 heure, une seule fois).`,
          ],
          { href, label: 'Choisir un nouveau mot de passe' },
          [ignore],
        ),
      };
    },
    invitation({ prenom, token, by, until, agency }) {
      const href = `${base}/invitation/${encodeURIComponent(token)}`;
      const when = frenchDate(until);
      const opened = agency
        ? `${by} vous a ouvert un compte sur ${product}, la plateforme emploi de notre organisme, à la suite de votre orientation par France Travail.`
        : `${by} vous a ouvert un compte sur ${product}, la plateforme emploi de notre organisme.`;
      const choose = `Pour l’activer, choisissez votre mot de passe avec ce lien, valable jusqu’au ${when} et une seule fois :`;
      const after = `Passé cette date, demandez à ${by} de vous renvoyer l’invitation. Si vous ne connaissez pas cet organisme, ignorez ce message : sans mot de passe choisi, le compte reste inactif.`;
      return {
        subject: `${by} vous invite sur ${product}`,
        text: [`Bonjour ${prenom},`, opened, choose, href, after, `L’équipe ${product}`].join('\n\n'),
        html: layout(
          product,
          [`Bonjour ${escapeHtml(prenom)},`, escapeHtml(opened), escapeHtml(choose)],
          { href, label: 'Choisir mon mot de passe' },
          [escapeHtml(after)],
        ),
      };
    },
    accountExists({ prenom }) {
      const href = `${base}/mot-de-passe-oublie`;
      const intro = `Quelqu’un, peut-être vous, a voulu créer un compte ${product} avec cette adresse e-mail. Vous avez déjà un compte : connectez-vous avec votre mot de passe. Mot de passe oublié ? Choisissez-en un nouveau avec ce lien :`;
      const ignore =
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre compte reste inchangé.';
      return {
        subject: `Vous avez déjà un compte ${product}`,
        text: [`Bonjour ${prenom},`, intro, href, ignore, `L’équipe ${product}`].join('\n\n'),
        html: layout(
          product,
          [`Bonjour ${escapeHtml(prenom)},`, escapeHtml(intro)],
          { href, label: 'Mot de passe oublié ?' },
          [escapeHtml(ignore)],
        ),
      };
    },
    erasureRequested({ prenom, token, due }) {
      const href = `${base}/effacement/${encodeURIComponent(token)}`;
      const when = frenchDate(due);
      const keep = `Si vous changez d’avis, reconnectez-vous avant le ${when} : votre compte sera réactivé et rien ne sera effacé.`;
      const intro = `Votre compte ${product} est désactivé. Il sera effacé définitivement le ${when}, avec vos fichiers et vos données. Pour l’effacer dès maintenant, ouvrez ce lien :`;
      return {
        subject: `Effacement de votre compte ${product}`,
        text: [`Bonjour ${prenom},`, intro, href, keep, `L’équipe ${product}`].join('\n\n'),
        html: layout(
          product,
          [`Bonjour ${escapeHtml(prenom)},`, escapeHtml(intro)],
          { href, label: 'Effacer mon compte maintenant' },
          [escapeHtml(keep)],
        ),
      };
    },
    retentionWarning({ prenom, due }) {
      const href = `${base}/connexion`;
      const when = frenchDate(due);
      const intro = `Vous ne vous êtes pas connecté à ${product} depuis longtemps. Comme la loi nous y oblige, votre compte et ses données seront effacés le ${when}.`;
      const keep = 'Pour garder votre compte, il suffit de vous connecter avant cette date.';
      return {
        subject: `Votre compte ${product} sera bientôt effacé`,
        text: [`Bonjour ${prenom},`, intro, keep, href, `L’équipe ${product}`].join('\n\n'),
        html: layout(
          product,
          [`Bonjour ${escapeHtml(prenom)},`, escapeHtml(intro), keep],
          { href, label: 'Me connecter' },
          [],
        ),
      };
    },
  };
}

/** Where messages go: an SMTP server, or `.eml` files under DATA_DIR/mail when none is configured. */
interface Delivery {
  send(row: OutboxEmail): Promise<void>;
  close(): void;
}

function smtpDelivery(url: string, from: string): Delivery {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(row) {
      await transport.sendMail(mailOf(row, from));
    },
    close: () => transport.close(),
  };
}

/** nodemailer's message: an invitation travels as a text/calendar alternative with its METHOD, as calendars expect. */
const mailOf = (row: OutboxEmail, from: string) => ({
  from,
  to: row.to,
  subject: row.subject,
  html: row.html,
  text: row.text,
  ...(row.calendar
    ? {
        icalEvent: {
          method: row.calendar.method,
          filename: row.calendar.method === 'CANCEL' ? 'annulation.ics' : 'invitation.ics',
          content: row.calendar.content,
        },
      }
    : {}),
});

function fileDelivery(dir: string, from: string, log: FastifyInstance['log']): Delivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(row) {
      const info = await transport.sendMail(mailOf(row, from));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = row.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: row.to, subject: row.subject, file, links }, 'e-mail écrit dans un fichier (pas de SMTP_URL)');
    },
    close: () => transport.close(),
  };
}

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { mail, dataDir, publicUrl, productName } = app.config;
    const delivery = mail.smtpUrl
      ? smtpDelivery(mail.smtpUrl, mail.from)
      : fileDelivery(path.join(dataDir, 'mail'), mail.from, app.log);
    const db = app.db;

    app.jobs.define<{ id: number }>({
      name: EMAIL_QUEUE,
      // About a day of tries with the backoff doubling from JOBS_RETRY_DELAY_SECONDS; then an admin may retry.
      retryLimit: 12,
      batchSize: 50,
      concurrency: 5,
      async handler({ id }) {
        const [row] = await db
          .update(emailOutbox)
          .set({ attempts: sql`${emailOutbox.attempts} + 1` })
          .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)))
          .returning();
        // Already sent: a job run twice (a process stopped after sending) sends nothing more.
        if (!row) return;
        await delivery.send(row);
        await db.update(emailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id));
      },
      async onFailure({ id }, error, retryAt) {
        await db
          .update(emailOutbox)
          .set({ lastError: error.message.slice(0, 2000), ...(retryAt ? { nextAttemptAt: retryAt } : {}) })
          .where(eq(emailOutbox.id, id));
      },
    });

    app.addHook('onClose', async () => delivery.close());

    const enqueueIn = async (q: Queryable, message: MailMessage) => {
      const [row] = await q.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
      await app.jobs.send(EMAIL_QUEUE, { id: row!.id }, { db: q });
    };

    app.decorate('mailer', {
      async enqueue(message, q = db) {
        if (q !== db) return enqueueIn(q, message);
        await db.transaction((tx) => enqueueIn(tx, message));
        app.jobs.kick();
      },
      async enqueueMany(messages, q) {
        if (!messages.length) return;
        const rows = await q.insert(emailOutbox).values(messages).returning({ id: emailOutbox.id });
        await app.jobs.sendMany(
          EMAIL_QUEUE,
          rows.map((r) => ({ id: r.id })),
          { db: q },
        );
      },
      async sendWritten(ids) {
        if (!ids.length) return;
        await app.jobs.sendMany(
          EMAIL_QUEUE,
          ids.map((id) => ({ id })),
        );
        app.jobs.kick();
      },
      kick: () => app.jobs.kick(),
      flush: () => app.jobs.drain(EMAIL_QUEUE),
      templates: buildTemplates(publicUrl, productName),
    } satisfies Mailer);
  },
  { name: 'mailer', dependencies: ['jobs'] },
);

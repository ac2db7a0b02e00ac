// Rules of the message templates: cleaned HTML, optimistic locking on update, fields filled per recipient on send.
import {
  eventTemplateFields,
  eventTemplateValues,
  fillTemplate,
  JOB_DATING_MESSAGES,
  MESSAGE_SUBJECT_MAX,
  MESSAGING_MESSAGES,
  type MessageTemplate,
  personName,
  TEMPLATE_FIELD_MESSAGES,
  TEMPLATE_MESSAGES,
  TEMPLATE_SEND_MAX,
  TEMPLATE_SEND_MESSAGES,
  type TemplateInput,
  type TemplatePreview,
  type TemplatePreviewInput,
  type TemplateSendInput,
  type TemplateSendReport,
  type TemplateUpdate,
  type TemplateValues,
} from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { notifyMessagesChanged } from '../../lib/message-notifications';
import { sanitizeRichText } from '../../lib/rich-text';
import { templateRecipients } from '../../lib/template-recipients';
import type { AuthUser } from '../../plugins/authentication';
import {
  countTemplates,
  deleteTemplate,
  findEvent,
  findTemplate,
  insertMessages,
  insertTemplate,
  invitedCandidates,
  listTemplates,
  updateTemplate,
} from './queries';

/** The event's values, or a refusal when the text uses event fields with no event to fill them. */
async function eventValues(db: FastifyInstance['db'], text: string, jobDatingId: number | null | undefined) {
  if (!jobDatingId) {
    const fields = eventTemplateFields(text);
    if (fields.length) throw badRequest(TEMPLATE_FIELD_MESSAGES.eventOnly(fields));
    return {};
  }
  const event = await findEvent(db, jobDatingId);
  if (!event) throw notFound(JOB_DATING_MESSAGES.notFound);
  return eventTemplateValues(event);
}

const filled = (sujet: string, contenu: string, values: TemplateValues) => ({
  sujet: fillTemplate(sujet, values).slice(0, MESSAGE_SUBJECT_MAX),
  contenu: fillTemplate(contenu, values, true),
});

export function createTemplatesService(app: FastifyInstance) {
  const db = app.db;
  return {
    async page(page: number, size: number, search?: string) {
      const [items, totalElements] = await Promise.all([
        listTemplates(db, page, size, search),
        countTemplates(db, search),
      ]);
      return { items, totalElements };
    },

    async get(id: number): Promise<MessageTemplate> {
      const row = await findTemplate(db, id);
      if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
      return row;
    },

    create: (input: TemplateInput): Promise<MessageTemplate> =>
      insertTemplate(db, { ...input, contenu: sanitizeRichText(input.contenu) }),

    async update(input: TemplateUpdate): Promise<MessageTemplate> {
      const row = await updateTemplate(db, { ...input, contenu: sanitizeRichText(input.contenu) });
      if (row) return row;
      if (!(await findTemplate(db, input.id))) throw notFound(TEMPLATE_MESSAGES.notFound);
      throw conflict();
    },

    async remove(id: number) {
      if (!(await deleteTemplate(db, id))) throw notFound(TEMPLATE_MESSAGES.notFound);
    },

    /** The message as this recipient will read it. */
    async preview(user: AuthUser, input: TemplatePreviewInput): Promise<TemplatePreview> {
      const event = await eventValues(db, `${input.sujet} ${input.contenu}`, input.jobDatingId);
      const recipient = (await templateRecipients(db, [input.destinataireId], user.id)).get(input.destinataireId);
      if (!recipient) throw notFound(TEMPLATE_SEND_MESSAGES.recipientNotFound);
      return {
        ...filled(input.sujet, sanitizeRichText(input.contenu), { ...event, ...recipient.values }),
        destinataire: personName(recipient),
      };
    },

    /**
     * One message per recipient, its fields filled for them, written together (all or none); the report says how
     * many went and who was skipped and why.
     */
    async sendToMany(user: AuthUser, input: TemplateSendInput): Promise<TemplateSendReport> {
      const event = await eventValues(db, `${input.sujet} ${input.contenu}`, input.jobDatingId);
      const ignores: TemplateSendReport['ignores'] = [];
      let ids: number[];
      if (input.destinataireIds?.length) {
        ids = [...new Set(input.destinataireIds)];
      } else {
        const invited = await invitedCandidates(db, input.jobDatingId!);
        ids = [];
        for (const row of invited) {
          if (row.etat === 'REFUSÉE' || row.etat === 'ANNULEE') {
            ignores.push({
              id: row.id,
              nom: personName(row),
              raison:
                row.etat === 'REFUSÉE'
                  ? TEMPLATE_SEND_MESSAGES.skippedRefused
                  : TEMPLATE_SEND_MESSAGES.skippedCancelled,
            });
          } else ids.push(row.id);
        }
      }
      if (ids.length > TEMPLATE_SEND_MAX) throw badRequest(TEMPLATE_SEND_MESSAGES.tooMany);
      const recipients = await templateRecipients(db, ids, user.id);
      const contenu = sanitizeRichText(input.contenu);
      if (!contenu.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(contenu)) {
        throw badRequest(MESSAGING_MESSAGES.contentRequired);
      }
      const rows: Array<{ expediteurId: number; destinataireId: number; sujet: string; contenu: string }> = [];
      for (const id of ids) {
        const recipient = recipients.get(id);
        if (!recipient) ignores.push({ id, nom: `n° ${id}`, raison: TEMPLATE_SEND_MESSAGES.skippedUnknown });
        else if (!recipient.active)
          ignores.push({ id, nom: personName(recipient), raison: TEMPLATE_SEND_MESSAGES.skippedInactive });
        else
          rows.push({
            expediteurId: user.id,
            destinataireId: id,
            ...filled(input.sujet, contenu, { ...event, ...recipient.values }),
          });
      }
      await db.transaction((tx) => insertMessages(tx, rows));
      await notifyMessagesChanged(db, [user.id, ...rows.map((r) => r.destinataireId)]).catch((err) =>
        app.log.warn({ err }, 'notification de message en échec'),
      );
      return { envoyes: rows.length, ignores };
    },
  };
}

// Rules of the message templates: cleaned HTML, optimistic locking on update.
import { type MessageTemplate, TEMPLATE_MESSAGES, type TemplateInput, type TemplateUpdate } from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../lib/http-errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { countTemplates, deleteTemplate, findTemplate, insertTemplate, listTemplates, updateTemplate } from './queries';

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
  };
}

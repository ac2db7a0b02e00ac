// Saved profile searches and their alerts: each person keeps their own; a daily job (07:00, Paris time) e-mails each
// saved search's new profiles — created after it was saved, visible, never listed by it before — at most
// SAVED_SEARCH_ALERT_MAX in the e-mail, with a link to the search for the others and a signed unsubscribe link.
import {
  PROFILE_FILTER_KEYS,
  type ProfileFilter,
  personName,
  SAVED_SEARCH_ALERT_MAX,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchFrequency,
  STAFF,
} from '@tremplin/shared';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type SavedSearchRow, savedSearches, savedSearchHits, users } from '../../db/schema';
import { escapeHtml } from '../../lib/html-text';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { parisParts } from '../../lib/paris-time';
import { type ProfileRow, profilesByIdQuery, searchIdsQuery } from '../../lib/profile-search/queries';
import { planSearch } from '../../lib/profile-search/search';
import { createLinkSigner } from '../../lib/signed-links';
import type { MailMessage } from '../../plugins/mailer';
import { mayUnsubscribe, unsubscribeLinkText } from './policies';

export const SAVED_SEARCH_ALERTS_QUEUE = 'saved-search-alerts';
/** Every day at 07:00, Paris time; weekly saved searches are looked at on Mondays only. */
export const SAVED_SEARCH_ALERTS_CRON = '0 7 * * *';
/** New profiles one alert takes at most (listed or linked); any more wait for the next one. */
const NEW_PROFILES_PER_ALERT = 1000;
/** Roles whose saved searches send alerts: a person whose role changed since keeps the rows but gets nothing. */
const SEARCHER_ROLES = ['RECRUTEUR', ...STAFF] as const;

/** The search screen's address of these filters (tags joined by commas, in the screen's own order). */
export function searchAddress(filters: ProfileFilter): string {
  const params = new URLSearchParams();
  for (const key of PROFILE_FILTER_KEYS) {
    const value = filters[key];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    if (text) params.set(key, text);
  }
  const query = params.toString();
  return query ? `/recherche?${query}` : '/recherche';
}

/** What is searched: a zone is searched by its code, `ville` beside it being its name for the form only. */
const searchedFilter = (filters: ProfileFilter): ProfileFilter =>
  filters.zone ? { ...filters, ville: undefined } : filters;

const isMonday = (d: Date) => {
  const p = parisParts(d);
  return new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() === 1;
};

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  nom: row.nom,
  filtres: row.filtres,
  frequence: row.frequence,
  creeLe: row.createdAt.toISOString(),
  derniereAlerte: row.lastAlertAt?.toISOString() ?? null,
});

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export function createSavedSearchesService(app: FastifyInstance) {
  const db = app.db;
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const product = app.config.productName;
  const signer = createLinkSigner(app.config.jwtSecret, 'saved-search-alerts');
  const signature = (row: { id: number; ownerId: number }) => signer.sign(unsubscribeLinkText(row));
  const unsubscribeLink = (row: { id: number; ownerId: number }) =>
    `${base}/alertes/desabonnement/${row.id}/${signature(row)}`;

  async function own(ownerId: number, id: number) {
    const [row] = await db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, ownerId)));
    if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    return row;
  }

  function alertMail(
    row: SavedSearchRow,
    owner: { email: string; prenom: string },
    profiles: ProfileRow[],
    total: number,
  ): MailMessage {
    const search = `${base}${searchAddress(row.filtres)}`;
    const manage = `${base}/recherches-enregistrees`;
    const stop = unsubscribeLink(row);
    const count = total >= NEW_PROFILES_PER_ALERT ? `${total} ou plus` : String(total);
    const intro = `${count} ${plural(total, 'nouveau profil correspond', 'nouveaux profils correspondent')} à votre recherche « ${row.nom} » :`;
    const lines = profiles.map((p) => ({
      label: [personName(p), [p.metier, p.ville].filter(Boolean).join(', ')].filter(Boolean).join(' — '),
      href: `${base}/utilisateur/${p.id}`,
    }));
    const rest = total - profiles.length;
    const more =
      rest > 0
        ? `Et ${rest} ${plural(rest, 'autre', 'autres')} : retrouvez-les dans la recherche.`
        : 'Retrouvez-les dans la recherche.';
    const footer = `Vous recevez cet e-mail parce que vous avez enregistré cette recherche sur ${product}. Ne plus recevoir ces alertes :`;
    return {
      to: owner.email,
      subject: `« ${row.nom} » : ${count} ${plural(total, 'nouveau profil', 'nouveaux profils')}`,
      text: [
        `Bonjour ${owner.prenom},`,
        intro,
        lines.map((l) => `• ${l.label}\n  ${l.href}`).join('\n'),
        `${more}\n${search}`,
        `Gérer vos recherches enregistrées : ${manage}`,
        `${footer}\n${stop}`,
        `L’équipe ${product}`,
      ].join('\n\n'),
      html: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(product)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><p>Bonjour ${escapeHtml(owner.prenom)},</p><p>${escapeHtml(intro)}</p><ul>${lines
        .map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`)
        .join(
          '',
        )}</ul><p>${escapeHtml(more)} <a href="${escapeHtml(search)}">Voir la recherche</a></p><p><a href="${escapeHtml(manage)}">Gérer vos recherches enregistrées</a></p><p style="font-size:13px;color:#555">${escapeHtml(footer)} <a href="${escapeHtml(stop)}">se désabonner</a></p><p>L’équipe ${escapeHtml(product)}</p></body></html>`,
    };
  }

  /**
   * One saved search at one slot: its plan read first (the free text's words, outside the transaction: PGlite has one
   * connection), then in one transaction it is claimed, its new profiles listed as sent and its e-mail queued.
   */
  async function alertOne(id: number, slot: Date): Promise<boolean> {
    const [saved] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
    if (!saved) return false;
    let plan: Awaited<ReturnType<typeof planSearch>>;
    try {
      // Hidden and deactivated profiles never appear, whoever saved the search (staff included).
      plan = await planSearch(app.database, searchedFilter(saved.filtres), {
        includeHidden: false,
        newFor: { savedSearchId: saved.id, since: saved.createdAt },
      });
    } catch (err) {
      // A zone no longer in the official data: nothing to search until its owner saves the search again.
      if (err instanceof HttpError && err.statusCode === 400) return false;
      throw err;
    }
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(savedSearches)
        .set({ lastRunAt: slot })
        .where(and(eq(savedSearches.id, id), or(isNull(savedSearches.lastRunAt), lt(savedSearches.lastRunAt, slot))))
        .returning();
      if (!row) return false;
      const [owner] = await tx
        .select({ email: users.email, prenom: users.prenom })
        .from(users)
        .where(and(eq(users.id, row.ownerId), eq(users.active, true), inArray(users.role, [...SEARCHER_ROLES])));
      if (!owner) return false;
      const found = (await tx.execute(searchIdsQuery(plan, NEW_PROFILES_PER_ALERT))) as unknown as {
        rows: { id: number }[];
      };
      const ids = found.rows.map((r) => Number(r.id));
      if (!ids.length) return false;
      const shown = (await tx.execute(profilesByIdQuery(ids.slice(0, SAVED_SEARCH_ALERT_MAX)))) as unknown as {
        rows: ProfileRow[];
      };
      await tx
        .insert(savedSearchHits)
        .values(ids.map((userId) => ({ savedSearchId: row.id, userId })))
        .onConflictDoNothing();
      await tx.update(savedSearches).set({ lastAlertAt: app.clock.now() }).where(eq(savedSearches.id, row.id));
      await app.mailer.enqueue(alertMail(row, owner, shown.rows, ids.length), tx);
      return true;
    });
  }

  return {
    signature,
    unsubscribeLink,

    async list(ownerId: number): Promise<SavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.ownerId, ownerId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      return rows.map(toSavedSearch);
    },

    async create(
      ownerId: number,
      input: { nom: string; filtres: ProfileFilter; frequence: SavedSearchFrequency },
    ): Promise<SavedSearch> {
      // An unknown zone is refused now rather than found by the first alert.
      await planSearch(app.database, searchedFilter(input.filtres), { includeHidden: false });
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(eq(savedSearches.ownerId, ownerId));
      if ((counted?.n ?? 0) >= SAVED_SEARCHES_MAX) throw badRequest(SAVED_SEARCH_MESSAGES.tooMany);
      const [row] = await db
        .insert(savedSearches)
        .values({
          ownerId,
          nom: input.nom,
          filtres: input.filtres,
          frequence: input.frequence,
          createdAt: app.clock.now(),
        })
        .returning();
      return toSavedSearch(row!);
    },

    async update(
      ownerId: number,
      id: number,
      input: { nom?: string; frequence?: SavedSearchFrequency },
    ): Promise<SavedSearch> {
      await own(ownerId, id);
      const [row] = await db
        .update(savedSearches)
        .set({
          ...(input.nom !== undefined ? { nom: input.nom } : {}),
          ...(input.frequence !== undefined ? { frequence: input.frequence } : {}),
        })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, ownerId)))
        .returning();
      if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      return toSavedSearch(row);
    },

    async remove(ownerId: number, id: number) {
      const deleted = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.ownerId, ownerId)))
        .returning({ id: savedSearches.id });
      if (!deleted.length) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    },

    /** The e-mail's link, signed out: a wrong signature or an unknown search is the same refusal. */
    async unsubscribe(id: number, given: string) {
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
      if (!row || !mayUnsubscribe(signer, row, given)) throw forbidden(SAVED_SEARCH_MESSAGES.badLink);
      await db.update(savedSearches).set({ frequence: 'AUCUNE' }).where(eq(savedSearches.id, id));
      return { message: SAVED_SEARCH_MESSAGES.unsubscribed(row.nom), nom: row.nom };
    },

    /**
     * The alerts of one schedule slot: every daily saved search, and the weekly ones on Mondays (Paris), each looked
     * at once per slot whatever the retries. Answers how many e-mails were queued.
     */
    async sendAlerts(slot: Date): Promise<number> {
      const frequencies: SavedSearchFrequency[] = isMonday(slot) ? ['QUOTIDIENNE', 'HEBDOMADAIRE'] : ['QUOTIDIENNE'];
      const due = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            inArray(savedSearches.frequence, frequencies),
            or(isNull(savedSearches.lastRunAt), lt(savedSearches.lastRunAt, slot)),
          ),
        )
        .orderBy(savedSearches.id);
      let sent = 0;
      for (const { id } of due) if (await alertOne(id, slot)) sent += 1;
      if (sent) app.mailer.kick();
      return sent;
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;

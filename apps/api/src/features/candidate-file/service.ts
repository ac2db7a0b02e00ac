// The candidate file: each section answers one page and its count, read with the statements of ./queries.
import {
  CANDIDATE_FILE_MESSAGES,
  type CandidateFileApplication,
  type CandidateFileEvent,
  type CandidateFileFile,
  type CandidateFileInterview,
  type CandidateFileInvitation,
  type CandidateFileMessage,
  type CandidateFileNote,
  type CandidateFilePage,
  type CandidateFileSummary,
  type FileKind,
  type InvitationState,
  type Role,
  type TimelineKind,
} from '@tremplin/shared';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { dueDate } from '../../lib/retention';
import * as q from './queries';

type Row = Record<string, unknown>;

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: '’', nbsp: ' ', '#39': '’' };

/** The text of sanitised HTML: tags dropped, paragraphs and breaks as spaces, the usual entities read. */
export function plainText(html: string, max = Number.POSITIVE_INFINITY): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name] as string;
      if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
      return m;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function createCandidateFileService(app: FastifyInstance) {
  const run = <R = Row>(query: SQL) => app.database.prepared<R>(query);
  const total = async (query: SQL) => (await run<{ total: number }>(query))[0]?.total ?? 0;

  /** One page and its count, read side by side. */
  async function page<T>(rows: SQL, count: SQL, map: (row: Row) => T): Promise<CandidateFilePage<T>> {
    const [items, totalElements] = await Promise.all([run(rows), total(count)]);
    return { items: items.map(map), totalElements };
  }

  const paging = (uid: number, p: number, size: number): q.Paging => ({ uid, limit: size, offset: p * size });

  return {
    async summary(uid: number): Promise<CandidateFileSummary> {
      const [row] = await run(q.summaryQuery(uid));
      if (!row) throw notFound(CANDIDATE_FILE_MESSAGES.notFound);
      return {
        id: Number(row.id),
        nom: String(row.nom),
        prenom: String(row.prenom),
        email: String(row.email),
        telephone: str(row.telephone),
        ville: str(row.ville),
        metier: str(row.metier),
        role: row.role as Role,
        active: Boolean(row.active),
        visibilite: row.visibilite as CandidateFileSummary['visibilite'],
        admission: str(row.admission),
        commentaire: str(row.commentaire),
        tremplin: Boolean(row.tremplin),
        referent:
          row.referent_id === null
            ? null
            : { id: Number(row.referent_id), nom: String(row.referent_nom), prenom: String(row.referent_prenom) },
        dateCreation: iso(row.created_at),
        derniereConnexion: isoOrNull(row.derniere_connexion),
        effacementPrevuLe: dueDate(
          {
            erasureDueAt: row.erasure_due_at ? new Date(row.erasure_due_at as string) : null,
            lastActivityAt: new Date(row.last_activity_at as string),
          },
          app.config.personalData,
        ).toISOString(),
        effacementDemande: row.erasure_due_at !== null,
      };
    },

    applications: (uid: number, p: number, size: number) =>
      page<CandidateFileApplication>(q.applicationsQuery(paging(uid, p, size)), q.applicationsCountQuery(uid), (r) => ({
        id: Number(r.id),
        entreprise: String(r.entreprise),
        poste: String(r.poste),
        statut: r.statut as CandidateFileApplication['statut'],
        date: String(r.date),
        dateCreation: iso(r.date_creation),
        notes: Number(r.notes),
      })),

    interviews(uid: number, periode: 'a-venir' | 'passes', p: number, size: number) {
      const now = app.clock.now();
      const upcoming = periode === 'a-venir';
      const rows = upcoming
        ? q.upcomingInterviewsQuery(paging(uid, p, size), now)
        : q.pastInterviewsQuery(paging(uid, p, size), now);
      return page<CandidateFileInterview>(rows, q.interviewsCountQuery(uid, now, upcoming), (r) => ({
        id: Number(r.id),
        date: iso(r.date),
        duree: Number(r.duree),
        lieu: str(r.lieu),
        enLigne: Boolean(r.en_ligne),
        responsable: str(r.responsable),
        candidatureId: r.candidature_id === null ? null : Number(r.candidature_id),
        candidature: str(r.candidature),
      }));
    },

    notes: (uid: number, p: number, size: number) =>
      page<CandidateFileNote>(q.notesQuery(paging(uid, p, size)), q.notesCountQuery(uid), (r) => ({
        id: Number(r.id),
        titre: String(r.titre),
        extrait: plainText(String(r.contenu ?? ''), 300),
        auteur: str(r.auteur),
        date: iso(r.created_at),
        candidatureId: Number(r.candidature_id),
        candidature: String(r.candidature),
        fichier:
          r.fichier_nom === null
            ? null
            : { nom: String(r.fichier_nom), mime: String(r.fichier_mime), taille: Number(r.fichier_taille) },
      })),

    invitations: (uid: number, p: number, size: number) =>
      page<CandidateFileInvitation>(q.invitationsQuery(paging(uid, p, size)), q.invitationsCountQuery(uid), (r) => ({
        id: Number(r.id),
        etatInvitation: r.etat_invitation as InvitationState,
        jobDatingId: Number(r.job_dating_id),
        thematique: String(r.thematique),
        lieu: String(r.lieu),
        date: iso(r.date),
        envoyeeLe: iso(r.created_at),
      })),

    messages: (uid: number, p: number, size: number) =>
      page<CandidateFileMessage>(q.messagesQuery(paging(uid, p, size)), q.messagesCountQuery(uid), (r) => ({
        id: Number(r.id),
        sujet: String(r.sujet),
        texte: plainText(String(r.contenu ?? '')),
        dateHeure: iso(r.date_heure),
        sens: r.sens === 'envoye' ? 'envoye' : 'recu',
        estLu: Boolean(r.est_lu),
        interlocuteur:
          r.other_id === null
            ? null
            : { id: Number(r.other_id), nom: String(r.other_nom), prenom: String(r.other_prenom) },
      })),

    files: (uid: number, p: number, size: number) =>
      page<CandidateFileFile>(q.filesQuery(paging(uid, p, size)), q.filesCountQuery(uid), (r) => ({
        id: Number(r.id),
        type: r.kind as FileKind,
        nom: String(r.original_name),
        mime: String(r.mime),
        taille: Number(r.size),
        cle: String(r.storage_key),
        date: iso(r.created_at),
      })),

    timeline: (uid: number, p: number, size: number) =>
      page<CandidateFileEvent>(q.timelineQuery(paging(uid, p, size)), q.timelineCountQuery(uid), (r) => ({
        type: r.type as TimelineKind,
        id: Number(r.id),
        date: iso(r.date),
        titre: String(r.titre ?? ''),
        detail: str(r.detail),
      })),
  };
}

// The candidate file's statements, one per section, each a walk of an index on the person's id with LIMIT/OFFSET, and
// its count apart. Their text never varies (only the values), so a PostgreSQL server prepares each once per connection.
// The bench (bench/suites/candidate-file.ts) runs these same statements through the driver beside the API.
import { STAFF } from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';

/** The staff roles as a SQL list: messages shown in the file are those with a staff member. */
const STAFF_ROLES = sql.raw(STAFF.map((r) => `'${r}'`).join(', '));
/** The files a person deposits on their profile (project images and note attachments are shown elsewhere). */
const PROFILE_FILE_KINDS = sql.raw(`'CV', 'CERTIFICATION', 'VIDEOPRESENTATION', 'AVATAR'`);

/**
 * The other party is staff, asked row by row: a page walks the (party, date) index in order and stops once it has
 * its rows (a join with every staff member would read all of the person's messages first). Counts use a semi-join.
 */
const isStaffParty = (other: SQL) => sql`(select s.role from users s where s.id = ${other}) in (${STAFF_ROLES})`;

/**
 * The keys of a person's latest `n` messages with staff, received and sent: each side read from its (party, date,
 * id, other party) index alone, in order, stopping at `n`.
 */
const staffMessageKeys = (uid: number, n: number) => sql`
  (select m.id, m.date_heure, 'recu' as sens, m.expediteur_id as other
   from messages m
   where m.destinataire_id = ${uid} and ${isStaffParty(sql`m.expediteur_id`)}
   order by m.date_heure desc nulls last, m.id desc nulls last
   limit ${n})
  union all
  (select m.id, m.date_heure, 'envoye' as sens, m.destinataire_id as other
   from messages m
   where m.expediteur_id = ${uid} and m.destinataire_id <> ${uid} and ${isStaffParty(sql`m.destinataire_id`)}
   order by m.date_heure desc nulls last, m.id desc nulls last
   limit ${n})`;

export interface Paging {
  uid: number;
  limit: number;
  offset: number;
}

export const summaryQuery = (uid: number): SQL => sql`
  select u.id, u.nom, u.prenom, u.email, u.telephone, u.ville, u.metier, u.role, u.active, u.visibilite,
    u.admission, u.commentaire, u.tremplin, u.created_at, u.erasure_due_at, u.last_activity_at,
    r.id as referent_id, r.nom as referent_nom, r.prenom as referent_prenom,
    (select s.at from sign_ins s where s.user_id = u.id order by s.at desc limit 1) as derniere_connexion
  from users u
  left join users r on r.id = u.referent_cef_id
  where u.id = ${uid}`;

export const applicationsQuery = ({ uid, limit, offset }: Paging): SQL => sql`
  select a.id, a.entreprise, a.poste, a.statue_candidature as statut, a.date::text as date, a.date_creation,
    (select count(*) from notes n where n.candidature_id = a.id)::int as notes
  from applications a
  where a.utilisateur_id = ${uid}
  order by a.date desc, a.id desc
  limit ${limit} offset ${offset}`;

export const applicationsCountQuery = (uid: number): SQL =>
  sql`select count(*)::int as total from applications a where a.utilisateur_id = ${uid}`;

const interviewColumns = sql`
  i.id, i.date, i.duree, i.lieu, (i.lien is not null and i.lien <> '') as en_ligne, i.candidature_id,
  resp.nom || ' ' || resp.prenom as responsable, a.poste || ' — ' || a.entreprise as candidature`;

export const upcomingInterviewsQuery = ({ uid, limit, offset }: Paging, now: Date): SQL => sql`
  select ${interviewColumns}
  from interviews i
  left join users resp on resp.id = i.admin_id
  left join applications a on a.id = i.candidature_id
  where i.utilisateur_id = ${uid} and i.date >= ${now.toISOString()}
  order by i.date asc, i.id asc
  limit ${limit} offset ${offset}`;

export const pastInterviewsQuery = ({ uid, limit, offset }: Paging, now: Date): SQL => sql`
  select ${interviewColumns}
  from interviews i
  left join users resp on resp.id = i.admin_id
  left join applications a on a.id = i.candidature_id
  where i.utilisateur_id = ${uid} and i.date < ${now.toISOString()}
  order by i.date desc, i.id desc
  limit ${limit} offset ${offset}`;

export const interviewsCountQuery = (uid: number, now: Date, upcoming: boolean): SQL =>
  upcoming
    ? sql`select count(*)::int as total from interviews i where i.utilisateur_id = ${uid} and i.date >= ${now.toISOString()}`
    : sql`select count(*)::int as total from interviews i where i.utilisateur_id = ${uid} and i.date < ${now.toISOString()}`;

/** The ids of one page of a person's notes, newest first, each application's read from its index alone. */
const latestNoteIds = (uid: number, limit: number, offset: number) => sql`
  select latest.id
  from applications mine
  cross join lateral (
    select x.id, x.created_at from notes x
    where x.candidature_id = mine.id
    order by x.created_at desc nulls last, x.id desc nulls last
    limit ${limit + offset}
  ) latest
  where mine.utilisateur_id = ${uid}
  order by latest.created_at desc, latest.id desc
  limit ${limit} offset ${offset}`;

/**
 * Her notes hang on her applications: each application gives its own latest offset + limit notes from its
 * (application, date) index, and the merge keeps one page; names and files are read for that page only.
 */
export const notesQuery = ({ uid, limit, offset }: Paging): SQL => sql`
  select n.id, n.titre, left(n.contenu, 3000) as contenu, n.created_at, n.candidature_id,
    a.poste || ' — ' || a.entreprise as candidature, au.nom || ' ' || au.prenom as auteur,
    f.original_name as fichier_nom, f.mime as fichier_mime, f.size as fichier_taille
  from (${latestNoteIds(uid, limit, offset)}) page
  join notes n on n.id = page.id
  join applications a on a.id = n.candidature_id
  left join users au on au.id = n.auteur_id
  left join stored_files f on f.id = n.fichier_id
  order by n.created_at desc, n.id desc`;

export const notesCountQuery = (uid: number): SQL => sql`
  select count(*)::int as total from notes n join applications a on a.id = n.candidature_id
  where a.utilisateur_id = ${uid}`;

export const invitationsQuery = ({ uid, limit, offset }: Paging): SQL => sql`
  select i.id, i.etat_invitation, i.job_dating_id, i.created_at, j.thematique, j.lieu, j.date
  from invitations i
  join job_datings j on j.id = i.job_dating_id
  where i.candidat_id = ${uid}
  order by j.date desc, i.id desc
  limit ${limit} offset ${offset}`;

export const invitationsCountQuery = (uid: number): SQL =>
  sql`select count(*)::int as total from invitations i where i.candidat_id = ${uid}`;

/**
 * Messages between the person and staff, newest first: the received and the sent sides each walk their
 * (party, date) index and stop after offset + limit rows with a staff member, then the two are merged.
 */
export const messagesQuery = ({ uid, limit, offset }: Paging): SQL => sql`
  select m.id, m.sujet, left(m.contenu, 4000) as contenu, m.date_heure, m.est_lu, t.sens, o.id as other_id,
    o.nom as other_nom, o.prenom as other_prenom
  from (
    select k.id, k.sens, k.other from (${staffMessageKeys(uid, limit + offset)}) k
    order by k.date_heure desc, k.id desc
    limit ${limit} offset ${offset}
  ) t
  join messages m on m.id = t.id
  left join users o on o.id = t.other
  order by m.date_heure desc, m.id desc`;

export const messagesCountQuery = (uid: number): SQL => sql`
  select (
    (select count(*) from messages m
     where m.destinataire_id = ${uid}
       and exists (select 1 from users s where s.id = m.expediteur_id and s.role in (${STAFF_ROLES})))
    + (select count(*) from messages m
       where m.expediteur_id = ${uid} and m.destinataire_id <> ${uid}
         and exists (select 1 from users s where s.id = m.destinataire_id and s.role in (${STAFF_ROLES})))
  )::int as total`;

export const filesQuery = ({ uid, limit, offset }: Paging): SQL => sql`
  select f.id, f.kind, f.original_name, f.mime, f.size, f.storage_key, f.created_at
  from stored_files f
  where f.owner_id = ${uid} and f.kind in (${PROFILE_FILE_KINDS})
  order by f.created_at desc, f.id desc
  limit ${limit} offset ${offset}`;

export const filesCountQuery = (uid: number): SQL => sql`
  select count(*)::int as total from stored_files f where f.owner_id = ${uid} and f.kind in (${PROFILE_FILE_KINDS})`;

/**
 * Everything above in one list by date, newest first: each kind gives its own first offset + limit rows from its
 * index, and the merge keeps one page of them.
 */
export const timelineQuery = ({ uid, limit, offset }: Paging): SQL => {
  const n = limit + offset;
  return sql`
  select t.type, t.id, t.date, t.titre, t.detail from (
    (select 'candidature' as type, a.id, a.date_creation as date, a.poste || ' — ' || a.entreprise as titre,
       a.statue_candidature::text as detail
     from applications a where a.utilisateur_id = ${uid}
     order by a.date_creation desc, a.id desc limit ${n})
    union all
    (select 'entretien', i.id, i.date, coalesce(a.poste || ' — ' || a.entreprise, 'Sans candidature liée'), i.lieu
     from interviews i left join applications a on a.id = i.candidature_id
     where i.utilisateur_id = ${uid}
     order by i.date desc, i.id desc limit ${n})
    union all
    (select 'note', n.id, n.created_at, n.titre, a.poste || ' — ' || a.entreprise
     from (${latestNoteIds(uid, n, 0)}) k
     join notes n on n.id = k.id
     join applications a on a.id = n.candidature_id
     order by n.created_at desc, n.id desc limit ${n})
    union all
    (select 'invitation', i.id, i.created_at, j.thematique, i.etat_invitation::text
     from invitations i join job_datings j on j.id = i.job_dating_id
     where i.candidat_id = ${uid}
     order by i.created_at desc, i.id desc limit ${n})
    union all
    (select 'message', k.id, k.date_heure, m.sujet, k.sens
     from (${staffMessageKeys(uid, n)}) k join messages m on m.id = k.id
     order by k.date_heure desc, k.id desc limit ${n})
    union all
    (select 'fichier', f.id, f.created_at, f.original_name, f.kind::text
     from stored_files f where f.owner_id = ${uid} and f.kind in (${PROFILE_FILE_KINDS})
     order by f.created_at desc, f.id desc limit ${n})
  ) t
  order by t.date desc, t.type, t.id desc
  limit ${limit} offset ${offset}`;
};

export const timelineCountQuery = (uid: number): SQL => sql`
  select (
    (select count(*) from applications a where a.utilisateur_id = ${uid})
    + (select count(*) from interviews i where i.utilisateur_id = ${uid})
    + (select count(*) from notes n join applications a on a.id = n.candidature_id where a.utilisateur_id = ${uid})
    + (select count(*) from invitations i where i.candidat_id = ${uid})
    + (select count(*) from messages m
       where m.destinataire_id = ${uid}
         and exists (select 1 from users s where s.id = m.expediteur_id and s.role in (${STAFF_ROLES})))
    + (select count(*) from messages m
       where m.expediteur_id = ${uid} and m.destinataire_id <> ${uid}
         and exists (select 1 from users s where s.id = m.destinataire_id and s.role in (${STAFF_ROLES})))
    + (select count(*) from stored_files f where f.owner_id = ${uid} and f.kind in (${PROFILE_FILE_KINDS}))
  )::int as total`;

CREATE TABLE "message_box_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"inbox" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A message's place in each party's boxes, as +1 per box (a message to oneself is one person with both roles).
CREATE FUNCTION message_box_shares(dest integer, sender integer, read boolean, deleted_by_recipient timestamptz,
                                   deleted_by_sender timestamptz)
RETURNS TABLE (user_id integer, inbox integer, sent integer, deleted integer, unread integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p.uid,
         (dest IS NOT DISTINCT FROM p.uid AND deleted_by_recipient IS NULL)::int,
         (sender IS NOT DISTINCT FROM p.uid AND deleted_by_sender IS NULL)::int,
         ((dest IS NOT DISTINCT FROM p.uid AND deleted_by_recipient IS NOT NULL)
           OR (sender IS NOT DISTINCT FROM p.uid AND deleted_by_sender IS NOT NULL))::int,
         (dest IS NOT DISTINCT FROM p.uid AND deleted_by_recipient IS NULL AND NOT read)::int
  FROM (SELECT DISTINCT u AS uid FROM unnest(ARRAY[dest, sender]) AS u WHERE u IS NOT NULL) AS p
$$;
--> statement-breakpoint
-- Per-statement triggers add the new rows' shares and take away the old rows', in the same transaction as the change
-- (a read or a deletion is an update: old shares out, new ones in; updates that move nothing write nothing).
-- Counters are upserted in user_id order so that concurrent changes lock them in one order and never deadlock.
CREATE FUNCTION message_box_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
      INSERT INTO message_box_counts AS c (user_id, inbox, sent, deleted, unread)
      SELECT d.user_id, d.inbox, d.sent, d.deleted, d.unread FROM (
        SELECT s.user_id, sum(m.sign * s.inbox)::int AS inbox, sum(m.sign * s.sent)::int AS sent,
               sum(m.sign * s.deleted)::int AS deleted, sum(m.sign * s.unread)::int AS unread
        FROM (SELECT 1 AS sign, destinataire_id, expediteur_id, est_lu, deleted_by_recipient_at, deleted_by_sender_at FROM new_rows) AS m,
             message_box_shares(m.destinataire_id, m.expediteur_id, m.est_lu, m.deleted_by_recipient_at,
                                m.deleted_by_sender_at) AS s
        GROUP BY s.user_id
      ) AS d
      WHERE (d.inbox, d.sent, d.deleted, d.unread) <> (0, 0, 0, 0)
      ORDER BY d.user_id
      ON CONFLICT (user_id) DO UPDATE SET inbox = c.inbox + excluded.inbox, sent = c.sent + excluded.sent,
        deleted = c.deleted + excluded.deleted, unread = c.unread + excluded.unread;
  ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO message_box_counts AS c (user_id, inbox, sent, deleted, unread)
      SELECT d.user_id, d.inbox, d.sent, d.deleted, d.unread FROM (
        SELECT s.user_id, sum(m.sign * s.inbox)::int AS inbox, sum(m.sign * s.sent)::int AS sent,
               sum(m.sign * s.deleted)::int AS deleted, sum(m.sign * s.unread)::int AS unread
        FROM (SELECT -1 AS sign, destinataire_id, expediteur_id, est_lu, deleted_by_recipient_at, deleted_by_sender_at FROM old_rows) AS m,
             message_box_shares(m.destinataire_id, m.expediteur_id, m.est_lu, m.deleted_by_recipient_at,
                                m.deleted_by_sender_at) AS s
        GROUP BY s.user_id
      ) AS d
      WHERE (d.inbox, d.sent, d.deleted, d.unread) <> (0, 0, 0, 0)
      ORDER BY d.user_id
      ON CONFLICT (user_id) DO UPDATE SET inbox = c.inbox + excluded.inbox, sent = c.sent + excluded.sent,
        deleted = c.deleted + excluded.deleted, unread = c.unread + excluded.unread;
  ELSE
      INSERT INTO message_box_counts AS c (user_id, inbox, sent, deleted, unread)
      SELECT d.user_id, d.inbox, d.sent, d.deleted, d.unread FROM (
        SELECT s.user_id, sum(m.sign * s.inbox)::int AS inbox, sum(m.sign * s.sent)::int AS sent,
               sum(m.sign * s.deleted)::int AS deleted, sum(m.sign * s.unread)::int AS unread
        FROM (SELECT 1 AS sign, destinataire_id, expediteur_id, est_lu, deleted_by_recipient_at, deleted_by_sender_at FROM new_rows UNION ALL SELECT -1, destinataire_id, expediteur_id, est_lu, deleted_by_recipient_at, deleted_by_sender_at FROM old_rows) AS m,
             message_box_shares(m.destinataire_id, m.expediteur_id, m.est_lu, m.deleted_by_recipient_at,
                                m.deleted_by_sender_at) AS s
        GROUP BY s.user_id
      ) AS d
      WHERE (d.inbox, d.sent, d.deleted, d.unread) <> (0, 0, 0, 0)
      ORDER BY d.user_id
      ON CONFLICT (user_id) DO UPDATE SET inbox = c.inbox + excluded.inbox, sent = c.sent + excluded.sent,
        deleted = c.deleted + excluded.deleted, unread = c.unread + excluded.unread;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_box_counts_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_box_counts_apply();
--> statement-breakpoint
CREATE TRIGGER message_box_counts_update AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_box_counts_apply();
--> statement-breakpoint
CREATE TRIGGER message_box_counts_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_box_counts_apply();
--> statement-breakpoint
INSERT INTO message_box_counts (user_id, inbox, sent, deleted, unread)
SELECT s.user_id, sum(s.inbox)::int, sum(s.sent)::int, sum(s.deleted)::int, sum(s.unread)::int
FROM messages AS m,
     message_box_shares(m.destinataire_id, m.expediteur_id, m.est_lu, m.deleted_by_recipient_at,
                        m.deleted_by_sender_at) AS s
GROUP BY s.user_id;

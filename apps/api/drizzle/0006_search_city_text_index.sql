-- A search by city and free text intersects the two inside one GIN index (btree_gin puts the city beside the words)
-- instead of building a bitmap of every profile each condition matches alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS profile_search_ville_document_idx ON profile_search USING gin (ville_key, document);

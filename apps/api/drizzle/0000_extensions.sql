-- French full-text search ignores accents (unaccent) and tolerates typos (pg_trgm).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Searching /compte-candidatures by a field ("contains", accents and case ignored) reads a trigram index over the
-- unaccented field instead of unaccenting every row.
CREATE INDEX IF NOT EXISTS application_totals_nom_trgm_idx ON application_totals USING gin (f_unaccent(nom) gin_trgm_ops) WHERE total > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS application_totals_prenom_trgm_idx ON application_totals USING gin (f_unaccent(prenom) gin_trgm_ops) WHERE total > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS application_totals_email_trgm_idx ON application_totals USING gin (f_unaccent(email) gin_trgm_ops) WHERE total > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS application_totals_ville_trgm_idx ON application_totals USING gin (f_unaccent(ville) gin_trgm_ops) WHERE total > 0;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS application_totals_referent_trgm_idx ON application_totals USING gin (f_unaccent(referent_nom || ' ' || referent_prenom) gin_trgm_ops) WHERE total > 0;

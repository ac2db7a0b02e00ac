-- The referent is read by its own primary-key lookup. As a LEFT JOIN the cached generic plan could merge-join over
-- the whole users index, scanning up to the referent's id for every new totals row.
CREATE OR REPLACE FUNCTION application_totals_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referent integer;
BEGIN
  SELECT u.nom, u.prenom, u.email, u.ville, u.referent_cef_id
    INTO NEW.nom, NEW.prenom, NEW.email, NEW.ville, referent
    FROM users u WHERE u.id = NEW.utilisateur_id;
  IF referent IS NOT NULL THEN
    SELECT r.nom, r.prenom INTO NEW.referent_nom, NEW.referent_prenom FROM users r WHERE r.id = referent;
  END IF;
  RETURN NEW;
END $$;

-- Prospects' free status labels become the shared status codes before the column is required.
UPDATE "prospects" SET "statue" = CASE
	WHEN "statue" IN ('A_CONTACTER', 'CONTACTE', 'RELANCE', 'RENDEZ_VOUS', 'OFFRE', 'NON') THEN "statue"
	WHEN "statue" = 'Contacté' THEN 'CONTACTE'
	WHEN "statue" = 'Relancé' THEN 'RELANCE'
	WHEN "statue" = 'Rendez-vous fixé' THEN 'RENDEZ_VOUS'
	WHEN "statue" = 'Alternant placé' THEN 'OFFRE'
	WHEN "statue" = 'Sans suite' THEN 'NON'
	ELSE 'A_CONTACTER'
END;--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "statue" SET DEFAULT 'A_CONTACTER';--> statement-breakpoint
ALTER TABLE "prospects" ALTER COLUMN "statue" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ntc" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "prospects_statue_idx" ON "prospects" USING btree ("statue");
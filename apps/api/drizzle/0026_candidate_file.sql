DROP INDEX "messages_destinataire_date_idx";--> statement-breakpoint
DROP INDEX "messages_expediteur_date_idx";--> statement-breakpoint
DROP INDEX "notes_candidature_id_idx";--> statement-breakpoint
CREATE INDEX "messages_destinataire_party_idx" ON "messages" USING btree ("destinataire_id","date_heure" DESC NULLS LAST,"id" DESC NULLS LAST,"expediteur_id");--> statement-breakpoint
CREATE INDEX "messages_expediteur_party_idx" ON "messages" USING btree ("expediteur_id","date_heure" DESC NULLS LAST,"id" DESC NULLS LAST,"destinataire_id");--> statement-breakpoint
CREATE INDEX "notes_candidature_date_idx" ON "notes" USING btree ("candidature_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
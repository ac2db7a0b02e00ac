-- The profile search runs in PostgreSQL alone (features/search/queries.ts): no process keeps an index of the search
-- rows any more, so profile_search stops announcing its changes (0018).
DROP TRIGGER IF EXISTS profile_index_insert ON profile_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_index_update ON profile_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profile_index_delete ON profile_search;
--> statement-breakpoint
DROP FUNCTION IF EXISTS profile_index_notify();

DROP INDEX "sessions_tenant_active_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "activity" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_tenant_activity_idx" ON "sessions" USING btree ("tenant_id","activity");--> statement-breakpoint
-- Existing sessions are numbered in the order they were last active, so the list keeps its order.
UPDATE "sessions" AS s SET "activity" = o."n"
FROM (SELECT "id", row_number() OVER (ORDER BY "last_active_at", "id") AS "n" FROM "sessions") AS o
WHERE o."id" = s."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sessions', 'activity'), coalesce(max("activity"), 0) + 1, false) FROM "sessions";

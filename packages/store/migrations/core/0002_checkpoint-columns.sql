ALTER TABLE "sessions" ADD COLUMN "message_end" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_run_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_step" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_saved_at" timestamp with time zone;--> statement-breakpoint
-- Backfill from the rows the earlier schema kept, so existing sessions keep loading.
UPDATE "sessions" AS s SET
  "message_end" = coalesce((SELECT max(m."seq") + 1 FROM "messages" m WHERE m."session_id" = s."id"), 0),
  "last_run_id" = c."run_id",
  "last_step" = c."step",
  "last_saved_at" = c."saved_at"
FROM (
  SELECT DISTINCT ON ("session_id") "session_id", "run_id", "step", "saved_at"
  FROM "run_checkpoints" ORDER BY "session_id", "id" DESC
) AS c
WHERE c."session_id" = s."id";

DROP INDEX "commands_session_idx";--> statement-breakpoint
DROP INDEX "saved_checkpoints_owner_idx";--> statement-breakpoint
DROP INDEX "sessions_tenant_active_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "commands" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_checkpoints" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "activity" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "commands_session_seq_idx" ON "commands" USING btree ("tenant_id","session_id","seq");--> statement-breakpoint
CREATE INDEX "saved_checkpoints_owner_seq_idx" ON "saved_checkpoints" USING btree ("tenant_id","user_id","seq");--> statement-breakpoint
CREATE INDEX "sessions_tenant_activity_idx" ON "sessions" USING btree ("tenant_id","activity");--> statement-breakpoint
-- Rows already stored are numbered in the order of their timestamps, so every list keeps its order.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('sessions', 'activity', 'last_active_at'),
    ('commands', 'seq', 'created_at'),
    ('saved_checkpoints', 'seq', 'created_at'),
    ('audit_log', 'seq', 'at')
  ) AS v(tbl, col, by_time)
  LOOP
    EXECUTE format(
      'UPDATE %1$I AS r SET %2$I = o.n FROM (SELECT id, row_number() OVER (ORDER BY %3$I, id) AS n FROM %1$I) AS o WHERE o.id = r.id',
      t.tbl, t.col, t.by_time);
    EXECUTE format(
      'SELECT setval(pg_get_serial_sequence(%1$L, %2$L), coalesce(max(%2$I), 0) + 1, false) FROM %1$I',
      t.tbl, t.col);
  END LOOP;
END
$$;

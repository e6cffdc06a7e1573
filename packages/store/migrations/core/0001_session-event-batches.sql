CREATE TABLE "session_event_batches" (
	"session_id" text NOT NULL,
	"first_seq" integer NOT NULL,
	"last_seq" integer NOT NULL,
	"run_id" text NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_event_batches_session_id_first_seq_pk" PRIMARY KEY("session_id","first_seq")
);
--> statement-breakpoint
DROP TABLE "session_events" CASCADE;--> statement-breakpoint
ALTER TABLE "session_event_batches" ADD CONSTRAINT "session_event_batches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
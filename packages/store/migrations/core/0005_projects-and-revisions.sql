CREATE TABLE "project_revisions" (
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"batch_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"session_id" uuid,
	"summary" text NOT NULL,
	"document" jsonb NOT NULL,
	"undone_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_revisions_tenant_id_project_id_revision_pk" PRIMARY KEY("tenant_id","project_id","revision"),
	CONSTRAINT "project_revisions_actor_check" CHECK (actor in ('person', 'agent', 'undo')),
	CONSTRAINT "project_revisions_revision_check" CHECK (revision >= 1)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "project_revisions" ADD CONSTRAINT "project_revisions_project_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_revisions_batch_idx" ON "project_revisions" USING btree ("tenant_id","project_id","batch_id");--> statement-breakpoint
CREATE INDEX "projects_tenant_app_updated_idx" ON "projects" USING btree ("tenant_id","app","updated_at" DESC NULLS LAST);
ALTER TABLE "api_keys" ADD COLUMN "vehicle_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "user_id" text;
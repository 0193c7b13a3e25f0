CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "generation_kind" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exports_user_idx" ON "exports" USING btree ("user_id");--> statement-breakpoint
-- Backfill: the kind of each earlier reservation, from its job, else from its usage line ('Image: …').
UPDATE "credit_entries" SET "generation_kind" = "generation_jobs"."kind" FROM "generation_jobs" WHERE "credit_entries"."job_id" = "generation_jobs"."id" AND "credit_entries"."kind" = 'reservation';--> statement-breakpoint
UPDATE "credit_entries" SET "generation_kind" = CASE WHEN "description" LIKE 'Image:%' THEN 'image' WHEN "description" LIKE 'Video:%' THEN 'video' WHEN "description" LIKE 'Lip-sync:%' THEN 'lipsync' WHEN "description" LIKE 'Voice:%' THEN 'speech' END WHERE "kind" = 'reservation' AND "generation_kind" IS NULL;

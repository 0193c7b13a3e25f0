CREATE TABLE "stored_file_reference_rules" (
	"digest" text PRIMARY KEY NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "ref_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_released_idx" ON "stored_files" USING btree ("released_at") WHERE "stored_files"."released_at" is not null;--> statement-breakpoint
-- Files stored before every file had an owner row: completed exports (video and poster) and asset reference
-- uploads. Sizes not known here are 0 until `npm run storage:check -- --repair` reads them from storage.
INSERT INTO "stored_files" ("key", "user_id", "size_bytes")
SELECT "video_key", "user_id", coalesce("size", 0) FROM "exports" WHERE "status" = 'completed'
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("key", "user_id", "size_bytes")
SELECT "poster_key", "user_id", 0 FROM "exports" WHERE "poster_key" IS NOT NULL
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("key", "user_id", "size_bytes")
SELECT DISTINCT substring(reference.url from 8), "assets"."user_id", 0
FROM "assets", jsonb_array_elements_text("assets"."reference_images") AS reference(url)
WHERE jsonb_typeof("assets"."reference_images") = 'array' AND reference.url LIKE '/media/%'
ON CONFLICT ("key") DO NOTHING;

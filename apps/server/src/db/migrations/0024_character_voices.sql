ALTER TABLE "assets" ADD COLUMN "voice" jsonb;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD COLUMN "character_id" uuid;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_character_id_assets_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;
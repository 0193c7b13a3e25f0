ALTER TABLE "voice_clips" ADD COLUMN "source_clip_id" uuid;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD COLUMN "translation" text;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_source_clip_id_voice_clips_id_fk" FOREIGN KEY ("source_clip_id") REFERENCES "public"."voice_clips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_clips_source_language_idx" ON "voice_clips" USING btree ("source_clip_id","language");
ALTER TABLE "exports" ADD COLUMN "subtitle_options" jsonb;--> statement-breakpoint
ALTER TABLE "exports" ADD COLUMN "languages" jsonb DEFAULT '["en"]'::jsonb NOT NULL;
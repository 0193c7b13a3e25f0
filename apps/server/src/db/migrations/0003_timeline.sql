CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'audio' NOT NULL,
	"position" integer NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"volume" real DEFAULT 1 NOT NULL,
	"audio_url" text,
	"audio_duration" real,
	"start_offset" real DEFAULT 0 NOT NULL,
	"trim_start" real DEFAULT 0 NOT NULL,
	"clip_duration" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_clips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" uuid NOT NULL,
	"track_id" uuid,
	"shot_id" uuid,
	"text" text DEFAULT '' NOT NULL,
	"voice" text,
	"language" text,
	"audio_url" text,
	"duration" real,
	"start_offset" real DEFAULT 0 NOT NULL,
	"volume" real DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"job_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clips" ADD CONSTRAINT "voice_clips_shot_id_shots_id_fk" FOREIGN KEY ("shot_id") REFERENCES "public"."shots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracks_scenario_position_idx" ON "tracks" USING btree ("scenario_id","position");--> statement-breakpoint
CREATE INDEX "voice_clips_scenario_idx" ON "voice_clips" USING btree ("scenario_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_clips_track_idx" ON "voice_clips" USING btree ("track_id");
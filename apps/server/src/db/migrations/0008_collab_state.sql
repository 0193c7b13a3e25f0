CREATE TABLE "collab_processes" (
	"process_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_projects" (
	"project_id" text PRIMARY KEY NOT NULL,
	"state" json NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

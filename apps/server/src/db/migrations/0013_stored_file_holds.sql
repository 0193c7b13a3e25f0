CREATE TABLE "stored_file_holds" (
	"key" text NOT NULL,
	"project_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stored_file_holds_key_project_id_pk" PRIMARY KEY("key","project_id")
);
--> statement-breakpoint
ALTER TABLE "stored_file_holds" ADD CONSTRAINT "stored_file_holds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_holds_expires_idx" ON "stored_file_holds" USING btree ("expires_at");
CREATE TABLE "nfe_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"nfe_id" uuid NOT NULL,
	"key" text NOT NULL,
	"tp_evento" text NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"protocol" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"xml" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "nfe_events_cursor_idx" ON "nfe_events" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "nfe_events_seq_idx" ON "nfe_events" USING btree ("business_id","key","tp_evento","seq") WHERE deleted_at is null;
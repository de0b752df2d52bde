CREATE TABLE "nfce_voidings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"cnpj" text NOT NULL,
	"year" text NOT NULL,
	"model" text DEFAULT '65' NOT NULL,
	"series" integer NOT NULL,
	"first_number" integer NOT NULL,
	"last_number" integer NOT NULL,
	"justification" text NOT NULL,
	"c_stat" integer NOT NULL,
	"reason" text NOT NULL,
	"protocol" text,
	"xml" text NOT NULL,
	"answer_xml" text
);
--> statement-breakpoint
CREATE INDEX "nfce_voidings_cursor_idx" ON "nfce_voidings" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "nfce_voidings_range_idx" ON "nfce_voidings" USING btree ("business_id","cnpj","year","series","first_number","last_number");--> statement-breakpoint
CREATE INDEX "nfce_voidings_series_idx" ON "nfce_voidings" USING btree ("business_id","series","first_number");
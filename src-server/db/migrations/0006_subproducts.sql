CREATE TABLE "feedstock_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subproduct_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subproduct_trees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"subproduct_parent_id" uuid NOT NULL,
	"subproduct_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedstock_categories_cursor_idx" ON "feedstock_categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "subproduct_categories_cursor_idx" ON "subproduct_categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "subproduct_trees_cursor_idx" ON "subproduct_trees" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "subproduct_trees_parent_idx" ON "subproduct_trees" USING btree ("business_id","subproduct_parent_id");
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"product_subproduct_id" uuid,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_images_cursor_idx" ON "product_images" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("business_id","product_id");
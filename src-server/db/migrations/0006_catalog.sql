CREATE TABLE "category_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_integrators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"business_integrator_id" uuid NOT NULL,
	"external_code" text
);
--> statement-breakpoint
CREATE TABLE "category_sales" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text,
	"discount_type" text NOT NULL,
	"discount" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combo_product_composition_subproducts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"composition_id" uuid NOT NULL,
	"combo_product_id" uuid NOT NULL,
	"product_subproduct_id" uuid NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "composition_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"composition_id" uuid NOT NULL,
	"product_subproduct_id" uuid NOT NULL,
	"size_id" uuid,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"data" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"kitchen_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"origin_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"warning_minutes" integer DEFAULT 10 NOT NULL,
	"late_minutes" integer DEFAULT 20 NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_conditional_kds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"kitchen_id" uuid NOT NULL,
	"kds_id" uuid NOT NULL,
	"origin_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "other_fees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"origin_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "subproduct_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"subproduct_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL
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
ALTER TABLE "subproducts" ADD COLUMN "cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "category_images_cursor_idx" ON "category_images" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "category_integrators_cursor_idx" ON "category_integrators" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "category_sales_cursor_idx" ON "category_sales" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "category_sales_category_idx" ON "category_sales" USING btree ("business_id","category_id");--> statement-breakpoint
CREATE INDEX "combo_product_composition_subproducts_cursor_idx" ON "combo_product_composition_subproducts" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "composition_prices_cursor_idx" ON "composition_prices" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "kds_cursor_idx" ON "kds" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "kitchen_conditional_kds_cursor_idx" ON "kitchen_conditional_kds" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "other_fees_cursor_idx" ON "other_fees" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "feedstock_categories_cursor_idx" ON "feedstock_categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "subproduct_categories_cursor_idx" ON "subproduct_categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "subproduct_images_cursor_idx" ON "subproduct_images" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "subproduct_trees_cursor_idx" ON "subproduct_trees" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "subproduct_trees_parent_idx" ON "subproduct_trees" USING btree ("business_id","subproduct_parent_id");
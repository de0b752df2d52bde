CREATE TABLE "combo_product_product_subproducts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"product_subproduct_id" uuid NOT NULL,
	"combo_product_id" uuid NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_allowed_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_allowed_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"allowed_product_id" uuid NOT NULL,
	"price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_fiscal_configs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"ncm" text NOT NULL,
	"cest" text,
	"cfop" text NOT NULL,
	"cst" text,
	"csosn" text,
	"origin" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_integrators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"business_integrator_id" uuid NOT NULL,
	"external_code" text
);
--> statement-breakpoint
CREATE TABLE "product_secondary_kitchens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"kitchen_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_subproduct_prices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"product_subproduct_id" uuid NOT NULL,
	"size" text NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_subproduct_sales" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"product_subproduct_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "combo_product_product_subproducts_cursor_idx" ON "combo_product_product_subproducts" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_allowed_categories_cursor_idx" ON "product_allowed_categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_allowed_categories_product_idx" ON "product_allowed_categories" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_allowed_products_cursor_idx" ON "product_allowed_products" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_allowed_products_product_idx" ON "product_allowed_products" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_fiscal_configs_cursor_idx" ON "product_fiscal_configs" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "product_fiscal_configs_product_idx" ON "product_fiscal_configs" USING btree ("business_id","product_id") WHERE "product_fiscal_configs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_integrators_cursor_idx" ON "product_integrators" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_integrators_product_idx" ON "product_integrators" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_secondary_kitchens_cursor_idx" ON "product_secondary_kitchens" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_secondary_kitchens_product_idx" ON "product_secondary_kitchens" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_subproduct_prices_cursor_idx" ON "product_subproduct_prices" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_subproduct_prices_ps_idx" ON "product_subproduct_prices" USING btree ("business_id","product_subproduct_id");--> statement-breakpoint
CREATE INDEX "product_subproduct_sales_cursor_idx" ON "product_subproduct_sales" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_subproduct_sales_ps_idx" ON "product_subproduct_sales" USING btree ("business_id","product_subproduct_id");
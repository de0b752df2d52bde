CREATE TABLE "business_integrators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_pulled_at" timestamp with time zone,
	"catalog_imported_at" timestamp with time zone,
	"catalog_pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrator_catalog_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"business_integrator_id" uuid NOT NULL,
	"external_code" text NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"product_id" uuid
);
--> statement-breakpoint
CREATE TABLE "integrator_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"business_integrator_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_status" text
);
--> statement-breakpoint
CREATE TABLE "integrator_shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"business_integrator_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"shipment_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"tracking_url" text
);
--> statement-breakpoint
CREATE INDEX "business_integrators_cursor_idx" ON "business_integrators" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "business_integrators_provider_idx" ON "business_integrators" USING btree ("business_id","provider");--> statement-breakpoint
CREATE INDEX "integrator_catalog_items_cursor_idx" ON "integrator_catalog_items" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "integrator_catalog_items_code_idx" ON "integrator_catalog_items" USING btree ("business_integrator_id","external_code");--> statement-breakpoint
CREATE INDEX "integrator_orders_cursor_idx" ON "integrator_orders" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "integrator_orders_external_idx" ON "integrator_orders" USING btree ("business_integrator_id","external_id");--> statement-breakpoint
CREATE INDEX "integrator_shipments_cursor_idx" ON "integrator_shipments" USING btree ("business_id","change_seq");
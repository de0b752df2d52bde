CREATE TABLE "business_digital_menus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_link_vendas_configs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"active" boolean DEFAULT true NOT NULL,
	"delivery_enabled" boolean DEFAULT true NOT NULL,
	"pickup_enabled" boolean DEFAULT true NOT NULL,
	"minimum_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_production_releases" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_tracking_notification_configs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "credit_card_banners_base" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"payment_method_type" text
);
--> statement-breakpoint
CREATE TABLE "delivery_method_conditional_printers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"delivery_method_id" uuid NOT NULL,
	"printer_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods_base" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"mode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "origin_unavailabilities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"origin_id" uuid NOT NULL,
	"unavailable" boolean NOT NULL,
	"until" timestamp with time zone,
	"reason" text,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "payment_method_integrators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"business_integrator_id" uuid
);
--> statement-breakpoint
CREATE TABLE "payment_methods_base" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"type" text NOT NULL,
	"allows_change" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "business_digital_menus_cursor_idx" ON "business_digital_menus" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "business_digital_menus_slug_idx" ON "business_digital_menus" USING btree ("slug") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "business_link_vendas_configs_cursor_idx" ON "business_link_vendas_configs" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "business_link_vendas_configs_slug_idx" ON "business_link_vendas_configs" USING btree ("slug") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "business_tracking_notification_configs_cursor_idx" ON "business_tracking_notification_configs" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "delivery_method_conditional_printers_cursor_idx" ON "delivery_method_conditional_printers" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "delivery_method_conditional_printers_method_idx" ON "delivery_method_conditional_printers" USING btree ("business_id","delivery_method_id");--> statement-breakpoint
CREATE INDEX "origin_unavailabilities_cursor_idx" ON "origin_unavailabilities" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "origin_unavailabilities_origin_idx" ON "origin_unavailabilities" USING btree ("business_id","origin_id");--> statement-breakpoint
CREATE INDEX "payment_method_integrators_cursor_idx" ON "payment_method_integrators" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_integrators_method_idx" ON "payment_method_integrators" USING btree ("business_id","payment_method_id");
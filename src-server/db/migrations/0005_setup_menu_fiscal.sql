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
CREATE TABLE "business_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"cep" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text,
	"neighborhood" text NOT NULL,
	"city" text NOT NULL,
	"city_code" text,
	"state" text NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "business_fiscal_configs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"cnpj" text NOT NULL,
	"ie" text NOT NULL,
	"crt" integer NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text,
	"environment" text NOT NULL,
	"csc_id" text NOT NULL,
	"csc_token" text NOT NULL,
	"series" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"delivery_man_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "entity_transaction_account_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"entity_id" uuid NOT NULL,
	"transaction_account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text,
	"order_id" uuid,
	"payment_method_id" uuid,
	"settles" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_transaction_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"entity_id" uuid NOT NULL,
	"name" text DEFAULT 'Fiado' NOT NULL,
	"credit_limit" integer,
	"balance" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "pass_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ibge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "location_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text,
	"cep" text,
	"street" text NOT NULL,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"neighborhood_id" uuid,
	"city_id" uuid,
	"city" text,
	"state" text,
	"reference" text,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "neighborhood_integrators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"neighborhood_id" uuid NOT NULL,
	"business_integrator_id" uuid NOT NULL,
	"external_id" text
);
--> statement-breakpoint
CREATE TABLE "neighborhood_limits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"neighborhood_id" uuid NOT NULL,
	"points" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhood_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"city_id" uuid,
	"template" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"city_id" uuid NOT NULL,
	"name" text NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"delivery_time" integer,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uf" text NOT NULL,
	"ibge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"ncm_code" text
);
--> statement-breakpoint
CREATE TABLE "ncms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfces" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"key" text NOT NULL,
	"group_payment_id" text NOT NULL,
	"model" text DEFAULT '65' NOT NULL,
	"series" integer NOT NULL,
	"number" integer NOT NULL,
	"tp_emis" integer NOT NULL,
	"status" text NOT NULL,
	"c_stat" integer,
	"reason" text,
	"protocol" text,
	"issued_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"total" integer NOT NULL,
	"icms_base" integer DEFAULT 0 NOT NULL,
	"icms_value" integer DEFAULT 0 NOT NULL,
	"consumer_document" text,
	"items" jsonb NOT NULL,
	"xml" text NOT NULL,
	"prot_nfe" text,
	"cancel_justification" text,
	"cancel_protocol" text,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nfes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"direction" text NOT NULL,
	"key" text NOT NULL,
	"series" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issuer_document" text NOT NULL,
	"issuer_name" text NOT NULL,
	"recipient_document" text,
	"recipient_name" text,
	"total" integer NOT NULL,
	"items" jsonb NOT NULL,
	"installments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"xml" text NOT NULL,
	"status" text NOT NULL,
	"processed_at" timestamp with time zone,
	"financial_processed" boolean DEFAULT false NOT NULL,
	"financial_processed_at" timestamp with time zone
);
--> statement-breakpoint
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
CREATE UNIQUE INDEX "payment_method_integrators_method_idx" ON "payment_method_integrators" USING btree ("business_id","payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_addresses_business_idx" ON "business_addresses" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_addresses_cursor_idx" ON "business_addresses" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "business_fiscal_configs_business_idx" ON "business_fiscal_configs" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_fiscal_configs_cursor_idx" ON "business_fiscal_configs" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "business_hours_cursor_idx" ON "business_hours" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "delivery_adjustments_cursor_idx" ON "delivery_adjustments" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "delivery_adjustments_man_idx" ON "delivery_adjustments" USING btree ("business_id","delivery_man_id");--> statement-breakpoint
CREATE INDEX "entity_transaction_account_entries_cursor_idx" ON "entity_transaction_account_entries" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "entity_transaction_account_entries_account_idx" ON "entity_transaction_account_entries" USING btree ("business_id","transaction_account_id");--> statement-breakpoint
CREATE INDEX "entity_transaction_accounts_cursor_idx" ON "entity_transaction_accounts" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "entity_transaction_accounts_entity_idx" ON "entity_transaction_accounts" USING btree ("business_id","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pass_codes_user_idx" ON "pass_codes" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "location_addresses_cursor_idx" ON "location_addresses" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "neighborhood_integrators_cursor_idx" ON "neighborhood_integrators" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "neighborhood_limits_cursor_idx" ON "neighborhood_limits" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "neighborhood_templates_cursor_idx" ON "neighborhood_templates" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "neighborhoods_cursor_idx" ON "neighborhoods" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "neighborhoods_city_idx" ON "neighborhoods" USING btree ("business_id","city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "states_uf_idx" ON "states" USING btree ("uf") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "cests_cursor_idx" ON "cests" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "cests_code_idx" ON "cests" USING btree ("business_id","code");--> statement-breakpoint
CREATE INDEX "ncms_cursor_idx" ON "ncms" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "ncms_code_idx" ON "ncms" USING btree ("business_id","code");--> statement-breakpoint
CREATE INDEX "nfces_cursor_idx" ON "nfces" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "nfces_key_idx" ON "nfces" USING btree ("business_id","key");--> statement-breakpoint
CREATE INDEX "nfces_issued_idx" ON "nfces" USING btree ("business_id","issued_at");--> statement-breakpoint
CREATE INDEX "nfces_group_idx" ON "nfces" USING btree ("business_id","group_payment_id");--> statement-breakpoint
CREATE INDEX "nfes_cursor_idx" ON "nfes" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "nfes_key_idx" ON "nfes" USING btree ("business_id","direction","key") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "combo_product_product_subproducts_cursor_idx" ON "combo_product_product_subproducts" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_allowed_categories_cursor_idx" ON "product_allowed_categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_allowed_categories_product_idx" ON "product_allowed_categories" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_allowed_products_cursor_idx" ON "product_allowed_products" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_allowed_products_product_idx" ON "product_allowed_products" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_fiscal_configs_cursor_idx" ON "product_fiscal_configs" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "product_fiscal_configs_product_idx" ON "product_fiscal_configs" USING btree ("business_id","product_id") WHERE "product_fiscal_configs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_images_cursor_idx" ON "product_images" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_integrators_cursor_idx" ON "product_integrators" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_integrators_product_idx" ON "product_integrators" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_secondary_kitchens_cursor_idx" ON "product_secondary_kitchens" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_secondary_kitchens_product_idx" ON "product_secondary_kitchens" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "product_subproduct_prices_cursor_idx" ON "product_subproduct_prices" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_subproduct_prices_ps_idx" ON "product_subproduct_prices" USING btree ("business_id","product_subproduct_id");--> statement-breakpoint
CREATE INDEX "product_subproduct_sales_cursor_idx" ON "product_subproduct_sales" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_subproduct_sales_ps_idx" ON "product_subproduct_sales" USING btree ("business_id","product_subproduct_id");
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availabilities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"origin_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"start_time" text,
	"end_time" text
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trade_name" text,
	"document" text,
	"partner_id" uuid,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"order_number_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cash_register_audits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"cash_register_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"opening_amount" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"counted" jsonb,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "cash_register_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"cash_register_audit_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"catalog_id" uuid NOT NULL,
	"catalog_category_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"origin_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid,
	"kitchen_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combo_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"combo_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1000 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compositions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"selection_type" text NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"flavors" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_card_banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"document" text,
	"email" text,
	"user_id" uuid,
	"available" boolean DEFAULT true NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "entity_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"entity_id" uuid NOT NULL,
	"type" text DEFAULT 'residential' NOT NULL,
	"cep" text,
	"street" text NOT NULL,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"city" text,
	"state" text,
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "entity_phones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"entity_id" uuid NOT NULL,
	"number" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer NOT NULL,
	"answer" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "kitchen_conditional_printers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"kitchen_id" uuid NOT NULL,
	"printer_id" uuid NOT NULL,
	"origin_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"printer_id" uuid
);
--> statement-breakpoint
CREATE TABLE "order_pads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"service_id" uuid NOT NULL,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"occupants" integer DEFAULT 1 NOT NULL,
	"service_fee_enabled" boolean DEFAULT true NOT NULL,
	"service_fee_rate" integer DEFAULT 1000 NOT NULL,
	"discount_type" text,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"entity_id" uuid,
	"user_id" uuid,
	"cash_register_audit_id" uuid,
	"closed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"combo_id" uuid,
	"all_you_can_eat_order_product_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"selections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"observation" text,
	"kitchen_status" text DEFAULT 'preparing' NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"number" integer NOT NULL,
	"order_pad_id" uuid,
	"service_id" uuid,
	"origin_id" uuid,
	"origin_type" text DEFAULT 'balcony' NOT NULL,
	"delivery_mode" text DEFAULT 'balcony' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tracking_status" text,
	"payment_state" text DEFAULT 'pending' NOT NULL,
	"payment_mode" text DEFAULT 'postpaid' NOT NULL,
	"entity_id" uuid,
	"entity_address_id" uuid,
	"delivery_man_id" uuid,
	"delivery_method_id" uuid,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"message" text,
	"user_id" uuid,
	"kds_status" text DEFAULT 'none' NOT NULL,
	"kds_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"kitchen_notified_at" timestamp with time zone,
	"delivery_checked_at" timestamp with time zone,
	"dispatched_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cash_register_audit_id" uuid
);
--> statement-breakpoint
CREATE TABLE "origins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"delivery_mode" text DEFAULT 'balcony' NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"allows_change" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"order_pad_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"credit_card_banner_id" uuid,
	"amount" integer NOT NULL,
	"tendered" integer NOT NULL,
	"change" integer DEFAULT 0 NOT NULL,
	"cash_register_audit_id" uuid,
	"user_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"size" text NOT NULL,
	"connection" text DEFAULT 'tcp' NOT NULL,
	"address" text,
	"port" integer,
	"code_page" text DEFAULT 'CP850' NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_subproducts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"composition_id" uuid NOT NULL,
	"subproduct_id" uuid NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"internal_code" text,
	"barcode" text,
	"category_id" uuid,
	"kitchen_id" uuid,
	"price" integer DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'unity' NOT NULL,
	"fractional_quantity" boolean DEFAULT false NOT NULL,
	"price_rule" text,
	"max_flavors" integer,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tables" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"service_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"origin_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"description" text,
	"occupants" integer DEFAULT 1 NOT NULL,
	"waiter_id" uuid,
	"user_id" uuid,
	"target_service_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subproducts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'nominal' NOT NULL,
	"internal_code" text,
	"description" text,
	"control_stock" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tables" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"number" integer,
	"token" text,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "transaction_account_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"transaction_account_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"description" text,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "transaction_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"order_pad_id" uuid NOT NULL,
	"entity_id" uuid,
	"transaction_account_id" uuid,
	"balance" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_businesses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"user_id" uuid NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text DEFAULT 'employee' NOT NULL,
	"platform_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "audit_events_cursor_idx" ON "audit_events" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("business_id","entity_id");--> statement-breakpoint
CREATE INDEX "availabilities_cursor_idx" ON "availabilities" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "availabilities_owner_idx" ON "availabilities" USING btree ("business_id","owner_id");--> statement-breakpoint
CREATE INDEX "cash_register_audits_cursor_idx" ON "cash_register_audits" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "cash_register_audits_register_idx" ON "cash_register_audits" USING btree ("business_id","cash_register_id","status");--> statement-breakpoint
CREATE INDEX "cash_register_entries_cursor_idx" ON "cash_register_entries" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "cash_register_entries_audit_idx" ON "cash_register_entries" USING btree ("business_id","cash_register_audit_id");--> statement-breakpoint
CREATE INDEX "cash_registers_cursor_idx" ON "cash_registers" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "catalog_categories_cursor_idx" ON "catalog_categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "catalogs_cursor_idx" ON "catalogs" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "categories_cursor_idx" ON "categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "combo_products_cursor_idx" ON "combo_products" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "compositions_cursor_idx" ON "compositions" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "compositions_product_idx" ON "compositions" USING btree ("business_id","product_id");--> statement-breakpoint
CREATE INDEX "credit_card_banners_cursor_idx" ON "credit_card_banners" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "delivery_methods_cursor_idx" ON "delivery_methods" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "entities_cursor_idx" ON "entities" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "entities_type_idx" ON "entities" USING btree ("business_id","type");--> statement-breakpoint
CREATE INDEX "entity_addresses_cursor_idx" ON "entity_addresses" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "entity_addresses_entity_idx" ON "entity_addresses" USING btree ("business_id","entity_id");--> statement-breakpoint
CREATE INDEX "entity_phones_cursor_idx" ON "entity_phones" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "entity_phones_number_idx" ON "entity_phones" USING btree ("business_id","number");--> statement-breakpoint
CREATE INDEX "kitchen_conditional_printers_cursor_idx" ON "kitchen_conditional_printers" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "kitchens_cursor_idx" ON "kitchens" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "order_pads_cursor_idx" ON "order_pads" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "order_pads_service_idx" ON "order_pads" USING btree ("business_id","service_id");--> statement-breakpoint
CREATE INDEX "order_products_cursor_idx" ON "order_products" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("business_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_cursor_idx" ON "orders" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "orders_order_pad_idx" ON "orders" USING btree ("business_id","order_pad_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "origins_cursor_idx" ON "origins" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "payment_methods_cursor_idx" ON "payment_methods" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "payments_cursor_idx" ON "payments" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "payments_order_pad_idx" ON "payments" USING btree ("business_id","order_pad_id");--> statement-breakpoint
CREATE INDEX "printers_cursor_idx" ON "printers" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_subproducts_cursor_idx" ON "product_subproducts" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_subproducts_composition_idx" ON "product_subproducts" USING btree ("business_id","composition_id");--> statement-breakpoint
CREATE INDEX "products_cursor_idx" ON "products" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("business_id","category_id");--> statement-breakpoint
CREATE INDEX "products_internal_code_idx" ON "products" USING btree ("business_id","internal_code");--> statement-breakpoint
CREATE INDEX "service_tables_cursor_idx" ON "service_tables" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "service_tables_table_idx" ON "service_tables" USING btree ("business_id","table_id");--> statement-breakpoint
CREATE INDEX "services_cursor_idx" ON "services" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "subproducts_cursor_idx" ON "subproducts" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "tables_cursor_idx" ON "tables" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "transaction_account_entries_cursor_idx" ON "transaction_account_entries" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "transaction_accounts_cursor_idx" ON "transaction_accounts" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "user_businesses_cursor_idx" ON "user_businesses" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "user_businesses_user_idx" ON "user_businesses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
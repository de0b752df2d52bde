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
CREATE UNIQUE INDEX "states_uf_idx" ON "states" USING btree ("uf") WHERE deleted_at is null;
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
CREATE UNIQUE INDEX "business_addresses_business_idx" ON "business_addresses" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_addresses_cursor_idx" ON "business_addresses" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "business_fiscal_configs_business_idx" ON "business_fiscal_configs" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_fiscal_configs_cursor_idx" ON "business_fiscal_configs" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "business_hours_cursor_idx" ON "business_hours" USING btree ("business_id","change_seq");
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
CREATE TABLE "product_fiscal_configs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"product_id" uuid NOT NULL,
	"ncm" text NOT NULL,
	"cfop" text NOT NULL,
	"cest" text,
	"origin" integer DEFAULT 0 NOT NULL,
	"icms_cst" text,
	"csosn" text,
	"icms_rate_bps" integer DEFAULT 0 NOT NULL,
	"pis_cst" text DEFAULT '49' NOT NULL,
	"pis_rate_bps" integer DEFAULT 0 NOT NULL,
	"cofins_cst" text DEFAULT '49' NOT NULL,
	"cofins_rate_bps" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "product_fiscal_configs_cursor_idx" ON "product_fiscal_configs" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "product_fiscal_configs_product_idx" ON "product_fiscal_configs" USING btree ("business_id","product_id");
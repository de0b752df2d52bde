CREATE TABLE "online_payment_bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_account_id" text NOT NULL,
	"bank_code" text NOT NULL,
	"agency" text NOT NULL,
	"account" text NOT NULL,
	"account_digit" text,
	"account_type" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_document" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "online_payment_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity_id" uuid,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"holder_name" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "online_payment_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"card_id" uuid,
	"provider_charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"split" jsonb NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "online_payment_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_document_id" text NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payment_owners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_seller_id" text NOT NULL,
	"status" text NOT NULL,
	"document" text NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text,
	"mcc" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"owner_name" text NOT NULL,
	"owner_document" text NOT NULL,
	"owner_birth_date" text,
	"address" jsonb
);
--> statement-breakpoint
CREATE TABLE "online_payment_split_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"platform_bps" integer NOT NULL,
	"partner_bps" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "online_payment_bank_accounts_business_idx" ON "online_payment_bank_accounts" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "online_payment_cards_business_idx" ON "online_payment_cards" USING btree ("business_id","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_charges_order_idx" ON "online_payment_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "online_payment_documents_business_idx" ON "online_payment_documents" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_owners_business_idx" ON "online_payment_owners" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "online_payment_split_rules_business_idx" ON "online_payment_split_rules" USING btree ("business_id");
CREATE TABLE "boleto_numbers" (
	"our_number" integer PRIMARY KEY NOT NULL,
	"duplicate_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"duplicate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"date" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "duplicate_occurrences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"duplicate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"partner_id" uuid,
	"payment_plan_id" uuid,
	"number" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"paid_at" timestamp with time zone,
	"our_number" text,
	"digitable_line" text,
	"barcode" text,
	"boleto_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"business_contract_plan_id" uuid,
	"contract_plan_id" uuid,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"partner_id" uuid,
	"reference_month" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"installments" integer NOT NULL,
	"interval_days" integer NOT NULL,
	"method" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "duplicate_entries_duplicate_idx" ON "duplicate_entries" USING btree ("duplicate_id");--> statement-breakpoint
CREATE INDEX "duplicate_occurrences_duplicate_idx" ON "duplicate_occurrences" USING btree ("duplicate_id","created_at");--> statement-breakpoint
CREATE INDEX "duplicates_invoice_idx" ON "duplicates" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "duplicates_partner_idx" ON "duplicates" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicates_our_number_idx" ON "duplicates" USING btree ("our_number");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_business_month_idx" ON "invoices" USING btree ("business_id","reference_month") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_partner_idx" ON "invoices" USING btree ("partner_id");
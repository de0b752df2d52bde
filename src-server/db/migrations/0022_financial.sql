CREATE TABLE "financial_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"initial_balance" integer DEFAULT 0 NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "financial_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"dre_line" text
);
--> statement-breakpoint
CREATE TABLE "financial_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_date" date,
	"account_id" uuid NOT NULL,
	"category_id" uuid,
	"entity_id" uuid,
	"mode" text DEFAULT 'fixed' NOT NULL,
	"recurrence" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"installment_group_key" text,
	"installment" integer,
	"installments" integer,
	"transfer_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "financial_accounts_cursor_idx" ON "financial_accounts" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "financial_categories_cursor_idx" ON "financial_categories" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "financial_entries_cursor_idx" ON "financial_entries" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE INDEX "financial_entries_due_idx" ON "financial_entries" USING btree ("business_id","due_date");--> statement-breakpoint
CREATE INDEX "financial_entries_group_idx" ON "financial_entries" USING btree ("business_id","installment_group_key");--> statement-breakpoint
CREATE INDEX "financial_entries_transfer_idx" ON "financial_entries" USING btree ("business_id","transfer_id");
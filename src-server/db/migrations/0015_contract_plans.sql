CREATE TABLE "business_contract_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"contract_plan_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"monthly_price" integer NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "contract_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"monthly_price" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "business_contract_plans_cursor_idx" ON "business_contract_plans" USING btree ("business_id","change_seq");
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
CREATE TABLE "link_vendas_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_logos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "business_contract_plans_cursor_idx" ON "business_contract_plans" USING btree ("business_id","change_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "link_vendas_customers_phone_idx" ON "link_vendas_customers" USING btree ("business_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "link_vendas_customers_entity_idx" ON "link_vendas_customers" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "business_logos_business_idx" ON "business_logos" USING btree ("business_id");
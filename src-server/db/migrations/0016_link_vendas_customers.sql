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
CREATE UNIQUE INDEX "link_vendas_customers_phone_idx" ON "link_vendas_customers" USING btree ("business_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "link_vendas_customers_entity_idx" ON "link_vendas_customers" USING btree ("entity_id");
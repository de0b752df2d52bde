CREATE TABLE "inventories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"counted" integer DEFAULT 0 NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"change_seq" bigint DEFAULT 0 NOT NULL,
	"subproduct_id" uuid NOT NULL,
	"type" text NOT NULL,
	"quantity" integer NOT NULL,
	"balance" integer NOT NULL,
	"unit_cost" integer,
	"note" text,
	"group_id" uuid NOT NULL,
	"inventory_id" uuid,
	"user_id" uuid
);
--> statement-breakpoint
CREATE INDEX "inventories_business_idx" ON "inventories" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_subproduct_idx" ON "inventory_movements" USING btree ("business_id","subproduct_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_business_idx" ON "inventory_movements" USING btree ("business_id","created_at");
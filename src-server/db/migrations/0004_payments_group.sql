ALTER TABLE "payments" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_pads" jsonb DEFAULT '[]'::jsonb NOT NULL;
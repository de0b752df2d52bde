ALTER TABLE "user_invitations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "type" text DEFAULT 'employee' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "accepted_user_id" uuid;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_invitations_business_idx" ON "user_invitations" USING btree ("business_id","created_at");
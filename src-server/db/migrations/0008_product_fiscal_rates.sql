ALTER TABLE "product_fiscal_configs" ADD COLUMN "icms_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "product_fiscal_configs" ADD COLUMN "pis_cst" text;--> statement-breakpoint
ALTER TABLE "product_fiscal_configs" ADD COLUMN "pis_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "product_fiscal_configs" ADD COLUMN "cofins_cst" text;--> statement-breakpoint
ALTER TABLE "product_fiscal_configs" ADD COLUMN "cofins_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "product_fiscal_configs" ADD COLUMN "approx_tax_rate_bps" integer;
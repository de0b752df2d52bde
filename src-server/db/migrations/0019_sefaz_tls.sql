CREATE TABLE "fiscal_certificates" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"cnpj" text NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

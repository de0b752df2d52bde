CREATE TABLE "inventory_stocks" (
	"business_id" uuid NOT NULL,
	"subproduct_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_stocks_business_id_subproduct_id_pk" PRIMARY KEY("business_id","subproduct_id")
);

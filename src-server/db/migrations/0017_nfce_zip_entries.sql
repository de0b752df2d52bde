CREATE TABLE "nfce_zip_entries" (
	"nfce_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"deflated" "bytea" NOT NULL,
	"crc" bigint NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfce_zip_entries" ADD CONSTRAINT "nfce_zip_entries_nfce_id_nfces_id_fk" FOREIGN KEY ("nfce_id") REFERENCES "public"."nfces"("id") ON DELETE cascade ON UPDATE no action;
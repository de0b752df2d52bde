-- The stock each subproduct already has: the sum of its live movements (inventory_stocks is kept from here on).
INSERT INTO "inventory_stocks" ("business_id", "subproduct_id", "quantity")
SELECT "business_id", "subproduct_id", coalesce(sum("quantity"), 0)::integer
FROM "inventory_movements"
WHERE "deleted_at" IS NULL
GROUP BY "business_id", "subproduct_id";

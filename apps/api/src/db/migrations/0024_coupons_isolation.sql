-- Custom SQL migration file, put your code below! --
-- Coupons and their store and product links bind even their owner to row-level security
-- (ARCHITECTURE.md rule 2), and the API role may use them (as in 0013).
ALTER TABLE "coupons" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coupon_stores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coupon_couponables" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "coupons", "coupon_stores", "coupon_couponables" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "coupons_id_seq" TO tablero_app;
--> statement-breakpoint
-- A store's abandoned-cart coupon is one of the tenant's coupons, and that coupon cannot be deleted
-- while a store offers it (the coupons schema imports the stores one, so this key is written here).
ALTER TABLE "stores" ADD CONSTRAINT "stores_abandoned_cart_coupon_fk" FOREIGN KEY ("tenant_id", "abandoned_shopping_cart_coupon_id") REFERENCES "public"."coupons"("tenant_id", "id");
--> statement-breakpoint
CREATE INDEX "stores_abandoned_cart_coupon_idx" ON "stores" ("tenant_id", "abandoned_shopping_cart_coupon_id") WHERE "abandoned_shopping_cart_coupon_id" IS NOT NULL;

-- A product offers only its own tenant's modifiers, and a modifier a product offers cannot be
-- deleted. Deferred to commit: saving a product's links swaps modifiers through placeholder ids
-- inside the transaction (products.repo.ts), and only the committed rows must point at modifiers.
ALTER TABLE "product_modifiers" ADD CONSTRAINT "product_modifiers_modifier_fk"
  FOREIGN KEY ("tenant_id", "modifier_id") REFERENCES "public"."modifiers" ("tenant_id", "id")
  DEFERRABLE INITIALLY DEFERRED;

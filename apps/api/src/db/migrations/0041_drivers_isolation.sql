-- Drivers bind even their owner to row-level security, and the API role may use them (as in 0031).
ALTER TABLE "drivers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "drivers" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "drivers_id_seq" TO tablero_app;
--> statement-breakpoint
-- An order names the driver who took it out. Deleting the driver forgets only the id: the order
-- keeps the tenant (a key's SET NULL would empty every column of the key) and the driver's name.
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_fk" FOREIGN KEY ("tenant_id", "driver_id")
  REFERENCES "drivers" ("tenant_id", "id") ON DELETE SET NULL ("driver_id");

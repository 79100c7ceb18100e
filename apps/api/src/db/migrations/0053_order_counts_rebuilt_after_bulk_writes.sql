-- Writers of history in bulk (the demo seed) set `tablero.rollups` to 'off' for their transactions:
-- the per-store order counts are then not kept batch by batch (whose row locks made side-by-side
-- batches wait for each other) but counted again once at the end.
DROP TRIGGER orders_counted_on_insert ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_counted_on_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT
  WHEN (current_setting('tablero.rollups', true) IS DISTINCT FROM 'off')
  EXECUTE FUNCTION tablero_count_orders();
--> statement-breakpoint
-- A live order written while this runs waits for it on the store's row, then adds itself.
CREATE FUNCTION tablero_rebuild_order_counts(of_tenant integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM order_counts WHERE tenant_id = of_tenant;
  INSERT INTO order_counts (tenant_id, store_id, count)
    SELECT tenant_id, store_id, count(*) FROM orders WHERE tenant_id = of_tenant GROUP BY 1, 2 ORDER BY 1, 2;
$$;
--> statement-breakpoint
GRANT DELETE ON "order_counts" TO tablero_app;

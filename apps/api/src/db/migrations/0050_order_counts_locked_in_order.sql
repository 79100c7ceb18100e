-- Two transactions inserting orders of the same stores (the demo generator writes batches side by
-- side) update the same order_counts rows: taken in the same order by both, those row locks make
-- one wait for the other instead of deadlocking.
CREATE OR REPLACE FUNCTION tablero_count_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (tenant_id, store_id, count)
      SELECT tenant_id, store_id, count(*) FROM new_orders GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (tenant_id, store_id) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    UPDATE order_counts AS c SET count = c.count - gone.n
      FROM (SELECT tenant_id, store_id, count(*) AS n FROM old_orders GROUP BY 1, 2) AS gone
      WHERE c.tenant_id = gone.tenant_id AND c.store_id = gone.store_id;
  END IF;
  RETURN NULL;
END $$;

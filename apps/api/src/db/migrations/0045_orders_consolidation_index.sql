-- The orders a consolidation adds up (completed, paid online on the tenant's own storefront), by
-- time, with the amounts it sums: a year's weeks are read from this index alone instead of from
-- every order of the year (modules/payments/consolidations.repo.ts states the same predicate).
CREATE INDEX orders_consolidation_idx ON orders (tenant_id, created_at)
  INCLUDE (total, delivery_fee, tip)
  WHERE status = 'completed' AND payment_status = 'completed' AND origin = 'mercat'
    AND payment_method NOT IN ('cash', 'card', 'sinpe', 'credit');

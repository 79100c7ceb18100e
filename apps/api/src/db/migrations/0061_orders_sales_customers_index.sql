-- The orders that stand as sales, by time, with what the top customers report groups and filters
-- by: a year of a tenant's sales is read from this index alone, not from the orders' pages
-- (modules/reports/top-customers.repo.ts states the same predicate).
CREATE INDEX orders_sales_customers_idx ON orders (tenant_id, created_at)
  INCLUDE (customer_email, total, store_id, platform, dispatch_method, payment_method)
  WHERE tablero_is_sale(status);

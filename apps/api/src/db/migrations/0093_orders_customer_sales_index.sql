-- Custom SQL migration file, put your code below! --
-- The orders that stand as sales, by customer and time, with what the top customers report sums
-- and filters by: the bounded search (modules/reports/top-customers.repo.ts) reads one customer's
-- sales of a period from this index alone, however many orders they made.
CREATE INDEX orders_customer_sales_idx ON orders (tenant_id, customer_email, created_at)
  INCLUDE (total, store_id, platform, dispatch_method, payment_method)
  WHERE tablero_is_sale(status);

-- Online payments bind even their owner to row-level security, and the API role may use them (as in 0031).
ALTER TABLE "payment_transactions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "payment_transactions" TO tablero_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "payment_transactions_id_seq" TO tablero_app;

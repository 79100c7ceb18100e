ALTER TABLE "payment_transactions" ALTER COLUMN "commerce_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "detail_buy_order" text;
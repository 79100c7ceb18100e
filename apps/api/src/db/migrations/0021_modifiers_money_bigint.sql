-- Modifier and option prices are money like product and menu prices: bigint minor units. Widening
-- integer to bigint keeps every value.
ALTER TABLE "modifier_children" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "modifiers" ALTER COLUMN "price" SET DATA TYPE bigint;
ALTER TABLE "products" ADD COLUMN "shade_family" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shade_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "swatch" text;--> statement-breakpoint
CREATE INDEX "products_shade_family_idx" ON "products" USING btree ("shade_family");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_swatch_hex" CHECK ("products"."swatch" is null or "products"."swatch" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shade_complete" CHECK (("products"."shade_family" is null) = ("products"."shade_name" is null) and ("products"."shade_name" is null) = ("products"."swatch" is null));
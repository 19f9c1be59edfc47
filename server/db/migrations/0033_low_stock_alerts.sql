CREATE TABLE "low_stock_crossings" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"country" text NOT NULL,
	"stock" integer NOT NULL,
	"threshold" integer NOT NULL,
	"crossed_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"mailed_on" text,
	CONSTRAINT "low_stock_crossings_country_known" CHECK ("low_stock_crossings"."country" in ('NG', 'GB', 'US'))
);
--> statement-breakpoint
CREATE TABLE "low_stock_mails" (
	"day" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"crossings" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_low_stock_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_ng" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_us" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_gb" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "low_stock_crossings" ADD CONSTRAINT "low_stock_crossings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "low_stock_crossings_open_key" ON "low_stock_crossings" USING btree ("product_id","country") WHERE "low_stock_crossings"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "low_stock_crossings_unmailed_idx" ON "low_stock_crossings" USING btree ("id") WHERE "low_stock_crossings"."mailed_on" is null;--> statement-breakpoint
CREATE INDEX "products_low_stock_margin_idx" ON "products" USING btree (least("stock_ng" - "low_stock_ng", "stock_gb" - "low_stock_gb", "stock_us" - "low_stock_us")) WHERE "products"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_range" CHECK ("products"."low_stock_ng" between 0 and 9999 and "products"."low_stock_gb" between 0 and 9999 and "products"."low_stock_us" between 0 and 9999);
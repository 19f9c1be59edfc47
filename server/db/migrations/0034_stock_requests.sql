CREATE TABLE "stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"market" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "stock_requests_market_known" CHECK ("stock_requests"."market" in ('NG', 'GB', 'US'))
);
--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_waiting_key" ON "stock_requests" USING btree ("product_id","market","email") WHERE "stock_requests"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "stock_requests_email_idx" ON "stock_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "stock_requests_created_at_idx" ON "stock_requests" USING btree ("created_at");
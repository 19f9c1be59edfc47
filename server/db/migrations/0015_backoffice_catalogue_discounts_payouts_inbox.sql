CREATE TABLE "product_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"country" text NOT NULL,
	"reason" text NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"note" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_country_known" CHECK ("stock_adjustments"."country" in ('NG', 'GB', 'US')),
	CONSTRAINT "stock_adjustments_reason_known" CHECK ("stock_adjustments"."reason" in ('received', 'counted', 'damaged', 'created'))
);
--> statement-breakpoint
CREATE TABLE "influencer_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"influencer_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_payouts_negative" CHECK ("influencer_payouts"."amount_minor" < 0),
	CONSTRAINT "influencer_payouts_currency_known" CHECK ("influencer_payouts"."currency" in ('NGN', 'GBP', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "shop_code_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" integer NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"countries" text[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_codes_percent_range" CHECK ("shop_codes"."percent" between 1 and 90),
	CONSTRAINT "shop_codes_limits_positive" CHECK (("shop_codes"."usage_limit" is null or "shop_codes"."usage_limit" > 0) and ("shop_codes"."per_customer_limit" is null or "shop_codes"."per_customer_limit" > 0)),
	CONSTRAINT "shop_codes_dates_ordered" CHECK ("shop_codes"."starts_on" is null or "shop_codes"."ends_on" is null or "shop_codes"."starts_on" <= "shop_codes"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ambassador_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassador_applications" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassador_applications" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_bookings" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wholesale_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "wholesale_applications" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wholesale_applications" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_slug_history" ADD CONSTRAINT "product_slug_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD CONSTRAINT "influencer_payouts_influencer_id_users_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_code_redemptions" ADD CONSTRAINT "shop_code_redemptions_code_id_shop_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."shop_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_code_redemptions" ADD CONSTRAINT "shop_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_code_redemptions" ADD CONSTRAINT "shop_code_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_product_idx" ON "stock_adjustments" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "influencer_payouts_influencer_idx" ON "influencer_payouts" USING btree ("influencer_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_code_redemptions_order_key" ON "shop_code_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_code_redemptions_code_user_idx" ON "shop_code_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_codes_code_key" ON "shop_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "ambassador_applications" ADD CONSTRAINT "ambassador_applications_status_known" CHECK ("ambassador_applications"."status" in ('new', 'contacted', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_status_known" CHECK ("newsletter_subscribers"."status" in ('new', 'contacted', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "session_bookings" ADD CONSTRAINT "session_bookings_status_known" CHECK ("session_bookings"."status" in ('new', 'contacted', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "wholesale_applications" ADD CONSTRAINT "wholesale_applications_status_known" CHECK ("wholesale_applications"."status" in ('new', 'contacted', 'accepted', 'declined'));
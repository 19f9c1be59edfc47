CREATE TABLE "active_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_pkey" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text NOT NULL,
	"how_to_use" text NOT NULL,
	"other_ingredients" text NOT NULL,
	"price_ngn" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"price_gbp" integer NOT NULL,
	"ng_discount_percent" integer,
	"stock_ng" integer DEFAULT 0 NOT NULL,
	"stock_us" integer DEFAULT 0 NOT NULL,
	"stock_gb" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"alt_image" text NOT NULL,
	"for_whom" text[] DEFAULT '{}' NOT NULL,
	"skin_concerns" text[] DEFAULT '{}' NOT NULL,
	"benefits" text[] DEFAULT '{}' NOT NULL,
	"skin_type" text[] DEFAULT '{}' NOT NULL,
	"home_lists" text[] DEFAULT '{}' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_ng_nonnegative" CHECK ("products"."stock_ng" >= 0),
	CONSTRAINT "products_stock_us_nonnegative" CHECK ("products"."stock_us" >= 0),
	CONSTRAINT "products_stock_gb_nonnegative" CHECK ("products"."stock_gb" >= 0),
	CONSTRAINT "products_prices_positive" CHECK ("products"."price_ngn" > 0 and "products"."price_usd" > 0 and "products"."price_gbp" > 0),
	CONSTRAINT "products_discount_range" CHECK ("products"."ng_discount_percent" is null or ("products"."ng_discount_percent" between 1 and 90))
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"product_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "related_products_pkey" PRIMARY KEY("product_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "active_ingredients" ADD CONSTRAINT "active_ingredients_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "active_ingredients_product_idx" ON "active_ingredients" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING btree ("search_name");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"source" text NOT NULL,
	"lines" jsonb NOT NULL,
	"by_rate" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_total_positive" CHECK ("credit_notes"."total_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_series_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nexus_thresholds" (
	"state" text PRIMARY KEY NOT NULL,
	"sales_minor" integer NOT NULL,
	"orders" integer,
	CONSTRAINT "nexus_thresholds_positive" CHECK ("nexus_thresholds"."sales_minor" > 0 and ("nexus_thresholds"."orders" is null or "nexus_thresholds"."orders" > 0))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"included" boolean NOT NULL,
	"registration" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charged_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_name" text DEFAULT 'VAT' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_registration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_by_rate" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tax" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_source_key" ON "credit_notes" USING btree ("source");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_place_key" ON "tax_rates" USING btree ("country","region");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_known" CHECK ("products"."tax_class" in ('standard', 'zero', 'exempt'));--> statement-breakpoint
-- Prices in GB and Nigeria have always included VAT; the US charges sales tax only in the states the owner registers.
INSERT INTO "tax_rates" ("country", "region", "name", "rate_bp", "included") VALUES ('GB', '', 'VAT', 2000, true), ('NG', '', 'VAT', 750, true);--> statement-breakpoint
INSERT INTO "nexus_thresholds" ("state", "sales_minor", "orders") VALUES
  ('AL', 10000000, 200),
  ('AK', 10000000, 200),
  ('AZ', 10000000, 200),
  ('AR', 10000000, 200),
  ('CA', 50000000, NULL),
  ('CO', 10000000, 200),
  ('CT', 10000000, 200),
  ('DC', 10000000, 200),
  ('FL', 10000000, 200),
  ('GA', 10000000, 200),
  ('HI', 10000000, 200),
  ('ID', 10000000, 200),
  ('IL', 10000000, 200),
  ('IN', 10000000, 200),
  ('IA', 10000000, 200),
  ('KS', 10000000, 200),
  ('KY', 10000000, 200),
  ('LA', 10000000, 200),
  ('ME', 10000000, 200),
  ('MD', 10000000, 200),
  ('MA', 10000000, 200),
  ('MI', 10000000, 200),
  ('MN', 10000000, 200),
  ('MS', 10000000, 200),
  ('MO', 10000000, 200),
  ('NE', 10000000, 200),
  ('NV', 10000000, 200),
  ('NJ', 10000000, 200),
  ('NM', 10000000, 200),
  ('NY', 50000000, NULL),
  ('NC', 10000000, 200),
  ('ND', 10000000, 200),
  ('OH', 10000000, 200),
  ('OK', 10000000, 200),
  ('PA', 10000000, 200),
  ('RI', 10000000, 200),
  ('SC', 10000000, 200),
  ('SD', 10000000, 200),
  ('TN', 10000000, 200),
  ('TX', 50000000, NULL),
  ('UT', 10000000, 200),
  ('VT', 10000000, 200),
  ('VA', 10000000, 200),
  ('WA', 10000000, 200),
  ('WV', 10000000, 200),
  ('WI', 10000000, 200),
  ('WY', 10000000, 200);

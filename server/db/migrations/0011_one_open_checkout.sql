CREATE TABLE "checkout_locks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_sign" CHECK (("payment_ledger"."kind" = 'payment' and "payment_ledger"."amount_minor" > 0) or ("payment_ledger"."kind" = 'refund' and "payment_ledger"."amount_minor" < 0))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_locks" ADD CONSTRAINT "checkout_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_provider_ref_key" ON "payment_ledger" USING btree ("provider","kind","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_one_payment_key" ON "payment_ledger" USING btree ("order_id") WHERE "payment_ledger"."kind" = 'payment';--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("order_id");--> statement-breakpoint
-- Until now an unpaid attempt that ended was 'cancelled'; it is an abandoned checkout (issue 11).
UPDATE "orders" SET "status" = 'abandoned' WHERE "status" = 'cancelled' AND "paid_at" IS NULL;--> statement-breakpoint
-- A race could leave two open attempts for one customer: keep the newest open.
UPDATE "orders" SET "status" = 'abandoned' WHERE "status" = 'pending' AND "id" NOT IN (SELECT max("id") FROM "orders" WHERE "status" = 'pending' GROUP BY "user_id");--> statement-breakpoint
-- Money already received: one payment row per paid order.
INSERT INTO "payment_ledger" ("order_id", "kind", "amount_minor", "currency", "provider", "provider_ref", "note", "at")
SELECT "id", 'payment', "total_minor", "currency", "payment_provider", "payment_reference", 'Payment received', "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL AND "total_minor" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_attempt_key" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending';
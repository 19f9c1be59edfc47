CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_minor" > 0),
	CONSTRAINT "order_refunds_status_known" CHECK ("order_refunds"."status" in ('requested', 'pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
DROP INDEX "commission_entries_order_key";--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "kind" text DEFAULT 'credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_order_key" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_provider_refund_idx" ON "order_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "order_refunds_completed_idx" ON "order_refunds" USING btree ("completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_order_kind_key" ON "commission_entries" USING btree ("order_id","kind");--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_kind_known" CHECK ("commission_entries"."kind" in ('credit', 'reversal'));
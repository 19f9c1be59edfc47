CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"restocked" boolean,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"photo" text,
	"rejection_reason" text,
	"refund_minor" integer,
	"refunds_delivery" boolean DEFAULT false NOT NULL,
	"provider_refund_id" text,
	"refund_attempt" integer DEFAULT 1 NOT NULL,
	"refund_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "return_requests_status_known" CHECK (status in ('requested', 'approved', 'rejected', 'received', 'refunded', 'refund_failed')),
	CONSTRAINT "return_requests_reason_known" CHECK (reason in ('damaged', 'wrong_item', 'changed_mind', 'allergic_reaction', 'other')),
	CONSTRAINT "return_requests_refund_positive" CHECK ("return_requests"."refund_minor" is null or "return_requests"."refund_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "commission_entries" DROP CONSTRAINT "commission_entries_kind_known";--> statement-breakpoint
DROP INDEX "commission_entries_order_kind_key";--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_item_key" ON "return_lines" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_provider_refund_idx" ON "return_requests" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_return_key" ON "commission_entries" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_order_kind_key" ON "commission_entries" USING btree ("order_id","kind") WHERE "commission_entries"."kind" in ('credit', 'reversal');--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_return_has_id" CHECK (("commission_entries"."kind" = 'return') = ("commission_entries"."return_id" is not null));--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_kind_known" CHECK ("commission_entries"."kind" in ('credit', 'reversal', 'return'));
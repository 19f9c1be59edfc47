ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_status_known";--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_kind_known" CHECK ("order_refunds"."kind" in ('staff', 'late'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_kind" CHECK (("order_refunds"."kind" = 'staff') = ("order_refunds"."staff_id" is not null));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_status_known" CHECK ("order_refunds"."status" in ('requested', 'pending', 'succeeded', 'failed', 'unanswered'));--> statement-breakpoint
-- A staff refund that failed without a refund id had no answer: it is looked up by its key from now on.
UPDATE "order_refunds" SET "status" = 'unanswered' WHERE "status" = 'failed' AND "provider_refund_id" IS NULL;

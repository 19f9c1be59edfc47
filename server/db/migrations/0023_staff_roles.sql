ALTER TABLE "users" DROP CONSTRAINT "users_role_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('customer', 'influencer', 'admin', 'fulfilment', 'support', 'catalogue'));
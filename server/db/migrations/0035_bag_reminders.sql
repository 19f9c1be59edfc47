CREATE TABLE "bag_reminder_lines" (
	"reminder_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bag_reminder_lines_pkey" PRIMARY KEY("reminder_id","product_id"),
	CONSTRAINT "bag_reminder_lines_quantity_range" CHECK ("bag_reminder_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "bag_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"cart_id" integer,
	"token_hash" text,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"recovered_order_id" integer,
	"recovered_at" timestamp with time zone,
	"recovered_minor" integer,
	"recovered_currency" text
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" DROP CONSTRAINT "marketing_consents_topic_known";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_preferences" SET DEFAULT '{"newsletter":false,"offers":false,"orderUpdates":true,"reviewInvites":true,"bagReminders":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "restored_reminder_id" integer;--> statement-breakpoint
ALTER TABLE "bag_reminder_lines" ADD CONSTRAINT "bag_reminder_lines_reminder_id_bag_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."bag_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_reminder_lines" ADD CONSTRAINT "bag_reminder_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_reminders" ADD CONSTRAINT "bag_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_reminders" ADD CONSTRAINT "bag_reminders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_reminders" ADD CONSTRAINT "bag_reminders_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bag_reminders_token_key" ON "bag_reminders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bag_reminders_user_idx" ON "bag_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bag_reminders_sent_idx" ON "bag_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "bag_reminders_recovered_idx" ON "bag_reminders" USING btree ("recovered_at") WHERE "bag_reminders"."recovered_at" is not null;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_restored_reminder_id_bag_reminders_id_fk" FOREIGN KEY ("restored_reminder_id") REFERENCES "public"."bag_reminders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_topic_known" CHECK ("marketing_consents"."topic" in ('newsletter', 'review-invites', 'bag-reminders'));
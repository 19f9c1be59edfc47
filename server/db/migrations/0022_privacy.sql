CREATE TABLE "marketing_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_topic_known" CHECK ("marketing_consents"."topic" in ('newsletter', 'review-invites')),
	CONSTRAINT "marketing_consents_action_known" CHECK ("marketing_consents"."action" in ('requested', 'given', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_preferences" SET DEFAULT '{"newsletter":false,"offers":false,"orderUpdates":true,"reviewInvites":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "marketing_consents_email_idx" ON "marketing_consents" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token_key" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Ticked by default before double opt-in: no account confirmed it, so none gets marketing until it does.
UPDATE "users" SET "email_preferences" = "email_preferences" || '{"newsletter":false,"offers":false}'::jsonb;

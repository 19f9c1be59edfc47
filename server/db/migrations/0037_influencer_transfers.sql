CREATE TABLE "influencer_payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"influencer_id" integer NOT NULL,
	"rail" text NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"account_number_sealed" text,
	"account_last4" text,
	"account_name" text,
	"recipient_code" text,
	"stripe_account_id" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_payout_accounts_rail_known" CHECK ("influencer_payout_accounts"."rail" in ('bank', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD COLUMN "method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD COLUMN "state" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD COLUMN "provider_transfer_id" text;--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "influencer_payout_accounts" ADD CONSTRAINT "influencer_payout_accounts_influencer_id_users_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "influencer_payout_accounts_rail_key" ON "influencer_payout_accounts" USING btree ("influencer_id","rail");--> statement-breakpoint
CREATE UNIQUE INDEX "influencer_payouts_reference_key" ON "influencer_payouts" USING btree ("reference") WHERE "influencer_payouts"."method" <> 'manual';--> statement-breakpoint
CREATE INDEX "influencer_payouts_open_idx" ON "influencer_payouts" USING btree ("state") WHERE "influencer_payouts"."state" in ('pending', 'otp');--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD CONSTRAINT "influencer_payouts_state_known" CHECK ("influencer_payouts"."state" in ('pending', 'otp', 'paid', 'failed', 'reversed'));--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD CONSTRAINT "influencer_payouts_method_known" CHECK ("influencer_payouts"."method" in ('manual', 'paystack', 'stripe', 'test'));
ALTER TABLE "influencer_payouts" DROP CONSTRAINT "influencer_payouts_state_known";--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD COLUMN "reversed_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD CONSTRAINT "influencer_payouts_reversed_range" CHECK ("influencer_payouts"."reversed_minor" >= 0 and "influencer_payouts"."reversed_minor" <= -"influencer_payouts"."amount_minor");--> statement-breakpoint
ALTER TABLE "influencer_payouts" ADD CONSTRAINT "influencer_payouts_state_known" CHECK ("influencer_payouts"."state" in ('pending', 'otp', 'paid', 'partly_reversed', 'failed', 'reversed'));--> statement-breakpoint
-- A payout reversed before this column existed was reversed whole.
UPDATE "influencer_payouts" SET "reversed_minor" = -"amount_minor" WHERE "state" = 'reversed';

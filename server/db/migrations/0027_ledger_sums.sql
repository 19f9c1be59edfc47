DROP INDEX "payment_ledger_at_idx";--> statement-breakpoint
CREATE INDEX "payment_ledger_at_idx" ON "payment_ledger" USING btree ("at","currency","amount_minor");
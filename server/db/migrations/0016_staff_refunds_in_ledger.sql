-- Refunds made from the back office are written to the payment ledger too (completeRefund does so
-- from now on); the ones made before get their entry here, dated when they completed.
INSERT INTO "payment_ledger" ("order_id", "kind", "amount_minor", "currency", "provider", "provider_ref", "note", "at")
SELECT "order_id", 'refund', -"amount_minor", "currency", "provider", coalesce("provider_refund_id", 'order-refund:' || "id"), 'Refunded by staff', coalesce("completed_at", "created_at")
FROM "order_refunds"
WHERE "status" = 'succeeded'
ON CONFLICT DO NOTHING;

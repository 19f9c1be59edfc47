-- The tax of orders placed before it was fixed at checkout (their tax_by_rate still empty), as domain/tax/tax.ts
-- orderTax counts it: GB 20 % and NG 7.5 % VAT included in the prices, no tax elsewhere. Each line is charged its
-- total less its largest-remainder share of the discount (floors first, then one minor unit each to the largest
-- remainders, ties to the earlier line), and taxed half up: tax = (amount × r × 2 + d) div (2 d), d = 10000 + r.
WITH lines AS (
  SELECT oi.id, oi.order_id,
    (oi.unit_minor * oi.quantity)::bigint AS line,
    o.discount_minor::bigint AS discount,
    sum(oi.unit_minor * oi.quantity) OVER (PARTITION BY oi.order_id)::bigint AS subtotal,
    row_number() OVER (PARTITION BY oi.order_id ORDER BY oi.id) AS idx,
    CASE WHEN oi.tax_class <> 'standard' THEN 0 WHEN o.country = 'GB' THEN 2000 WHEN o.country = 'NG' THEN 750 ELSE 0 END::bigint AS rate
  FROM "order_items" oi JOIN "orders" o ON o.id = oi.order_id
  WHERE o.tax_by_rate = '[]'::jsonb
), floors AS (
  SELECT *,
    CASE WHEN subtotal = 0 THEN 0 ELSE (line * discount) / subtotal END AS share,
    CASE WHEN subtotal = 0 THEN 0 ELSE (line * discount) % subtotal END AS rest
  FROM lines
), ranked AS (
  SELECT *,
    discount - sum(share) OVER (PARTITION BY order_id) AS leftover,
    row_number() OVER (PARTITION BY order_id ORDER BY rest DESC, idx) AS rnk
  FROM floors
), charged AS (
  SELECT id, rate, line - share - CASE WHEN subtotal > 0 AND rnk <= leftover THEN 1 ELSE 0 END AS charged FROM ranked
)
UPDATE "order_items" oi
SET tax_rate_bp = c.rate, charged_minor = c.charged, tax_minor = (c.charged * c.rate * 2 + 10000 + c.rate) / (2 * (10000 + c.rate))
FROM charged c
WHERE oi.id = c.id;
--> statement-breakpoint
-- Delivery is taxed like the goods it carries: split over the lines by what they were charged (largest remainder),
-- grouped by rate, each part taxed at its rate; all at the country's rate when nothing was charged.
WITH lines AS (
  SELECT oi.order_id, oi.charged_minor::bigint AS charged, oi.tax_rate_bp AS rate, oi.tax_class = 'exempt' AS exempt,
    o.delivery_minor::bigint AS delivery,
    CASE WHEN o.country = 'GB' THEN 2000 WHEN o.country = 'NG' THEN 750 ELSE 0 END AS country_rate,
    sum(oi.charged_minor) OVER (PARTITION BY oi.order_id)::bigint AS total,
    row_number() OVER (PARTITION BY oi.order_id ORDER BY oi.id) AS idx
  FROM "order_items" oi JOIN "orders" o ON o.id = oi.order_id
  WHERE o.tax_by_rate = '[]'::jsonb AND o.delivery_minor > 0
), floors AS (
  SELECT *,
    CASE WHEN total > 0 THEN (charged * delivery) / total ELSE 0 END AS share,
    CASE WHEN total > 0 THEN (charged * delivery) % total ELSE 0 END AS rest
  FROM lines
), ranked AS (
  SELECT *,
    delivery - sum(share) OVER (PARTITION BY order_id) AS leftover,
    row_number() OVER (PARTITION BY order_id ORDER BY rest DESC, idx) AS rnk
  FROM floors
), parts AS (
  SELECT order_id, rate, exempt, sum(share + CASE WHEN rnk <= leftover THEN 1 ELSE 0 END)::bigint AS charged
  FROM ranked WHERE total > 0 GROUP BY order_id, rate, exempt
  UNION ALL
  SELECT DISTINCT order_id, country_rate, false, delivery FROM lines WHERE total = 0
), taxed AS (
  SELECT order_id, rate, exempt, charged, (charged * rate * 2 + 10000 + rate) / (2 * (10000 + rate)) AS tax
  FROM parts WHERE charged > 0
)
UPDATE "orders" o
SET delivery_tax = d.parts
FROM (
  SELECT order_id, jsonb_agg(jsonb_build_object('rateBp', rate, 'exempt', exempt, 'chargedMinor', charged, 'taxMinor', tax)
    ORDER BY exempt, rate DESC) AS parts
  FROM taxed GROUP BY order_id
) d
WHERE o.id = d.order_id;
--> statement-breakpoint
-- Totals per rate over the lines and the delivery parts, and the order's tax.
WITH parts AS (
  SELECT oi.order_id, oi.tax_rate_bp AS rate, oi.tax_class = 'exempt' AS exempt,
    oi.charged_minor - oi.tax_minor AS net, oi.tax_minor AS tax
  FROM "order_items" oi JOIN "orders" o ON o.id = oi.order_id
  WHERE o.tax_by_rate = '[]'::jsonb
  UNION ALL
  SELECT o.id, (p->>'rateBp')::int, (p->>'exempt')::boolean, (p->>'chargedMinor')::int - (p->>'taxMinor')::int, (p->>'taxMinor')::int
  FROM "orders" o, jsonb_array_elements(o.delivery_tax) p
  WHERE o.tax_by_rate = '[]'::jsonb
), groups AS (
  SELECT order_id, rate, exempt, sum(net) AS net, sum(tax) AS tax FROM parts GROUP BY order_id, rate, exempt
)
UPDATE "orders" o
SET tax_by_rate = g.by_rate, tax_minor = g.tax
FROM (
  SELECT order_id,
    jsonb_agg(jsonb_build_object('rateBp', rate, 'exempt', exempt, 'netMinor', net, 'taxMinor', tax) ORDER BY exempt, rate DESC) AS by_rate,
    sum(tax) AS tax
  FROM groups GROUP BY order_id
) g
WHERE o.id = g.order_id;
--> statement-breakpoint
-- Every order paid so far gets its invoice, numbered in the order the payments arrived (the ledger's payment time,
-- then its id) within the year of the payment: orders in a paid status, or refunded after they had been paid (not
-- a payment refunded because it reached a checkout that had already ended, which was never an order).
INSERT INTO "invoices" ("number", "order_id", "issued_at")
SELECT 'INV-' || p.year || '-' || lpad((p.n + coalesce(s.last, 0))::text, 6, '0'), p.order_id, p.at
FROM (
  SELECT l.order_id, l.at, extract(year FROM l.at AT TIME ZONE 'UTC')::int AS year,
    row_number() OVER (PARTITION BY extract(year FROM l.at AT TIME ZONE 'UTC') ORDER BY l.at, l.id) AS n
  FROM "payment_ledger" l JOIN "orders" o ON o.id = l.order_id
  WHERE l.kind = 'payment'
    AND NOT EXISTS (SELECT 1 FROM "invoices" i WHERE i.order_id = o.id)
    AND (
      o.status IN ('processing', 'shipped', 'ready_for_pickup', 'completed')
      OR (o.status = 'refunded' AND EXISTS (
        SELECT 1 FROM "order_status_events" e
        WHERE e.order_id = o.id AND e.to_status IN ('processing', 'shipped', 'ready_for_pickup', 'completed')
      ))
    )
) p
LEFT JOIN "document_series" s ON s.series = 'INV' AND s.year = p.year;
--> statement-breakpoint
INSERT INTO "document_series" ("series", "year", "last")
SELECT 'INV', split_part("number", '-', 2)::int, max(split_part("number", '-', 3)::int)
FROM "invoices" GROUP BY 2
ON CONFLICT ("series", "year") DO UPDATE SET "last" = greatest("document_series"."last", excluded."last");

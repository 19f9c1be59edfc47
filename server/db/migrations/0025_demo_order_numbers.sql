-- Demo orders were numbered ZR-DEMO01 …, one character short of the pattern every order number has,
-- so their pages refused them; they become ZR-DEMO001 ….
UPDATE "orders" SET "order_number" = 'ZR-DEMO0' || substr("order_number", 8) WHERE "order_number" ~ '^ZR-DEMO[0-9]{2}$';

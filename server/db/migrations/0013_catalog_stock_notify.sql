-- A product going in or out of stock in any country tells every listening shop instance
-- (channel zaron_catalog), whichever code changed the stock: their catalogue caches forget it.
CREATE OR REPLACE FUNCTION zaron_notify_stock_flag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zaron_catalog', NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_stock_flag_changed
AFTER UPDATE OF stock_ng, stock_us, stock_gb ON products
FOR EACH ROW
WHEN ((OLD.stock_ng > 0) IS DISTINCT FROM (NEW.stock_ng > 0)
   OR (OLD.stock_us > 0) IS DISTINCT FROM (NEW.stock_us > 0)
   OR (OLD.stock_gb > 0) IS DISTINCT FROM (NEW.stock_gb > 0))
EXECUTE FUNCTION zaron_notify_stock_flag();

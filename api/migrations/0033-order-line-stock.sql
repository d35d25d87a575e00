-- What an order line holds of the stock (ADR 0033). Placing an order takes each line's quantity from
-- products.quantity; 1C may later correct a line's quantity (sale exchange). A cancellation used to give back
-- the line's quantity as it was then, so a line 1C raised to 1 000 gave back 1 000 units that were never
-- taken. Now every line remembers what it took: the exchange moves stock and this number together, and a
-- cancellation gives back exactly it, once.

ALTER TABLE order_items ADD COLUMN taken_quantity integer CHECK (taken_quantity >= 0);

-- Lines of before took their quantity when placed; those of cancelled orders gave it back already.
UPDATE order_items i SET taken_quantity = CASE WHEN o.status = 'cancelled' THEN 0 ELSE i.quantity END
FROM orders o WHERE o.id = i.order_id;

-- A line inserted without saying what it took (placing an order takes its quantity) took its quantity.
CREATE FUNCTION order_items_taken() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.taken_quantity := coalesce(NEW.taken_quantity, NEW.quantity);
  RETURN NEW;
END;
$$;
CREATE TRIGGER order_items_taken BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION order_items_taken();

ALTER TABLE order_items ALTER COLUMN taken_quantity SET NOT NULL;

-- A cancelled order gives back what its lines took, and then holds nothing (a product back from 0 still
-- notifies its waitlist through the products trigger).
CREATE OR REPLACE FUNCTION orders_return_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET quantity = p.quantity + i.taken_quantity
  FROM order_items i WHERE i.order_id = NEW.id AND p.id = i.product_id AND i.taken_quantity > 0;
  UPDATE order_items SET taken_quantity = 0 WHERE order_id = NEW.id AND taken_quantity > 0;
  RETURN NULL;
END;
$$;

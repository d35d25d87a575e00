-- The order's life cycle (ADR 0019): new → accepted → assembling → ready for pickup or handed to delivery
-- (`shipped`) → delivered; `paid` when an online payment succeeds; cancelled from any open status. Which
-- move is allowed is decided in one place, src/modules/orders/order-transitions.ts; the database records
-- every change, whoever makes it, and gives the stock back when an order is cancelled.

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('new', 'paid', 'accepted', 'assembling', 'ready_for_pickup', 'shipped', 'delivered', 'cancelled'));

-- When the order last changed (status, lines) and when 1C last took it: the orders exchange sends those
-- changed since.
ALTER TABLE orders ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE orders ADD COLUMN exported_at timestamptz;
CREATE INDEX orders_to_export_idx ON orders (updated_at) WHERE exported_at IS NULL;
CREATE INDEX orders_changed_idx ON orders (updated_at);

CREATE TABLE order_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  -- Who changed it: 'customer' (placed), 'payment', 'operator', 'exchange' (1C) or 'shop'.
  source text NOT NULL,
  -- The operator's name, or '' when not a person.
  actor text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id);

-- The orders of before: their current status is their history.
INSERT INTO order_status_history (order_id, status, source, changed_at)
SELECT id, status, 'shop', created_at FROM orders ORDER BY id;

-- Writers say who they are for the transaction: SELECT set_config('shop.actor_source', 'operator', true),
-- set_config('shop.actor', 'Ирина', true), set_config('shop.status_comment', '…', true).
CREATE FUNCTION order_status_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_history (order_id, status, source, actor, comment)
  VALUES (
    NEW.id, NEW.status,
    coalesce(nullif(current_setting('shop.actor_source', true), ''), CASE WHEN TG_OP = 'INSERT' THEN 'customer' ELSE 'shop' END),
    coalesce(current_setting('shop.actor', true), ''),
    coalesce(current_setting('shop.status_comment', true), '')
  );
  RETURN NULL;
END;
$$;

CREATE TRIGGER orders_status_insert AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION order_status_record();
CREATE TRIGGER orders_status_update AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION order_status_record();

CREATE FUNCTION orders_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;
CREATE TRIGGER orders_touch BEFORE UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION orders_touch();

-- A cancelled order gives its units back to the stock (a product back from 0 then notifies its waitlist).
CREATE FUNCTION orders_return_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET quantity = p.quantity + i.quantity
  FROM order_items i WHERE i.order_id = NEW.id AND p.id = i.product_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER orders_return_stock AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled') EXECUTE FUNCTION orders_return_stock();

-- Orders answered to 1C's `mode=query` of an exchange session, marked exported by its `mode=success`.
CREATE TABLE exchange_order_exports (
  session_id bigint NOT NULL REFERENCES exchange_sessions (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The order's updated_at as exported: a change after it sends the order again.
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (session_id, order_id)
);

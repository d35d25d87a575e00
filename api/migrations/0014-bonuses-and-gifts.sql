-- Bonus points as an append-only ledger, gift promotions, and products a customer chose not to review.

-- Every change of accounts.bonus_balance is one row here, written by bonus_post() in the same statement
-- that changes the balance under the account's row lock, so the history always adds up to the balance.
-- order_id is set for the rows of an order; (order_id, reason) is unique, so an order spends, earns,
-- is refunded or revoked at most once.
CREATE TABLE bonus_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id),
  delta integer NOT NULL CHECK (delta <> 0),
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  reason text NOT NULL CHECK (reason IN ('welcome', 'order_spent', 'order_earned', 'order_refund', 'order_revoked', 'opening')),
  order_id integer REFERENCES orders (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((order_id IS NULL) = (reason IN ('welcome', 'opening')))
);
CREATE UNIQUE INDEX bonus_ledger_order_reason_idx ON bonus_ledger (order_id, reason) WHERE order_id IS NOT NULL;
-- The welcome bonus is given once per account, whatever calls for it.
CREATE UNIQUE INDEX bonus_ledger_welcome_idx ON bonus_ledger (account_id) WHERE reason = 'welcome';
CREATE INDEX bonus_ledger_account_idx ON bonus_ledger (account_id, id DESC);

-- Balances kept before the ledger existed open it.
INSERT INTO bonus_ledger (account_id, delta, balance_after, reason)
SELECT id, bonus_balance, bonus_balance, 'opening' FROM accounts WHERE bonus_balance <> 0 ORDER BY id;

CREATE FUNCTION bonus_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bonus_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER bonus_ledger_no_update BEFORE UPDATE OR DELETE ON bonus_ledger
  FOR EACH ROW EXECUTE FUNCTION bonus_ledger_append_only();
CREATE TRIGGER bonus_ledger_no_truncate BEFORE TRUNCATE ON bonus_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION bonus_ledger_append_only();

-- The one way to change a balance: adds `delta` (negative to take) and writes the ledger row. Answers the
-- new balance, or NULL (nothing changed) when the balance would go below zero. The UPDATE holds the
-- account's row lock until the transaction ends, so postings of one account never interleave.
CREATE FUNCTION bonus_post(p_account_id integer, p_delta integer, p_reason text, p_order_id integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  new_balance integer;
BEGIN
  UPDATE accounts SET bonus_balance = bonus_balance + p_delta
   WHERE id = p_account_id AND bonus_balance + p_delta >= 0
  RETURNING bonus_balance INTO new_balance;
  IF new_balance IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO bonus_ledger (account_id, delta, balance_after, reason, order_id)
  VALUES (p_account_id, p_delta, new_balance, p_reason, p_order_id);
  RETURN new_balance;
END;
$$;

-- An account created with points (an import, a test fixture) gets its opening row at once.
CREATE FUNCTION accounts_opening_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bonus_ledger (account_id, delta, balance_after, reason) VALUES (NEW.id, NEW.bonus_balance, NEW.bonus_balance, 'opening');
  RETURN NEW;
END;
$$;
CREATE TRIGGER accounts_opening_balance AFTER INSERT ON accounts
  FOR EACH ROW WHEN (NEW.bonus_balance <> 0) EXECUTE FUNCTION accounts_opening_balance();

-- A balance changed behind the ledger's back is refused when the transaction commits: the newest ledger
-- row must say what the account holds.
CREATE FUNCTION accounts_balance_matches_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held integer;
  recorded integer;
BEGIN
  SELECT bonus_balance INTO held FROM accounts WHERE id = NEW.id;
  IF held IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT balance_after INTO recorded FROM bonus_ledger WHERE account_id = NEW.id ORDER BY id DESC LIMIT 1;
  IF held <> coalesce(recorded, 0) THEN
    RAISE EXCEPTION 'bonus balance of account % changed without a ledger row', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER accounts_balance_matches_ledger AFTER UPDATE OF bonus_balance ON accounts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.bonus_balance IS DISTINCT FROM NEW.bonus_balance) EXECUTE FUNCTION accounts_balance_matches_ledger();

-- Orders move points as their status changes, whoever changes it (payments, the shop's staff):
-- paid, or delivered without having been paid online (payment on receipt), earns bonuses_receive once;
-- cancelled gives back what the order spent and takes back what it earned, as far as the balance allows.
CREATE FUNCTION orders_bonus_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  spent integer;
  earned integer;
  balance integer;
BEGIN
  IF NEW.status IN ('paid', 'delivered') AND NEW.bonuses_receive > 0
     AND NOT EXISTS (SELECT 1 FROM bonus_ledger WHERE order_id = NEW.id AND reason IN ('order_earned', 'order_revoked')) THEN
    PERFORM bonus_post(NEW.account_id, NEW.bonuses_receive, 'order_earned', NEW.id);
  ELSIF NEW.status = 'cancelled' THEN
    SELECT -delta INTO spent FROM bonus_ledger WHERE order_id = NEW.id AND reason = 'order_spent';
    IF spent IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bonus_ledger WHERE order_id = NEW.id AND reason = 'order_refund') THEN
      PERFORM bonus_post(NEW.account_id, spent, 'order_refund', NEW.id);
    END IF;
    SELECT delta INTO earned FROM bonus_ledger WHERE order_id = NEW.id AND reason = 'order_earned';
    IF earned IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bonus_ledger WHERE order_id = NEW.id AND reason = 'order_revoked') THEN
      SELECT bonus_balance INTO balance FROM accounts WHERE id = NEW.account_id FOR UPDATE;
      IF least(earned, balance) > 0 THEN
        PERFORM bonus_post(NEW.account_id, -least(earned, balance), 'order_revoked', NEW.id);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER orders_bonus_events AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION orders_bonus_events();

-- Gift promotions: from threshold_kopecks of goods (after discounts and promo code) the customer may
-- add one of the promotion's products to the cart for free while the promotion runs.
CREATE TABLE gift_promotions (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  threshold_kopecks integer NOT NULL CHECK (threshold_kopecks > 0),
  starts_at timestamptz,
  ends_at timestamptz,
  active boolean NOT NULL DEFAULT true,
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);

CREATE TABLE gift_promotion_products (
  promotion_id integer NOT NULL REFERENCES gift_promotions (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (promotion_id, product_id)
);

-- Products the customer removed from «Ожидают отзыва»: not offered for a review again.
CREATE TABLE review_prompts_hidden (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  hidden_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, product_id)
);

-- Products of an account's orders, for «Ожидают отзыва» and the personal selection.
CREATE INDEX order_items_product_idx ON order_items (product_id);

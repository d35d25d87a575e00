-- Addresses an HTTP Basic user (1C's exchange, an operator) signed in from with the right password. While
-- the wrong passwords for that user from all addresses are past the per-user limit, only these addresses
-- are still let try, so a guessing burst from elsewhere never locks the real 1C out (ADR 0034). The
-- failures themselves are counted in form_rate_limits, like the other limits.
CREATE TABLE basic_sign_in_addresses (
  -- 'exchange' or 'operator'
  realm text NOT NULL,
  -- HMAC of the user name under AUTH_SECRET.
  user_hash text NOT NULL,
  address text NOT NULL,
  last_success_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (realm, user_hash, address)
);
CREATE INDEX basic_sign_in_addresses_last_idx ON basic_sign_in_addresses (last_success_at);

-- The payments of the test provider (PAYMENT_PROVIDER=test, never in production): the payment service the
-- API plays itself. Kept in the database rather than in one process's memory, so a payment page outlives a
-- restart and every API process serves it (ADR 0034).
CREATE TABLE test_provider_payments (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 100),
  -- Like a real provider, a known idempotence key answers the payment already made.
  idempotence_key text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'canceled')),
  amount_kopecks bigint NOT NULL CHECK (amount_kopecks > 0),
  order_id integer NOT NULL,
  order_number text NOT NULL,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

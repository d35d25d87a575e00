-- Sign-in by an e-mail code, done safely: session keys and sign-in tokens are kept only as keyed
-- hashes (HMAC-SHA-256 with the server's AUTH_SECRET), codes likewise, and every abuse limit is
-- counted in the database so that it holds across all API processes.

-- Keys stored in plain text until now cannot be turned into keyed hashes here (the secret is not in
-- the database): they end, and visitors get new ones on their next page load.
DELETE FROM auth_tokens;
DELETE FROM sessions;

ALTER TABLE sessions RENAME COLUMN token TO key_hash;

ALTER TABLE auth_tokens RENAME COLUMN token TO token_hash;
-- How the token was earned: a code (14 hours) or a registration (7 days), as the auth_key cookie says.
ALTER TABLE auth_tokens ADD COLUMN issued_for text NOT NULL DEFAULT 'login' CHECK (issued_for IN ('login', 'registration'));

-- E-mails are compared in lower case; the registration inserts them so.
CREATE UNIQUE INDEX accounts_email_lower_idx ON accounts (lower(email));

-- One-time codes sent by e-mail. Only the newest unused code of an address is valid.
CREATE TABLE sign_in_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- HMAC of the normalised e-mail (the address itself is not needed to check a code).
  email_hash text NOT NULL,
  -- 'sign_in' for the sign-in window, 'email_change' for a new address confirmed from the cabinet.
  purpose text NOT NULL DEFAULT 'sign_in' CHECK (purpose IN ('sign_in', 'email_change')),
  account_id integer REFERENCES accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when the code was used, replaced by a newer one or ran out of tries.
  closed_at timestamptz
);
CREATE INDEX sign_in_codes_email_idx ON sign_in_codes (email_hash, purpose, created_at DESC);

-- Proof that an address was confirmed by a code, for the registration that follows it. Single use.
CREATE TABLE registration_tickets (
  ticket_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Events the abuse limits count: codes sent and wrong codes, per e-mail hash and per client address.
CREATE TABLE auth_limit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('code_sent', 'code_failed')),
  -- 'email:{hmac}' or 'ip:{address}'
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_limit_events_subject_idx ON auth_limit_events (subject, kind, created_at);

-- Waitlist letters. A product coming back (stock from 0 to more) is recorded by a trigger, whatever
-- wrote the stock; a background job of the API writes one letter per waiting customer per restock.
CREATE TABLE restocks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  restocked_at timestamptz NOT NULL DEFAULT now(),
  -- Set once every customer waiting at the time has been written to.
  done_at timestamptz
);
CREATE INDEX restocks_pending_idx ON restocks (id) WHERE done_at IS NULL;

CREATE TABLE waitlist_letters (
  restock_id bigint NOT NULL REFERENCES restocks (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Claimed by a job before the letter goes out; sent_at after the relay accepted it.
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (restock_id, account_id)
);

CREATE FUNCTION record_restock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO restocks (product_id) VALUES (NEW.id);
  RETURN NEW;
END;
$$;

CREATE TRIGGER products_restock AFTER UPDATE OF quantity ON products
  FOR EACH ROW WHEN (OLD.quantity = 0 AND NEW.quantity > 0) EXECUTE FUNCTION record_restock();

-- Avatars, kept in the database so that every API process serves them. `accounts.image` holds the
-- public address, named by a random file name (the picture is readable without signing in).
CREATE TABLE account_avatars (
  file_name text PRIMARY KEY,
  account_id integer NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Reviews written by signed-in customers: one per customer and product, photos kept in the database.
ALTER TABLE reviews ADD COLUMN account_id integer REFERENCES accounts (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX reviews_account_product_idx ON reviews (account_id, product_id) WHERE account_id IS NOT NULL;
CREATE INDEX reviews_account_created_idx ON reviews (account_id, created_at DESC, id DESC) WHERE account_id IS NOT NULL;

CREATE TABLE review_uploads (
  file_name text PRIMARY KEY,
  review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  data bytea NOT NULL
);

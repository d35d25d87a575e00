-- Sign-in with Yandex ID (OAuth 2.0 authorization code with PKCE).

-- A customer's Yandex ID: one per account, and one account per Yandex user.
CREATE TABLE yandex_identities (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  -- Yandex's `id` of the user: it stays when the user changes their login or e-mail.
  yandex_user_id text NOT NULL UNIQUE,
  login text,
  linked_at timestamptz NOT NULL DEFAULT now()
);

-- A trip to Yandex under way: the `state` sent (as a keyed hash), the PKCE verifier whose challenge was
-- sent, the browser session it was started from, and where to come back. Single use, 10 minutes.
CREATE TABLE yandex_auth_states (
  state_hash text PRIMARY KEY,
  session_key_hash text NOT NULL,
  code_verifier text NOT NULL,
  -- 'sign_in' from the sign-in window; 'link' from the cabinet of account_id.
  intent text NOT NULL CHECK (intent IN ('sign_in', 'link')),
  account_id integer REFERENCES accounts (id) ON DELETE CASCADE,
  return_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (intent = 'sign_in' OR account_id IS NOT NULL)
);
CREATE INDEX yandex_auth_states_expires_idx ON yandex_auth_states (expires_at);

-- What the callback found, handed to the page that started the trip through a one-time ticket (its keyed
-- hash here, the ticket itself in the address fragment): sign into account_id, or register the Yandex user
-- with the data Yandex gave. Single use, bound to the same browser session, 5 minutes.
CREATE TABLE yandex_handoffs (
  ticket_hash text PRIMARY KEY,
  session_key_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sign_in', 'registration')),
  account_id integer REFERENCES accounts (id) ON DELETE CASCADE,
  yandex_user_id text NOT NULL,
  login text,
  email text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (kind = 'registration' OR account_id IS NOT NULL),
  CHECK (kind = 'sign_in' OR email IS NOT NULL)
);
CREATE INDEX yandex_handoffs_expires_idx ON yandex_handoffs (expires_at);

-- A registration that started at Yandex: the registration ticket it was given and the Yandex user to
-- link when that ticket creates the account.
CREATE TABLE yandex_pending_links (
  ticket_hash text PRIMARY KEY REFERENCES registration_tickets (ticket_hash) ON DELETE CASCADE,
  yandex_user_id text NOT NULL,
  login text
);

-- The account a Yandex registration creates gets its Yandex ID in the same transaction, whatever code
-- writes the account: the registration uses its ticket and inserts the account together, so a pending link
-- whose ticket was used in this very transaction (used_at = now(), the transaction's time) with this
-- account's e-mail belongs to it.
CREATE FUNCTION yandex_link_new_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO yandex_identities (account_id, yandex_user_id, login)
  SELECT NEW.id, pending.yandex_user_id, pending.login
  FROM yandex_pending_links pending
  JOIN registration_tickets ticket ON ticket.ticket_hash = pending.ticket_hash
  WHERE ticket.used_at = now() AND lower(ticket.email) = lower(NEW.email)
  ORDER BY ticket.created_at DESC
  LIMIT 1
  ON CONFLICT DO NOTHING;
  DELETE FROM yandex_pending_links pending USING registration_tickets ticket
  WHERE ticket.ticket_hash = pending.ticket_hash AND ticket.used_at = now() AND lower(ticket.email) = lower(NEW.email);
  RETURN NULL;
END;
$$;
CREATE TRIGGER accounts_yandex_link AFTER INSERT ON accounts FOR EACH ROW EXECUTE FUNCTION yandex_link_new_account();

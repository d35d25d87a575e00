-- Search inside PostgreSQL: each product's title, normalised (lower case, ё as е, «Омега-3» as «омега 3»)
-- and as a tsvector of the `russian` configuration (Russian words stemmed as Russian, Latin ones as
-- English); and what shoppers searched: their own recent searches and how many searched each query.

ALTER TABLE products ADD COLUMN search_title text GENERATED ALWAYS AS (
  lower(translate(regexp_replace(title, '([[:alpha:]])-([[:digit:]])', '\1 \2', 'g'), 'Ёё', 'Ее'))
) STORED;

ALTER TABLE products ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
  to_tsvector('russian'::regconfig, lower(translate(regexp_replace(title, '([[:alpha:]])-([[:digit:]])', '\1 \2', 'g'), 'Ёё', 'Ее')))
) STORED;

CREATE INDEX products_search_tsv_idx ON products USING gin (search_tsv);
CREATE INDEX products_vendor_code_upper_idx ON products (upper(vendor_code));

-- A customer's recent searches: one row per query and category, moved forward when searched again.
CREATE TABLE search_history (
  session_token text REFERENCES sessions (key_hash) ON DELETE CASCADE,
  account_id integer REFERENCES accounts (id) ON DELETE CASCADE,
  query text NOT NULL CHECK (length(query) BETWEEN 1 AND 200),
  category_slug text NOT NULL DEFAULT '' CHECK (length(category_slug) <= 300),
  searched_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(session_token, account_id) = 1)
);
CREATE UNIQUE INDEX search_history_session_idx ON search_history (session_token, query, category_slug) WHERE session_token IS NOT NULL;
CREATE UNIQUE INDEX search_history_account_idx ON search_history (account_id, query, category_slug) WHERE account_id IS NOT NULL;
CREATE INDEX search_history_session_recent_idx ON search_history (session_token, searched_at DESC) WHERE session_token IS NOT NULL;
CREATE INDEX search_history_account_recent_idx ON search_history (account_id, searched_at DESC) WHERE account_id IS NOT NULL;

-- How many different shoppers searched a query (and found something): the popular requests.
CREATE TABLE search_stats (
  query text PRIMARY KEY CHECK (length(query) BETWEEN 1 AND 200),
  searchers integer NOT NULL DEFAULT 0 CHECK (searchers >= 0),
  last_searched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_stats_popular_idx ON search_stats (searchers DESC, query);

-- Popular requests are computed from real searches now (search_stats), no longer kept by hand.
DROP TABLE popular_requests;

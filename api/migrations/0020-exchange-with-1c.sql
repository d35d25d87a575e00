-- The catalogue exchange with 1C (CommerceML 2, «Обмен с сайтом»), ADR 0018.
--
-- Rows that came from 1C carry 1C's own id (`external_id`, the document's <Ид>), so the same package read
-- twice finds and updates the same rows. A product 1C deletes, or one it has not priced yet, is hidden
-- (`hidden_reason`), never deleted: orders, reviews and waitlists that point at it stay intact.

ALTER TABLE categories ADD COLUMN external_id text UNIQUE;
ALTER TABLE brands ADD COLUMN external_id text UNIQUE;

ALTER TABLE products ADD COLUMN external_id text UNIQUE;
-- NULL: shown. 'deleted': 1C marked it deleted or left it out of a full package. 'no_price': imported from
-- import.xml, waiting for its price in offers.xml.
ALTER TABLE products ADD COLUMN hidden_reason text CHECK (hidden_reason IN ('deleted', 'no_price'));
ALTER TABLE products ADD COLUMN barcodes text[] NOT NULL DEFAULT '{}';
-- False for a product imported from import.xml until offers.xml gives it a price.
ALTER TABLE products ADD COLUMN exchange_priced boolean NOT NULL DEFAULT true;
CREATE INDEX products_hidden_idx ON products (id) WHERE hidden_reason IS NOT NULL;

-- Properties of 1C's classifier (Свойства). Those the shop has facets for (brand, country) are written to
-- the product's own columns as well; every value is kept here.
CREATE TABLE exchange_properties (
  external_id text PRIMARY KEY,
  title text NOT NULL,
  -- What the shop does with the value: 'brand', 'country', or 'other' (kept, shown nowhere yet).
  role text NOT NULL CHECK (role IN ('brand', 'country', 'other'))
);

-- Values of directory properties (ТипЗначений = Справочник): products refer to them by id.
CREATE TABLE exchange_property_values (
  property_id text NOT NULL REFERENCES exchange_properties (external_id) ON DELETE CASCADE,
  external_id text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (property_id, external_id)
);

CREATE TABLE product_properties (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  property_id text NOT NULL REFERENCES exchange_properties (external_id) ON DELETE CASCADE,
  value text NOT NULL,
  PRIMARY KEY (product_id, property_id)
);

-- Stores (Склады) of offers.xml and each product's stock in them; products.quantity is their sum.
CREATE TABLE stores (
  external_id text PRIMARY KEY,
  title text NOT NULL
);

CREATE TABLE product_stock (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  store_id text NOT NULL REFERENCES stores (external_id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (product_id, store_id)
);

-- Price types (ТипыЦен) 1C sent; which of them is the retail and the old price comes from configuration.
CREATE TABLE price_types (
  external_id text PRIMARY KEY,
  title text NOT NULL,
  currency text NOT NULL DEFAULT ''
);

-- Pictures uploaded with import.xml (import_files/…), kept in the database so that every API process serves them.
CREATE TABLE product_pictures (
  file_name text PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  data bytea NOT NULL,
  sha256 text NOT NULL
);

-- Exchange sessions: the cookie answered to `checkauth` (kept as an HMAC) and the folder of its uploads.
CREATE TABLE exchange_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('catalog', 'sale')),
  cookie_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- One import of one file of a session: 1C asks `mode=import` until the answer is `success` or `failure`.
CREATE TABLE exchange_imports (
  session_id bigint NOT NULL REFERENCES exchange_sessions (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  -- Elements written so far and the Russian reason of a failure.
  done_count integer NOT NULL DEFAULT 0,
  message text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL DEFAULT now(),
  -- Touched by the process running it; a running import not touched for minutes was cut off and starts over.
  touched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, file_name)
);

-- Ids a full package named, so that what it left out can be hidden when it ends.
CREATE TABLE exchange_seen (
  session_id bigint NOT NULL REFERENCES exchange_sessions (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  external_id text NOT NULL,
  PRIMARY KEY (session_id, file_name, external_id)
);

-- A hidden product leaves the search: its narrow copy is removed, and comes back when it is shown again.
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hidden_reason IS NOT NULL THEN
    DELETE FROM product_search WHERE product_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO product_search (product_id, category_id, brand_id, vendor_code, title, tsv, in_stock, popularity)
  VALUES (NEW.id, NEW.category_id, NEW.brand_id, upper(NEW.vendor_code), NEW.search_title, NEW.search_tsv, NEW.quantity > 0, NEW.popularity)
  ON CONFLICT (product_id) DO UPDATE SET
    category_id = EXCLUDED.category_id, brand_id = EXCLUDED.brand_id, vendor_code = EXCLUDED.vendor_code,
    title = EXCLUDED.title, tsv = EXCLUDED.tsv, in_stock = EXCLUDED.in_stock, popularity = EXCLUDED.popularity;
  RETURN NULL;
END;
$$;

DROP TRIGGER product_search_update ON products;
CREATE TRIGGER product_search_update AFTER UPDATE OF title, category_id, brand_id, vendor_code, quantity, popularity, hidden_reason ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_sync();

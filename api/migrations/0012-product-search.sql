-- A narrow copy of what the search ranks by, one row per product, kept by triggers. A broad query
-- ('витамины' matches 11 000 of 100 000 products) ranks its matches here without reading the wide
-- product rows (descriptions, composition, usage), which made the search dropdown slow.

CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  category_id integer NOT NULL,
  brand_id integer,
  vendor_code text NOT NULL,
  title text NOT NULL,
  tsv tsvector NOT NULL,
  in_stock boolean NOT NULL,
  popularity integer NOT NULL
);
CREATE INDEX product_search_tsv_idx ON product_search USING gin (tsv);
CREATE INDEX product_search_vendor_code_idx ON product_search (vendor_code);

CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, category_id, brand_id, vendor_code, title, tsv, in_stock, popularity)
  VALUES (NEW.id, NEW.category_id, NEW.brand_id, upper(NEW.vendor_code), NEW.search_title, NEW.search_tsv, NEW.quantity > 0, NEW.popularity)
  ON CONFLICT (product_id) DO UPDATE SET
    category_id = EXCLUDED.category_id, brand_id = EXCLUDED.brand_id, vendor_code = EXCLUDED.vendor_code,
    title = EXCLUDED.title, tsv = EXCLUDED.tsv, in_stock = EXCLUDED.in_stock, popularity = EXCLUDED.popularity;
  RETURN NULL;
END;
$$;

CREATE TRIGGER product_search_insert AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION product_search_sync();
CREATE TRIGGER product_search_update AFTER UPDATE OF title, category_id, brand_id, vendor_code, quantity, popularity ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_sync();

INSERT INTO product_search (product_id, category_id, brand_id, vendor_code, title, tsv, in_stock, popularity)
SELECT id, category_id, brand_id, upper(vendor_code), search_title, search_tsv, quantity > 0, popularity FROM products;

-- Most queries rank by stock and popularity alone: the first matches come straight from this index.
CREATE INDEX product_search_rank_idx ON product_search (in_stock DESC, popularity DESC, product_id);

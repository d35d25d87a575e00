-- The catalogue's version: every committed transaction that writes a table the public reads show
-- (categories, products, brands, pictures, labels, selections, menus, pages, configs, reviews, the
-- showcase) adds one to it and announces the new number on the `catalog_version` channel, as
-- `<schema>:<version>`. API processes cache those reads under the version and LISTEN on the channel,
-- so a write by anyone (a route, the import, psql) reaches every process without the writer calling
-- anything (ADR 0020).
--
-- A statement-level trigger on each tracked table marks the transaction once (a row in
-- catalog_change_marks); a deferred constraint trigger on that row bumps the version at commit. The
-- version row is therefore locked only while a writing transaction commits, not for its whole length,
-- and a statement that changes 100 000 rows costs one trigger call, not 100 000.

CREATE TABLE catalog_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalog_version (version) VALUES (1);

CREATE TABLE catalog_change_marks (
  txid bigint PRIMARY KEY
);

CREATE FUNCTION catalog_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction; the setting is transaction-local and goes back with a rolled-back savepoint.
  IF current_setting('shop.catalog_touched', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('shop.catalog_touched', 'on', true);
    INSERT INTO catalog_change_marks (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION catalog_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE catalog_version SET version = version + 1, changed_at = now() RETURNING version INTO next_version;
  DELETE FROM catalog_change_marks WHERE txid = NEW.txid;
  PERFORM pg_notify('catalog_version', current_schema() || ':' || next_version);
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER catalog_change_marks_bump AFTER INSERT ON catalog_change_marks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump();

-- `SELECT catalog_track('a_new_table')` in a later migration makes that table's writes bump the version too.
CREATE FUNCTION catalog_track(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_catalog_touch', target);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch()',
    name || '_catalog_touch', target);
END;
$$;

SELECT catalog_track(t) FROM unnest(ARRAY[
  'categories', 'brands', 'labels', 'products', 'product_labels', 'product_images',
  'configs', 'file_configs', 'menu_items', 'pages',
  'banners', 'selections', 'selection_items', 'reviews',
  'company_reviews', 'partners', 'advantages', 'region_banners'
]::regclass[]) AS t;

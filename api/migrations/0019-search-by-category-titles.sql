-- A product is found by the words of its category's title and its ancestors' too: «детское питание»
-- finds the baby food, though no product title says «питание». The title's words and the category path's
-- words are one tsvector, `products.search_tsv` (until now generated from the title alone), kept by a
-- trigger because a generated column cannot read another table; `product_search.tsv` copies it. The
-- title's words weigh A and the path's D: a query of title words only (src/modules/search/search-plan.ts)
-- asks for weight A and finds what it found before; one with a word only category titles have does not.

-- The title as the search reads it: lower case, ё as е, «Омега-3» as «омега 3» (as search_title is).
CREATE FUNCTION search_text(title text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(regexp_replace(title, '([[:alpha:]])-([[:digit:]])', '\1 \2', 'g'), 'Ёё', 'Ее'))
$$;

-- The words of a category's title and of its ancestors' titles.
CREATE FUNCTION category_path_tsv(category integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  WITH RECURSIVE path (id, parent_id, title) AS (
    SELECT id, parent_id, title FROM categories WHERE id = category
    UNION ALL
    SELECT c.id, c.parent_id, c.title FROM categories c JOIN path ON c.id = path.parent_id
  )
  SELECT coalesce(to_tsvector('russian'::regconfig, string_agg(search_text(title), ' ')), ''::tsvector) FROM path
$$;

ALTER TABLE products DROP COLUMN search_tsv;
ALTER TABLE products ADD COLUMN search_tsv tsvector NOT NULL DEFAULT ''::tsvector;

CREATE FUNCTION products_search_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_tsv := setweight(to_tsvector('russian'::regconfig, search_text(NEW.title)), 'A')
    || setweight(category_path_tsv(NEW.category_id), 'D');
  RETURN NEW;
END;
$$;

CREATE TRIGGER products_search_tsv BEFORE INSERT OR UPDATE OF title, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_tsv();

-- A category renamed or moved: its products and those of its descendants are searched by the new words.
CREATE FUNCTION categories_search_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id
  WHERE category_id IN (
    WITH RECURSIVE subtree (id) AS (
      SELECT NEW.id
      UNION ALL
      SELECT c.id FROM categories c JOIN subtree ON c.parent_id = subtree.id
    )
    SELECT id FROM subtree
  );
  RETURN NULL;
END;
$$;

CREATE TRIGGER categories_search_tsv AFTER UPDATE OF title, parent_id ON categories
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_search_tsv();

UPDATE products SET category_id = category_id;
CREATE INDEX products_search_tsv_idx ON products USING gin (search_tsv);

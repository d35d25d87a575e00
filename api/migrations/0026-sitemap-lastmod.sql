-- When a product, a category or a brand last changed what its page shows: the `lastmod` of the sitemaps
-- (src/modules/seo). NULL until the first such change (a product's `created_at` stands in then), so adding
-- the columns rewrites no row. A row-level trigger sets it only when a shown column changes: the price,
-- the availability (stock crossing zero, not every sale), texts, SEO fields, the place in the catalogue,
-- the rating; `popularity`, stock counts and the exchange's bookkeeping leave it as it was. The trigger's
-- WHEN is evaluated without calling the function, so an update that changes nothing shown costs nothing.

ALTER TABLE products ADD COLUMN updated_at timestamptz;
ALTER TABLE categories ADD COLUMN updated_at timestamptz;
ALTER TABLE brands ADD COLUMN updated_at timestamptz;

CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products FOR EACH ROW
  WHEN (
    (OLD.category_id, OLD.brand_id, OLD.title, OLD.slug, OLD.full_slug, OLD.description, OLD.composition, OLD.usage,
     OLD.country, OLD.vendor_code, OLD.price_kopecks, OLD.old_price_kopecks, OLD.quantity > 0, OLD.novelty,
     OLD.rating, OLD.rating_count, OLD.seo_title, OLD.seo_h1, OLD.seo_description, OLD.seo_keywords, OLD.hidden_reason)
    IS DISTINCT FROM
    (NEW.category_id, NEW.brand_id, NEW.title, NEW.slug, NEW.full_slug, NEW.description, NEW.composition, NEW.usage,
     NEW.country, NEW.vendor_code, NEW.price_kopecks, NEW.old_price_kopecks, NEW.quantity > 0, NEW.novelty,
     NEW.rating, NEW.rating_count, NEW.seo_title, NEW.seo_h1, NEW.seo_description, NEW.seo_keywords, NEW.hidden_reason)
  )
  EXECUTE FUNCTION touch_updated_at();

CREATE TRIGGER categories_touch_updated_at BEFORE UPDATE ON categories FOR EACH ROW
  WHEN (
    (OLD.parent_id, OLD.title, OLD.slug, OLD.full_slug, OLD.description, OLD.seo_title, OLD.seo_h1, OLD.seo_description, OLD.seo_keywords)
    IS DISTINCT FROM
    (NEW.parent_id, NEW.title, NEW.slug, NEW.full_slug, NEW.description, NEW.seo_title, NEW.seo_h1, NEW.seo_description, NEW.seo_keywords)
  )
  EXECUTE FUNCTION touch_updated_at();

CREATE TRIGGER brands_touch_updated_at BEFORE UPDATE ON brands FOR EACH ROW
  WHEN (
    (OLD.title, OLD.slug, OLD.country, OLD.description, OLD.logo_url)
    IS DISTINCT FROM
    (NEW.title, NEW.slug, NEW.country, NEW.description, NEW.logo_url)
  )
  EXECUTE FUNCTION touch_updated_at();

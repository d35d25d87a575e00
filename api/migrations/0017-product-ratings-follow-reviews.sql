-- A product's rating and number of ratings are its reviews' average and count, always: no rating
-- without a review. Until now the catalogue seed gave every product an invented rating that only the
-- products with seeded reviews lost, so a product could show «★4.7» and «Отзывов пока нет».
--
-- Every change of the reviews table (a review added, removed, its rating or product changed) brings
-- the products it touches in line, once per statement, whoever writes the review.

CREATE FUNCTION refresh_product_ratings(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET rating = s.average, rating_count = s.n
  FROM (
    SELECT t.id AS product_id,
           coalesce(round(avg(r.rating), 1), 0) AS average,
           count(r.id)::int AS n
    FROM unnest(ids) AS t (id)
    LEFT JOIN reviews r ON r.product_id = t.id
    GROUP BY t.id
  ) s
  WHERE p.id = s.product_id AND (p.rating IS DISTINCT FROM s.average OR p.rating_count IS DISTINCT FROM s.n)
$$;

CREATE FUNCTION reviews_refresh_product_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_ratings(ARRAY(SELECT DISTINCT product_id FROM new_reviews));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_ratings(ARRAY(SELECT DISTINCT product_id FROM old_reviews));
  ELSE
    PERFORM refresh_product_ratings(ARRAY(
      SELECT product_id FROM new_reviews UNION SELECT product_id FROM old_reviews
    ));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER reviews_ratings_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_ratings();
CREATE TRIGGER reviews_ratings_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_ratings();
CREATE TRIGGER reviews_ratings_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_ratings();

-- Products already in the database: ratings from their reviews, 0 and 0 without any.
SELECT refresh_product_ratings(ARRAY(SELECT id FROM products));

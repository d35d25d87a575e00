-- Operators and the moderation of reviews (ADR 0019).

-- Every action of an operator (and every one-click moderation from the shop's letter): who, what, when.
CREATE TABLE operator_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The operator's name from OPERATOR_USERS, or 'письмо' for a link of the shop's letter.
  operator text NOT NULL,
  action text NOT NULL,
  -- What it was done to: 'order:42', 'review:7'.
  subject text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  acted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_actions_subject_idx ON operator_actions (subject, id);

-- A review is shown once published. Pre-moderation stores new reviews as 'pending'; post-moderation publishes
-- them at once and the shop may still reject them. moderated_at is set by the first decision, which also spends
-- the letter's links.
ALTER TABLE reviews ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('pending', 'published', 'rejected'));
ALTER TABLE reviews ADD COLUMN moderated_at timestamptz;
ALTER TABLE reviews ADD COLUMN moderated_by text;
UPDATE reviews SET moderated_at = created_at, moderated_by = 'shop' WHERE moderated_at IS NULL;
CREATE INDEX reviews_moderation_idx ON reviews (status, created_at DESC, id DESC);

-- Ratings count published reviews only.
CREATE OR REPLACE FUNCTION refresh_product_ratings(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET rating = s.average, rating_count = s.n
  FROM (
    SELECT t.id AS product_id,
           coalesce(round(avg(r.rating), 1), 0) AS average,
           count(r.id)::int AS n
    FROM unnest(ids) AS t (id)
    LEFT JOIN reviews r ON r.product_id = t.id AND r.status = 'published'
    GROUP BY t.id
  ) s
  WHERE p.id = s.product_id AND (p.rating IS DISTINCT FROM s.average OR p.rating_count IS DISTINCT FROM s.n)
$$;

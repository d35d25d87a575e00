-- Groups 1C deletes are hidden, never deleted (ADR 0018, «Later»), as its deleted products are.
--
-- categories.hidden_reason: 'deleted' when 1C marked the group deleted (ПометкаУдаления) or a full package
-- left it out; 'parent' when an ancestor is hidden. A hidden category is left out of the tree, the lists, the
-- search, the sitemap and the feed, and its page is not found. Its products carry hidden_reason 'category'
-- (their own 'deleted' stays first): they are not listed, while orders, reviews and waitlists keep them.
-- A later package that names the group again brings it back, with its products.

ALTER TABLE categories ADD COLUMN hidden_reason text CHECK (hidden_reason IN ('deleted', 'parent'));
CREATE INDEX categories_hidden_idx ON categories (id) WHERE hidden_reason IS NOT NULL;

ALTER TABLE products DROP CONSTRAINT IF EXISTS products_hidden_reason_check;
ALTER TABLE products ADD CONSTRAINT products_hidden_reason_check CHECK (hidden_reason IN ('deleted', 'no_price', 'category'));

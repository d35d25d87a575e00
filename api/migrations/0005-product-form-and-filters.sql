-- Catalogue filters: the product's form (форма выпуска) and indexes for the facet filters.
--
-- The form is derived from the title, which always names it ("…, 60 капсул", "Шампунь …",
-- "…, порошок 200 г"), so it is a generated column: filled for the products already in the
-- database by this migration and for every product written later, by the seed or anyone else.
-- The first rule that matches wins; a product that names no form gets 'другое'.
ALTER TABLE products ADD COLUMN form text NOT NULL GENERATED ALWAYS AS (
  CASE
    WHEN lower(title) ~ 'капсул' THEN 'капсулы'
    WHEN lower(title) ~ 'таблет' THEN 'таблетки'
    WHEN lower(title) ~ 'пастил' THEN 'пастилки'
    WHEN lower(title) ~ 'сироп' THEN 'сироп'
    WHEN lower(title) ~ 'капли' THEN 'капли'
    WHEN lower(title) ~ 'шампун' THEN 'шампунь'
    WHEN lower(title) ~ 'мазь' THEN 'мазь'
    WHEN lower(title) ~ 'зубная паста' THEN 'паста'
    WHEN lower(title) ~ 'батончик|протеиновое печенье' THEN 'батончик'
    WHEN lower(title) ~ 'пюре' THEN 'пюре'
    WHEN lower(title) ~ 'порошок|саше|протеин|креатин|bcaa|коллаген|смесь|молочко|каша' THEN 'порошок'
    WHEN lower(title) ~ 'спрей|дезодорант|антиперспирант' THEN 'спрей'
    WHEN lower(title) ~ 'крем' THEN 'крем'
    WHEN lower(title) ~ 'гель' THEN 'гель'
    WHEN lower(title) ~ 'жидкость|вода|ополаскиват|сыворотк|лосьон|масло|эмульси|флюид|мусс|пенк|бальзам|кондиционер|ампул|средство' THEN 'жидкость'
    ELSE 'другое'
  END
) STORED;

CREATE INDEX products_form_idx ON products (form);
CREATE INDEX products_country_idx ON products (country);
CREATE INDEX products_price_idx ON products (price_kopecks, id);

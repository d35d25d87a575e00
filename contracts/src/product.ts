/**
 * The product card, the shape every list of products answers with (catalogue, cart lines, gifts,
 * favourites, search). Registered on the API by its `$id` and referenced as `{ $ref: 'Product#' }`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './schema';

/** The only currency of the shop. */
export const Currency = StringEnum(['RUB']);

/** Properties of the product card, shared with the shapes that extend it (a cart line). */
export const productProperties = {
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  full_slug: Type.String(),
  url: Type.String(),
  seo_h1: Type.String(),
  seo_description: Type.String(),
  seo_keywords: Type.String(),
  preview: Type.String(),
  preview_webp: Nullable(Type.String()),
  price: Type.Number(),
  price_current: Type.Number(),
  price_old: Nullable(Type.Number()),
  currency: Currency,
  discount: Type.Integer(),
  quantity: Type.Integer(),
  offer: Type.Object({ available: Type.Boolean(), count: Type.Integer() }),
  novelty: Type.Boolean(),
  availability: StringEnum(['in_stock', 'soon', 'out_of_stock']),
  labels: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), bg_color: Nullable(Type.String()) }),
  ),
  rating_total: Type.Number(),
  points: Type.Integer(),
  brand: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() })),
  image_url: Type.String(),
  pictures: Type.Array(Type.String()),
  media: Type.Array(
    Type.Object({ id: Type.Integer(), type: StringEnum(['image', 'video']), url: Type.String() }),
  ),
};

/**
 * A product as a card. `price` and `price_current` are both the price the customer pays now; `price_old`
 * is the price before the discount, or null without one. Money in rubles.
 */
export const Product = Type.Object(productProperties, {
  $id: 'Product',
  description: 'Товар в карточке; деньги в рублях',
});
export type ProductShape = Static<typeof Product>;

-- A promo code for the first order (PERVYI10, «Скидка 10% на первый заказ»): legit only for a customer
-- with no earlier order that was not cancelled, checked when the code is applied and again when the
-- order is placed (docs/product.md §4, «Promo code»).
ALTER TABLE promo_codes ADD COLUMN first_order_only boolean NOT NULL DEFAULT false;
UPDATE promo_codes SET first_order_only = true WHERE code = 'PERVYI10';

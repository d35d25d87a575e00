import type { ReactNode } from 'react';
import { formatPrice, pluralize } from 'shared-kit';
import type { CartInfoDto } from 'shared-kit/contracts';
import { messages } from '../../messages';
import './CartSummary.css';

const text = messages.summary;

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  info: CartInfoDto;
  /** A way to receive the order is chosen (the order page): a zero delivery cost then reads 'Бесплатно'. */
  deliveryChosen?: boolean;
  children?: ReactNode;
}

/** The totals of a cart as the server computed them (docs/product.md §3 "Cart info"). */
export function CartSummary({ info, deliveryChosen = false, children }: CartSummaryProps) {
  return (
    <section className="mfo-summary" aria-labelledby="mfo-summary-title">
      <h2 id="mfo-summary-title" className="mfo-summary__title">
        {text.title}
      </h2>
      <dl className="mfo-summary__rows">
        <div className="mfo-summary__row">
          <dt>{text.goods(info.count, pluralize(info.count, messages.goods))}</dt>
          <dd>{formatPrice(info.priceDefault)}</dd>
        </div>
        {info.discount > 0 && (
          <div className="mfo-summary__row mfo-summary__row--discount">
            <dt>{text.discount}</dt>
            <dd>−{formatPrice(info.discount)}</dd>
          </div>
        )}
        {info.promo_code && (
          <div className="mfo-summary__row">
            <dt>{text.promo}</dt>
            <dd>{info.promo_code}</dd>
          </div>
        )}
        {info.bonuses > 0 && (
          <div className="mfo-summary__row mfo-summary__row--discount">
            <dt>{text.bonusesUsed}</dt>
            <dd>−{formatPrice(info.bonuses)}</dd>
          </div>
        )}
        <div className="mfo-summary__row">
          <dt>{text.delivery}</dt>
          <dd>
            {info.deliveryCost > 0
              ? formatPrice(info.deliveryCost)
              : deliveryChosen
                ? text.deliveryFree
                : text.deliveryLater}
          </dd>
        </div>
        {info.bonuses_receive > 0 && (
          <div className="mfo-summary__row mfo-summary__row--bonus">
            <dt>{text.bonusesReceive}</dt>
            <dd>+{info.bonuses_receive}</dd>
          </div>
        )}
        <div className="mfo-summary__row mfo-summary__row--total">
          <dt>{text.total}</dt>
          <dd>{formatPrice(info.priceFinal)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

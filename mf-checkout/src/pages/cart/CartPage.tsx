import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pluralize, usePageTitle } from 'shared-kit';
import { CartBonuses } from '../../features/cart-bonuses';
import { CartGifts } from '../../features/cart-gifts';
import { ClearCart } from '../../features/clear-cart';
import { PromoCodeForm } from '../../features/promo-code';
import { CartSummary } from '../../widgets/cart-summary';
import { messages } from '../../messages';
import { isOutOfStock, useCartPage } from './model/useCartPage';
import { CartLineView } from './ui/CartLineView';
import { CheckoutAction } from './ui/CheckoutAction';
import './CartPage.css';

const text = messages.cart;

function CartSection({ children }: { children: ReactNode }) {
  return (
    <section className="mfo-page">
      <h1 className="mfo-page__title">{text.title}</h1>
      {children}
    </section>
  );
}

/** The `/cart` page: the lines of the cart and its totals, both from the API. */
export function CartPage() {
  const { info, infoStatus, visibleLines, listStatus, outOfStock, unavailable } = useCartPage();
  usePageTitle(text.title);

  if (!info) {
    return (
      <CartSection>
        {infoStatus === 'failed' ? (
          <p role="alert" className="mfo-page__error">
            {text.loadFailed}
          </p>
        ) : (
          <p aria-busy="true">{messages.loading}</p>
        )}
      </CartSection>
    );
  }
  if (info.count <= 0 && visibleLines.length === 0) {
    return (
      <CartSection>
        <div className="mfo-empty">
          <p className="mfo-empty__title">{text.empty}</p>
          <p className="mfo-empty__hint">{text.emptyHint}</p>
          <Link className="sk-btn" to="/category">
            {text.toCatalogue}
          </Link>
        </div>
      </CartSection>
    );
  }

  return (
    <section className="mfo-page">
      <h1 className="mfo-page__title">
        {text.title} <span className="mfo-page__count">{`${info.count} ${pluralize(info.count, messages.goods)}`}</span>
      </h1>
      <div className="mfo-cart">
        <div className="mfo-cart__lines">
          {listStatus === 'failed' && (
            <p role="note" className="mfo-page__note">
              {text.listUnavailable}
            </p>
          )}
          {visibleLines.length > 0 && (
            <ul className="mfo-lines" aria-label={text.items}>
              {visibleLines.map((line) => (
                <CartLineView
                  key={`${line.productId}-${line.isGift ? 'gift' : 'item'}`}
                  line={line}
                  outOfStock={isOutOfStock(line, outOfStock)}
                />
              ))}
            </ul>
          )}
          <div className="mfo-cart__tools">
            <ClearCart />
          </div>
          <div className="mfo-cart__extras">
            <CartGifts />
            <PromoCodeForm />
            <CartBonuses />
          </div>
        </div>
        <aside className="mfo-cart__aside">
          <CartSummary info={info}>
            <CheckoutAction unavailable={unavailable} />
          </CartSummary>
        </aside>
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  formatPrice,
  getEventBus,
  pluralize,
  Price,
  useSignedIn,
  whenSessionReady,
} from 'shared-kit';
import {
  loadCartInfo,
  loadCartList,
  selectCart,
  useCartDispatch,
  useCartSelector,
} from '../../entities/cart';
import { CartButton } from '../../features/cart-button';
import type { CartLine } from '../../shared/api/cartApi';
import { CartSummary } from '../../widgets/cart-summary';
import { messages } from '../../messages';
import './CartPage.css';

const text = messages.cart;

/** Stock to allow when the cart list does not say how much is left; the server has the last word. */
const UNKNOWN_STOCK = 99;

function CartLineView({ line }: { line: CartLine }) {
  const product = line.product;
  const title = product?.title ?? text.product(line.productId);
  const price = product?.price_current;
  return (
    <li className="mfo-line" data-product-id={line.productId}>
      <div className="mfo-line__image">
        {product?.preview && <img src={product.preview} alt="" width={88} height={88} loading="lazy" />}
      </div>
      <div className="mfo-line__main">
        {product?.url ? (
          <Link className="mfo-line__title" to={product.url}>
            {title}
          </Link>
        ) : (
          <span className="mfo-line__title">{title}</span>
        )}
        {line.isGift && <span className="mfo-line__gift">{text.gift}</span>}
        {price !== undefined && !line.isGift && (
          <span className="mfo-line__unit">
            <Price current={price} old={product?.price_old} />{' '}
            <span className="mfo-line__per">{text.perUnit}</span>
          </span>
        )}
      </div>
      <div className="mfo-line__controls">
        {line.isGift ? (
          <span className="mfo-line__qty">{line.quantity} шт.</span>
        ) : (
          <CartButton productId={line.productId} available={product?.quantity ?? UNKNOWN_STOCK} />
        )}
        {price !== undefined && !line.isGift && (
          <span
            className="mfo-line__total"
            aria-label={`${text.lineTotal} ${formatPrice(price * line.quantity)}`}
          >
            {formatPrice(price * line.quantity)}
          </span>
        )}
      </div>
    </li>
  );
}

/** The `/cart` page: the lines of the cart and its totals, both from the API. */
export function CartPage() {
  const dispatch = useCartDispatch();
  const { info, infoStatus, lines, listStatus } = useCartSelector(selectCart);
  const signedIn = useSignedIn();

  useEffect(() => {
    let active = true;
    void whenSessionReady().then(() => {
      if (!active) return;
      void dispatch(loadCartInfo());
      void dispatch(loadCartList());
    });
    return () => {
      active = false;
    };
  }, [dispatch]);

  if (!info) {
    return (
      <section className="mfo-page">
        <h1 className="mfo-page__title">{text.title}</h1>
        {infoStatus === 'failed' ? (
          <p role="alert" className="mfo-page__error">
            {text.loadFailed}
          </p>
        ) : (
          <p aria-busy="true">{messages.loading}</p>
        )}
      </section>
    );
  }

  const visibleLines = lines.filter((line) => line.quantity > 0);
  if (info.count <= 0 && visibleLines.length === 0) {
    return (
      <section className="mfo-page">
        <h1 className="mfo-page__title">{text.title}</h1>
        <div className="mfo-empty">
          <p className="mfo-empty__title">{text.empty}</p>
          <p className="mfo-empty__hint">{text.emptyHint}</p>
          <Link className="sk-btn" to="/category">
            {text.toCatalogue}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="mfo-page">
      <h1 className="mfo-page__title">
        {text.title}{' '}
        <span className="mfo-page__count">{`${info.count} ${pluralize(info.count, messages.goods)}`}</span>
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
                <CartLineView key={`${line.productId}-${line.isGift ? 'gift' : 'item'}`} line={line} />
              ))}
            </ul>
          )}
        </div>
        <aside className="mfo-cart__aside">
          <CartSummary info={info}>
            {signedIn ? (
              <Link className="sk-btn mfo-summary__cta" to="/order">
                {text.checkout}
              </Link>
            ) : (
              <>
                <Button
                  className="mfo-summary__cta"
                  onClick={() =>
                    getEventBus().emit('account:sign-in-requested', { reason: 'cart', redirectTo: '/order' })
                  }
                >
                  {text.checkout}
                </Button>
                <p className="mfo-summary__hint">{text.signInToCheckout}</p>
              </>
            )}
          </CartSummary>
        </aside>
      </div>
    </section>
  );
}

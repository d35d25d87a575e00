import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  formatPrice,
  getEventBus,
  pluralize,
  Price,
  usePageTitle,
  useSignedIn,
  whenSessionReady,
} from 'shared-kit';
import {
  changeCartQuantity,
  loadCartInfo,
  loadCartList,
  selectCart,
  toggleCartGift,
  useCartDispatch,
  useCartSelector,
} from '../../entities/cart';
import { CartButton } from '../../features/cart-button';
import { CartBonuses } from '../../features/cart-bonuses';
import { CartGifts } from '../../features/cart-gifts';
import { ClearCart } from '../../features/clear-cart';
import { PromoCodeForm } from '../../features/promo-code';
import type { CartLine } from '../../shared/api/cartApi';
import { CartSummary } from '../../widgets/cart-summary';
import { messages } from '../../messages';
import './CartPage.css';

const text = messages.cart;

/** Stock to allow when the cart list does not say how much is left; the server has the last word. */
/** A line is out of stock when the server lists its title so, or its stock is 0 (docs/product.md §3 statuses). */
function isOutOfStock(line: CartLine, outOfStock: readonly string[]): boolean {
  if (line.isGift) return false;
  return line.product.quantity === 0 || outOfStock.includes(line.product.title);
}

function RemoveLine({ line, title }: { line: CartLine; title: string }) {
  const dispatch = useCartDispatch();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setPending(true);
    setFailed(false);
    try {
      if (line.isGift) await dispatch(toggleCartGift(line.productId, false));
      else await dispatch(changeCartQuantity(line.productId, line.quantity, 0));
    } catch (error) {
      console.warn('[mf_checkout] line removal failed', error);
      setFailed(true);
      setPending(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="mfo-link-button"
        disabled={pending}
        aria-label={text.removeLine(title)}
        onClick={() => void remove()}
      >
        {text.remove}
      </button>
      {failed && (
        <span role="alert" className="mfo-block__error">
          {text.removeFailed}
        </span>
      )}
    </>
  );
}

function CartLineView({ line, outOfStock }: { line: CartLine; outOfStock: boolean }) {
  const { product } = line;
  const title = product.title;
  const price = product.price_current;
  return (
    <li className="mfo-line" data-product-id={line.productId}>
      <div className="mfo-line__image">
        {product.preview && <img src={product.preview} alt="" width={88} height={88} loading="lazy" />}
      </div>
      <div className="mfo-line__main">
        {product.url ? (
          <Link className="mfo-line__title" to={product.url}>
            {title}
          </Link>
        ) : (
          <span className="mfo-line__title">{title}</span>
        )}
        {line.isGift && <span className="mfo-line__gift">{text.gift}</span>}
        {outOfStock && <span className="mfo-line__out">{text.outOfStock}</span>}
        {!line.isGift && (
          <span className="mfo-line__unit">
            <Price current={price} old={product.price_old} />{' '}
            <span className="mfo-line__per">{text.perUnit}</span>
          </span>
        )}
      </div>
      <div className="mfo-line__controls">
        {line.isGift || outOfStock ? (
          <span className="mfo-line__qty">{line.quantity} шт.</span>
        ) : (
          <CartButton productId={line.productId} available={product.quantity} />
        )}
        {!line.isGift && !outOfStock && (
          <span
            className="mfo-line__total"
            aria-label={`${text.lineTotal} ${formatPrice(price * line.quantity)}`}
          >
            {formatPrice(price * line.quantity)}
          </span>
        )}
        <RemoveLine line={line} title={title} />
      </div>
    </li>
  );
}

/** The `/cart` page: the lines of the cart and its totals, both from the API. */
export function CartPage() {
  const dispatch = useCartDispatch();
  const { info, infoStatus, lines, listStatus, statuses } = useCartSelector(selectCart);
  const signedIn = useSignedIn();
  usePageTitle(text.title);

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
  const unavailable = [
    ...new Set([
      ...statuses.out_of_stock,
      ...visibleLines
        .filter((line) => isOutOfStock(line, statuses.out_of_stock))
        .map((line) => line.product.title),
    ]),
  ];
  const blocked = unavailable.length > 0;
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
                <CartLineView
                  key={`${line.productId}-${line.isGift ? 'gift' : 'item'}`}
                  line={line}
                  outOfStock={isOutOfStock(line, statuses.out_of_stock)}
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
            {blocked && (
              <p role="note" className="mfo-summary__blocked">
                {text.outOfStockNote(unavailable.join(', '))}
              </p>
            )}
            {blocked ? (
              <Button className="mfo-summary__cta" disabled>
                {text.checkout}
              </Button>
            ) : signedIn ? (
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

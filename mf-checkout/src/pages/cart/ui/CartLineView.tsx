import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, Price } from 'shared-kit';
import { useChangeQuantityMutation, useToggleGiftMutation } from '../../../entities/cart';
import { CartButton } from '../../../features/cart-button';
import type { CartLine } from '../../../shared/api';
import { messages } from '../../../messages';

const text = messages.cart;

function RemoveLine({ line, title }: { line: CartLine; title: string }) {
  const [changeQuantity] = useChangeQuantityMutation();
  const [toggleGift] = useToggleGiftMutation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setPending(true);
    setFailed(false);
    try {
      if (line.isGift) await toggleGift({ productId: line.productId, chosen: false }).unwrap();
      else await changeQuantity({ productId: line.productId, from: line.quantity, to: 0 }).unwrap();
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

/** One line of the cart: picture, title, unit price, the quantity control, the line's total, 'Удалить'. */
export function CartLineView({ line, outOfStock }: { line: CartLine; outOfStock: boolean }) {
  const { product } = line;
  const title = product.title;
  const price = product.price_current;
  return (
    <li className="mfo-line" data-product-id={line.productId}>
      <div className="mfo-line__image">
        {product.preview && <img src={product.preview} alt="" width={88} height={88} loading="lazy" decoding="async" />}
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
            <Price current={price} old={product.price_old} /> <span className="mfo-line__per">{text.perUnit}</span>
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
          <span className="mfo-line__total" aria-label={`${text.lineTotal} ${formatPrice(price * line.quantity)}`}>
            {formatPrice(price * line.quantity)}
          </span>
        )}
        <RemoveLine line={line} title={title} />
      </div>
    </li>
  );
}

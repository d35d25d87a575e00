import { Button } from 'shared-kit';
import type { FragmentProps } from 'shared-kit/contracts';
import { messages } from '../../messages';
import { useCartButton } from './model/useCartButton';
import { CartButtonNotices } from './ui/CartButtonNotices';
import { CartStepper } from './ui/CartStepper';
import './CartButton.css';

/** Props of {@link CartButton} (the `mf_checkout/CartButton` fragment contract). */
export type CartButtonProps = FragmentProps['mf_checkout/CartButton'];

const text = messages.cartButton;

/**
 * The add-to-cart control (docs/product.md §2, §4, §5): 'Купить' while the product is not in the cart, then
 * minus / number / plus. Every change goes to the server first; the shown quantity follows only
 * a successful answer, and a failure shows a short notice for 5 s. A product put into the cart from
 * 'Купить' shows «Товар добавлен в корзину» with its picture, title and a link to the cart for 5 s.
 *
 * Focus stays with the control when one of its parts replaces the other: 'Купить' pressed with the focus
 * on it hands the focus to the stepper (the group «В корзине»), and minus to 0 hands it back to 'Купить'.
 * A product not on sale yet (`soon`) has a disabled button that says 'Скоро в продаже'.
 */
export function CartButton({ productId, available, variant = 'card', soon = false }: CartButtonProps) {
  const cart = useCartButton(productId, available);
  const { limit, pending, change } = cart;
  const noticeView = <CartButtonNotices owner={cart.owner} notice={cart.notice} />;

  if (!cart.inCart) {
    return (
      <span ref={cart.rootRef} className={`mfo-cart-button mfo-cart-button--${variant}`}>
        <Button
          className="mfo-cart-button__buy"
          disabled={limit <= 0 || pending}
          aria-busy={pending || undefined}
          onClick={() => void change(1)}
        >
          {limit > 0 ? (
            text.buy
          ) : soon ? (
            // Below 360 px a card shows only «Скоро»; the button is still named «Скоро в продаже».
            <>
              <span className="mfo-cart-button__short" aria-hidden="true">
                {text.soonShort}
              </span>
              <span className="mfo-cart-button__full">{text.soon}</span>
            </>
          ) : (
            text.outOfStock
          )}
        </Button>
        {noticeView}
      </span>
    );
  }

  return (
    <span ref={cart.rootRef} className={`mfo-cart-button mfo-cart-button--${variant}`}>
      <CartStepper
        stepperRef={cart.stepperRef}
        quantity={cart.quantity}
        limit={limit}
        draft={cart.draft}
        pending={pending}
        change={change}
        setDraft={cart.setDraft}
        commitDraft={cart.commitDraft}
        onKeyDown={cart.onKeyDown}
      />
      {noticeView}
    </span>
  );
}

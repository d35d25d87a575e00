import { useEffect, useState } from 'react';
import { Button, formatPrice } from 'shared-kit';
import { selectCartInfo, useCartSelector, useLazyCartGiftsQuery, useToggleGiftMutation } from '../../entities/cart';
import { messages } from '../../messages';
import '../../shared/ui/blocks.css';

const text = messages.gifts;

/**
 * The gift promotion of the cart (docs/product.md §2 "Gift items appear in the cart", §3 statuses): below the
 * threshold it says how much is missing; once the cart qualifies the gifts show as small cards to choose
 * from, the chosen one marked with 'Убрать'. Read again whenever the totals change; a failure hides it.
 */
export function CartGifts() {
  const info = useCartSelector(selectCartInfo);
  const [loadGifts, { currentData, isError, error }] = useLazyCartGiftsQuery();
  const [toggleGift] = useToggleGiftMutation();
  const gifts = isError ? null : (currentData ?? null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (info) void loadGifts();
  }, [info, loadGifts]);

  useEffect(() => {
    if (error) console.warn('[mf_checkout] gifts failed', error);
  }, [error]);

  const promotion = gifts?.promotion;
  if (!gifts || !promotion) return null;

  const chosenCount = gifts.items.filter((item) => item.chosen).length;
  // `available` turns false once the cart holds its gift; the list stays so the gift can be taken out.
  const showItems = gifts.items.length > 0 && (gifts.available || chosenCount > 0);
  const toggle = async (productId: number, choose: boolean) => {
    setFailed(false);
    setPending(true);
    try {
      await toggleGift({ productId, chosen: choose }).unwrap();
    } catch (error) {
      console.warn('[mf_checkout] gift change failed', error);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="mfo-block" aria-label={text.title}>
      <h2 className="mfo-block__title">{promotion.title || text.title}</h2>
      {!gifts.available && promotion.remaining > 0 && (
        <p className="mfo-block__text">{text.missing(formatPrice(promotion.remaining))}</p>
      )}
      {showItems && (
        <ul className="mfo-gifts" aria-label={text.title}>
          {gifts.items.map((item) => (
            <li
              key={item.id}
              className={`mfo-gift${item.chosen ? ' mfo-gift--chosen' : ''}`}
              aria-current={item.chosen || undefined}
            >
              {item.preview && <img src={item.preview} alt="" width={96} height={96} loading="lazy" decoding="async" />}
              <span className="mfo-gift__title">{item.title}</span>
              {item.chosen ? (
                <>
                  <span className="mfo-gift__mark">{text.chosen}</span>
                  <Button
                    variant="secondary"
                    disabled={pending}
                    aria-label={text.removeGift(item.title)}
                    onClick={() => void toggle(item.id, false)}
                  >
                    {text.remove}
                  </Button>
                </>
              ) : (
                <Button
                  disabled={pending || !gifts.available || chosenCount >= Math.max(1, gifts.limit)}
                  aria-label={text.chooseGift(item.title)}
                  onClick={() => void toggle(item.id, true)}
                >
                  {text.choose}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="mfo-block__error">
          {text.failed}
        </p>
      )}
    </section>
  );
}

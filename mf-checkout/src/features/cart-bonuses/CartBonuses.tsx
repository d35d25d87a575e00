import { useState } from 'react';
import { Button, pluralize, useSignedIn } from 'shared-kit';
import { selectCartInfo, useCartSelector, useSetBonusesMutation } from '../../entities/cart';
import { messages } from '../../messages';
import '../../shared/ui/blocks.css';

const text = messages.bonuses;
const points = (n: number) => pluralize(n, text.forms);

/**
 * Bonus points of a signed-in customer (docs/product.md §3, §4): how many may really be spent on this cart
 * (the server's `bonuses_spendable`: the balance, at most a share of the goods), 'Списать N бонусов' to pay
 * with them and 'Не списывать' to cancel. When the share keeps the points below the balance, the balance
 * and the rule are said too. The server clamps and prices; the totals are read back after each call.
 */
export function CartBonuses() {
  const [setBonuses] = useSetBonusesMutation();
  const info = useCartSelector(selectCartInfo);
  const signedIn = useSignedIn();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!signedIn || !info || (info.bonuses_spendable <= 0 && info.bonuses <= 0)) return null;

  const change = async (bonuses: number) => {
    setFailed(false);
    setPending(true);
    try {
      await setBonuses(bonuses).unwrap();
    } catch (error) {
      console.warn('[mf_checkout] bonuses failed', error);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const spendable = info.bonuses_spendable;
  const limited = spendable < info.bonuses_available;

  return (
    <section className="mfo-block" aria-label={text.title}>
      <h2 className="mfo-block__title">{text.title}</h2>
      {info.bonuses > 0 ? (
        <div className="mfo-block__row">
          <p className="mfo-block__ok">{text.used(info.bonuses, points(info.bonuses))}</p>
          <Button variant="secondary" disabled={pending} onClick={() => void change(0)}>
            {text.cancel}
          </Button>
        </div>
      ) : (
        <div className="mfo-block__row">
          <p className="mfo-block__text">{text.available(spendable, points(spendable))}</p>
          <Button disabled={pending} onClick={() => void change(spendable)}>
            {text.apply(spendable, points(spendable))}
          </Button>
        </div>
      )}
      {limited && <p className="mfo-block__text">{text.limited(info.bonuses_available, points(info.bonuses_available))}</p>}
      {failed && (
        <p role="alert" className="mfo-block__error">
          {text.failed}
        </p>
      )}
    </section>
  );
}

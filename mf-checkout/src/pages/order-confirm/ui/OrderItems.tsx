import { Link } from 'react-router-dom';
import { formatPrice, pluralize } from 'shared-kit';
import type { OrderDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';
import { Fact } from './Fact';

const text = messages.confirm;

/** The lines of an order, its totals and the bonus points it will bring. */
export function OrderItems({ order }: { order: OrderDto }) {
  return (
    <>
      <h2 className="mfo-confirm__subtitle">{text.items}</h2>
      <ul className="mfo-confirm__items" aria-label={text.items}>
        {order.items.map((item) => (
          <li key={`${item.product_id}-${item.is_gift ? 'gift' : 'item'}`}>
            {item.url ? <Link to={item.url}>{item.title}</Link> : <span>{item.title}</span>}
            {item.is_gift && <span className="mfo-line__gift">{messages.cart.gift}</span>}
            <span className="mfo-confirm__qty">{text.quantity(item.quantity)}</span>
            {!item.is_gift && <span>{formatPrice(item.price * item.quantity)}</span>}
          </li>
        ))}
      </ul>
      <dl className="mfo-confirm__facts mfo-confirm__totals" aria-label={text.total}>
        <Fact term={text.goods}>{formatPrice(order.priceDefault)}</Fact>
        {order.discount > 0 && <Fact term={text.discount}>−{formatPrice(order.discount)}</Fact>}
        {order.promo_code && <Fact term={text.promo(order.promo_code)}>✓</Fact>}
        {order.bonuses > 0 && <Fact term={text.bonusesUsed}>−{formatPrice(order.bonuses)}</Fact>}
        <Fact term={text.deliveryCost}>{order.deliveryCost > 0 ? formatPrice(order.deliveryCost) : text.deliveryFree}</Fact>
        <Fact term={text.grandTotal}>
          <span className="mfo-confirm__total">{formatPrice(order.priceFinal)}</span>
        </Fact>
      </dl>
      {order.bonuses_receive > 0 && (
        <p className="mfo-confirm__bonus">
          {text.bonusesReceive(order.bonuses_receive, pluralize(order.bonuses_receive, messages.bonuses.forms))}
        </p>
      )}
    </>
  );
}

import { formatPrice } from 'shared-kit';
import type { OrderItemDto } from 'shared-kit/contracts';
import { AppLink } from '../../../shared/ui';
import { messages } from '../../../messages';

const text = messages.orders;

/** One line of an order: picture, title (a gift marked), quantity and price. */
export function OrderLine({ item }: { item: OrderItemDto }) {
  return (
    <li className="mfa-order-line">
      {item.preview ? <img className="mfa-order-line__image" src={item.preview} alt="" width={48} height={48} loading="lazy" decoding="async" /> : null}
      <span className="mfa-order-line__title">
        {item.url ? <AppLink to={item.url}>{item.title}</AppLink> : item.title}
        {item.is_gift && <span className="mfa-order-line__gift">{text.gift}</span>}
      </span>
      <span className="mfa-muted">{text.quantity(item.quantity)}</span>
      <span className="mfa-order-line__price">
        {item.is_gift ? formatPrice(0) : formatPrice(item.price * item.quantity)}
        {!item.is_gift && item.quantity > 1 && (
          <span className="mfa-muted mfa-order-line__unit">{`${item.quantity} × ${formatPrice(item.price)}`}</span>
        )}
      </span>
    </li>
  );
}

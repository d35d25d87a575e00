import type { Notice } from 'shared-kit';
import { CartNotice, CartNoticeAnnouncement } from './CartNotice';

/** One live region for the info notices and the «added» announcement; errors are alerts of their own. */
export function CartButtonNotices({ owner, notice }: { owner: string; notice: Notice | null }) {
  return (
    <>
      <CartNoticeAnnouncement owner={owner}>
        {notice?.kind === 'info' && (
          <span className="mfo-cart-button__notice mfo-cart-button__notice--info">{notice.text}</span>
        )}
      </CartNoticeAnnouncement>
      {notice?.kind === 'error' && (
        <span className="mfo-cart-button__notice mfo-cart-button__notice--error" role="alert">
          {notice.text}
        </span>
      )}
      <CartNotice owner={owner} />
    </>
  );
}

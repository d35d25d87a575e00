import { useEffect, useRef, useState } from 'react';
import { getEventBus, useNotice, useSignedIn } from 'shared-kit';
import type { FragmentProps } from 'shared-kit/contracts';
import {
  reloadWaitingInfo,
  selectIsAwaited,
  selectWaitlist,
  useSetWaitingMutation,
  useAccountDispatch,
  useAccountSelector,
} from '../../entities/account';
import { messages } from '../../messages';
import '../favourite-button/FavouriteButton.css';

/** Props of {@link WaitlistButton} (the `mf_account/WaitlistButton` fragment contract). */
export type WaitlistButtonProps = FragmentProps['mf_account/WaitlistButton'];

const text = messages.waitlistButton;

/**
 * 'Сообщить о поступлении' / 'В листе ожидания' for a product out of stock. An anonymous visitor is
 * asked to sign in; a signed-in customer adds or removes the product, and the header's count follows.
 */
export function WaitlistButton({ productId, variant = 'page' }: WaitlistButtonProps) {
  const dispatch = useAccountDispatch();
  const signedIn = useSignedIn();
  const awaited = useAccountSelector(selectIsAwaited(productId));
  const { status } = useAccountSelector(selectWaitlist);
  const [setWaiting] = useSetWaitingMutation();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { notice, show } = useNotice();
  const active = signedIn && awaited;

  useEffect(() => {
    if (signedIn && status === 'idle') void dispatch(reloadWaitingInfo());
  }, [dispatch, signedIn, status]);

  const onClick = async () => {
    if (!signedIn) {
      getEventBus().emit('account:sign-in-requested', { reason: 'waitlist' });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const info = await setWaiting({ productId, waiting: !awaited }).unwrap();
      const added = info.products.includes(productId);
      if (added) show(text.addedNotice, 'info');
    } catch (error) {
      console.warn('[mf_account] waitlist change failed', error);
      show(text.failed);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <span className={`mfa-favourite mfa-favourite--${variant} mfa-waitlist`}>
      <button
        type="button"
        className={`mfa-favourite__button${active ? ' mfa-favourite__button--active' : ''}`}
        aria-pressed={active}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={() => void onClick()}
      >
        {active ? text.added : text.add}
      </button>
      {notice && (
        <span
          className={`mfa-favourite__notice mfa-favourite__notice--${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </span>
      )}
    </span>
  );
}

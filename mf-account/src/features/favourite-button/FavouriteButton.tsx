import { useEffect, useRef, useState } from 'react';
import { getEventBus, useSignedIn, useNotice } from 'shared-kit';
import type { FragmentProps } from 'shared-kit/contracts';
import {
  reloadFavouritesInfo,
  selectFavourites,
  selectIsFavourite,
  useSetFavouriteMutation,
  useAccountDispatch,
  useAccountSelector,
} from '../../entities/account';
import { HeartIcon } from '../../shared/ui';
import { messages } from '../../messages';
import './FavouriteButton.css';

/** Props of {@link FavouriteButton} (the `mf_account/FavouriteButton` fragment contract). */
export type FavouriteButtonProps = FragmentProps['mf_account/FavouriteButton'];

const text = messages.favourite;

/** A favourite pressed before signing in, kept for the tab until the customer signs in (30 minutes at most). */
const PENDING_KEY = 'mfa:pending-favourite';
const PENDING_MS = 30 * 60 * 1000;

function rememberPending(productId: number): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ productId, at: Date.now() }));
  } catch {
    // Storage may be off (private mode): the customer then presses the heart again after signing in.
  }
}

/** Takes the pending favourite if it is this product (and still fresh). */
function takePending(productId: number): boolean {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as { productId?: number; at?: number } | null;
    if (!pending || pending.productId !== productId) return false;
    sessionStorage.removeItem(PENDING_KEY);
    return typeof pending.at === 'number' && Date.now() - pending.at < PENDING_MS;
  } catch {
    return false;
  }
}

/**
 * 'В избранное' / 'В избранном' (docs/product.md §2). An anonymous visitor is asked to sign in, and the product
 * becomes a favourite once they have; a signed-in customer toggles the product through the API, and an
 * added product is announced with 'Товар был добавлен в избранное'.
 */
export function FavouriteButton({ productId, variant = 'card' }: FavouriteButtonProps) {
  const dispatch = useAccountDispatch();
  const signedIn = useSignedIn();
  const favourite = useAccountSelector(selectIsFavourite(productId));
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { notice, show } = useNotice();
  const active = signedIn && favourite;

  const { status } = useAccountSelector(selectFavourites);

  const [setFavourite] = useSetFavouriteMutation();

  // The favourites are loaded once per page (every favourite button needs them).
  useEffect(() => {
    if (signedIn && status === 'idle') void dispatch(reloadFavouritesInfo());
  }, [dispatch, signedIn, status]);

  const onClick = async () => {
    if (!signedIn) {
      rememberPending(productId);
      getEventBus().emit('account:sign-in-requested', { reason: 'favourites' });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await setFavourite({ productId, favourite: !favourite }).unwrap();
      if (!favourite) show(text.addedNotice, 'info');
    } catch (error) {
      console.warn('[mf_account] favourite change failed', error);
      show(text.failed);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  // The favourite pressed before signing in is added once the customer's favourites are known.
  useEffect(() => {
    if (signedIn && status === 'ready' && takePending(productId) && !favourite) void onClick();
    // onClick is recreated every render; the effect must run only when these change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, status, favourite, productId]);

  const label = active ? text.added : text.add;
  return (
    <span className={`mfa-favourite mfa-favourite--${variant}`}>
      <button
        type="button"
        className={`mfa-favourite__button${active ? ' mfa-favourite__button--active' : ''}`}
        aria-pressed={active}
        aria-label={variant === 'card' ? label : undefined}
        title={variant === 'card' ? label : undefined}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={() => void onClick()}
      >
        <HeartIcon filled={active} />
        {variant === 'page' && <span>{label}</span>}
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

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  getEventBus,
  type SignInReason,
  useSignedIn,
  whenSessionReady,
  useDismiss,
} from 'shared-kit';
import {
  favouritesLoaded,
  reloadAccountInfo,
  reloadFavouritesInfo,
  reloadWaitingInfo,
  selectAccount,
  useAccountDispatch,
  useAccountSelector,
  waitlistLoaded,
} from '../../entities/account';
import { AppLink, ClockIcon, HeartIcon, UserIcon, PersonalSidebar } from '../../shared/ui';
import { messages } from '../../messages';
import { LogoutButton } from '../../features/logout';
import './HeaderPersonal.css';

type Popup = 'waitlist' | 'favourites' | 'profile';

const text = messages.header;

const withCount = (label: string, count: number) => (count > 0 ? `${label}: ${count}` : label);

function requestSignIn(reason: SignInReason) {
  getEventBus().emit('account:sign-in-requested', { reason });
}

/** A popup under a header icon; closes on Escape and on a click outside the personal icons. */
function PopupPanel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div id={id} className="mfa-hp__popup" role="dialog" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * The personal icons of the header (docs/product.md §2): waitlist and favourites with count badges for a
 * signed-in customer, or a popup asking to sign in; the profile popup with the personal sidebar,
 * or a text with 'Войти' / 'Зарегистрироваться'.
 */
export function HeaderPersonal() {
  const dispatch = useAccountDispatch();
  const signedIn = useSignedIn();
  const { favourites, waitlist, info, infoStatus } = useAccountSelector(selectAccount);
  const [open, setOpen] = useState<Popup | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    void whenSessionReady().then(() => {
      if (!active) return;
      void dispatch(reloadFavouritesInfo());
      void dispatch(reloadWaitingInfo());
    });
    return () => {
      active = false;
    };
  }, [dispatch, signedIn]);

  useEffect(() => {
    const bus = getEventBus();
    const stopFavourites = bus.subscribe('account:favourites-changed', ({ quantity, productIds }) =>
      dispatch(favouritesLoaded({ quantity, products: productIds })),
    );
    const stopWaitlist = bus.subscribe('account:waitlist-changed', ({ quantity }) =>
      dispatch(waitlistLoaded(quantity)),
    );
    return () => {
      stopFavourites();
      stopWaitlist();
    };
  }, [dispatch]);

  useDismiss(root, open !== null, () => setOpen(null));

  useEffect(() => {
    if (signedIn && open === 'profile' && infoStatus === 'idle') void dispatch(reloadAccountInfo());
  }, [dispatch, signedIn, open, infoStatus]);

  const toggle = (popup: Popup) => setOpen((current) => (current === popup ? null : popup));
  const popupId = (popup: Popup) => `${baseId}-${popup}`;
  const close = () => setOpen(null);

  const signInPopup = (popup: 'waitlist' | 'favourites', prompt: string) => (
    <PopupPanel id={popupId(popup)} label={prompt}>
      <p className="mfa-hp__text">{prompt}</p>
      <Button
        onClick={() => {
          close();
          requestSignIn(popup);
        }}
      >
        {messages.signIn}
      </Button>
    </PopupPanel>
  );

  return (
    <div className="mfa-hp" ref={root}>
      {signedIn ? (
        <>
          <AppLink
            className="mfa-hp__icon"
            to="/personal/waitlist"
            title={text.waitlist}
            aria-label={withCount(text.waitlist, waitlist.quantity)}
          >
            <ClockIcon />
            <span className="mfa-hp__badge">
              <Badge count={waitlist.quantity} label={text.waitlistBadge} />
            </span>
          </AppLink>
          <AppLink
            className="mfa-hp__icon"
            to="/personal/favourites"
            title={text.favourites}
            aria-label={withCount(text.favourites, favourites.quantity)}
          >
            <HeartIcon />
            <span className="mfa-hp__badge">
              <Badge count={favourites.quantity} label={text.favouritesBadge} />
            </span>
          </AppLink>
        </>
      ) : (
        <>
          <span className="mfa-hp__slot">
            <button
              type="button"
              className="mfa-hp__icon"
              aria-label={text.waitlist}
              aria-expanded={open === 'waitlist'}
              aria-controls={open === 'waitlist' ? popupId('waitlist') : undefined}
              onClick={() => toggle('waitlist')}
            >
              <ClockIcon />
            </button>
            {open === 'waitlist' && signInPopup('waitlist', text.waitlistPrompt)}
          </span>
          <span className="mfa-hp__slot">
            <button
              type="button"
              className="mfa-hp__icon"
              aria-label={text.favourites}
              aria-expanded={open === 'favourites'}
              aria-controls={open === 'favourites' ? popupId('favourites') : undefined}
              onClick={() => toggle('favourites')}
            >
              <HeartIcon />
            </button>
            {open === 'favourites' && signInPopup('favourites', text.favouritesPrompt)}
          </span>
        </>
      )}
      <span className="mfa-hp__slot">
        <button
          type="button"
          className="mfa-hp__icon"
          aria-label={text.profile}
          aria-expanded={open === 'profile'}
          aria-controls={open === 'profile' ? popupId('profile') : undefined}
          onClick={() => toggle('profile')}
        >
          <UserIcon />
        </button>
        {open === 'profile' &&
          (signedIn ? (
            <PopupPanel id={popupId('profile')} label={messages.cabinet.title}>
              <div className="mfa-hp__who">
                <strong>
                  {messages.cabinet.greeting([info?.name, info?.surname].filter(Boolean).join(' '))}
                </strong>
                {info?.email && <span className="mfa-hp__email">{info.email}</span>}
              </div>
              <PersonalSidebar
                variant="popup"
                onNavigate={close}
                footer={<LogoutButton className="mfa-sidebar__logout" />}
              />
            </PopupPanel>
          ) : (
            <PopupPanel id={popupId('profile')} label={text.profile}>
              <p className="mfa-hp__text">{text.profilePrompt}</p>
              <div className="mfa-hp__actions">
                <Button
                  onClick={() => {
                    close();
                    requestSignIn('header');
                  }}
                >
                  {messages.signIn}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    close();
                    requestSignIn('header');
                  }}
                >
                  {messages.register}
                </Button>
              </div>
            </PopupPanel>
          ))}
      </span>
    </div>
  );
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Fragment, getEventBus } from 'shared-kit';
import { useSiteLoading } from '../entities/site';
import { AppRoutes } from '../routing/AppRoutes';
import { CityModal } from '../features/city';
import { ApplicationModal } from './ApplicationModal';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileNav } from './MobileNav';
import { Newsletter } from './Newsletter';
import { ProgressBar } from './ProgressBar';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopBanner } from './TopBanner';
// The shop's palette: the page's one `:root` rule (the remotes' stylesheets carry none).
import 'shared-kit/palette.css';
import './layout.css';

/** Tells the other teams where the visitor is and starts each page at its top. */
function RouteAnnouncer() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    getEventBus().emit('shell:route-changed', { pathname, search, hash });
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}

/** The shared layout of docs/product.md §2 around every page. */
export function Layout() {
  useSiteLoading();

  return (
    <div className="sh-app">
      <SkipLink />
      <ProgressBar />
      <RouteAnnouncer />
      <TopBanner />
      <Header />
      <main className="sh-container sh-main" id={MAIN_ID} tabIndex={-1}>
        <AppRoutes />
      </main>
      <Newsletter />
      <Footer />
      <MobileNav />
      <CookieNotice />
      <ApplicationModal />
      <CityModal />
      <Fragment id="mf_account/AuthModals" props={{}} fallback={null} />
    </div>
  );
}

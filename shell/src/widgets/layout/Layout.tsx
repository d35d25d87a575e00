import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Fragment, getEventBus } from 'shared-kit';
import { useSiteLoading } from '../../entities/site';
import { CityModal } from '../../features/city';
import { ApplicationModal } from './ui/ApplicationModal';
import { CookieNotice } from './ui/CookieNotice';
import { Footer } from './ui/Footer';
import { Header } from './ui/Header';
import { MobileNav } from './ui/MobileNav';
import { Newsletter } from './ui/Newsletter';
import { ProgressBar } from './ui/ProgressBar';
import { MAIN_ID, SkipLink } from './ui/SkipLink';
import { TopBanner } from './ui/TopBanner';
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

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** The page area: the shell's routes. */
  children: ReactNode;
}

/** The shared layout of docs/product.md §2 around every page. */
export function Layout({ children }: LayoutProps) {
  useSiteLoading();

  return (
    <div className="sh-app">
      <SkipLink />
      <ProgressBar />
      <RouteAnnouncer />
      <TopBanner />
      <Header />
      <main className="sh-container sh-main" id={MAIN_ID} tabIndex={-1}>
        {children}
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

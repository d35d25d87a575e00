import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { COOKIES, getCookie, getHttp, labelColors, setCookie } from 'shared-kit';
import { messages } from '../messages';

interface TopBannerItem {
  id: number;
  title: string;
  short_text?: string | null;
  background_color?: string | null;
  link_to_go?: { real_slug?: string | null } | null;
}

/** The banner while its selection loads, once it is known there is none, or the one to show. */
type BannerState = 'loading' | 'none' | TopBannerItem;

/**
 * The dismissible top banner: shown when the selection list contains `top_banners` (docs/product.md §7), hidden
 * for a day once closed (cookie `top_banner_hidden`). A failed load shows nothing. While it loads, an empty
 * strip of the banner's fixed height holds its place, so the page below does not jump down when it comes.
 */
export function TopBanner() {
  const [hidden, setHidden] = useState(() => getCookie(COOKIES.topBannerHidden.name) === '1');
  const [banner, setBanner] = useState<BannerState>('loading');

  useEffect(() => {
    if (hidden) return;
    let active = true;
    const settle = (next: BannerState) => {
      if (active) setBanner(next);
    };
    (async () => {
      const { data: keys } = await getHttp().get<string[] | Record<string, unknown>>('/selection/active_key');
      const list = Array.isArray(keys) ? keys : Object.keys(keys);
      if (!list.includes('top_banners')) return settle('none');
      const { data } = await getHttp().get<TopBannerItem[]>('/selection/top_banners');
      return settle(Array.isArray(data) && data.length > 0 ? data[0] : 'none');
    })().catch((error: unknown) => {
      settle('none');
      console.warn('[shell] top banner unavailable', error);
    });
    return () => {
      active = false;
    };
  }, [hidden]);

  if (hidden || banner === 'none') return null;
  if (banner === 'loading') return <div className="sh-topbanner sh-topbanner--loading" aria-hidden="true" />;
  const close = () => {
    setCookie(COOKIES.topBannerHidden.name, '1', { maxAge: COOKIES.topBannerHidden.maxAge });
    setHidden(true);
  };
  const slug = banner.link_to_go?.real_slug;
  return (
    // The staff choose the colour: the text is white or dark, whichever reads on it.
    <aside className="sh-topbanner" aria-label={messages.topBanner} style={labelColors(banner.background_color)}>
      {slug ? <Link to={slug}>{banner.title}</Link> : <span>{banner.title}</span>}
      {banner.short_text && <span className="sh-topbanner__text">{banner.short_text}</span>}
      <button type="button" className="sh-topbanner__close" aria-label={messages.closeBanner} onClick={close}>
        ×
      </button>
    </aside>
  );
}

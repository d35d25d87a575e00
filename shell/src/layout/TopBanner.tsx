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

/**
 * The dismissible top banner: shown when the selection list contains `top_banners` (docs/product.md §7), hidden
 * for a day once closed (cookie `top_banner_hidden`). A failed load shows nothing.
 */
export function TopBanner() {
  const [banner, setBanner] = useState<TopBannerItem | null>(null);
  const [hidden, setHidden] = useState(() => getCookie(COOKIES.topBannerHidden.name) === '1');

  useEffect(() => {
    if (hidden) return;
    let active = true;
    (async () => {
      const { data: keys } = await getHttp().get<string[] | Record<string, unknown>>('/selection/active_key');
      const list = Array.isArray(keys) ? keys : Object.keys(keys);
      if (!list.includes('top_banners')) return;
      const { data } = await getHttp().get<TopBannerItem[]>('/selection/top_banners');
      if (active && Array.isArray(data) && data.length > 0) setBanner(data[0]);
    })().catch((error: unknown) => {
      if (active) setBanner(null);
      console.warn('[shell] top banner unavailable', error);
    });
    return () => {
      active = false;
    };
  }, [hidden]);

  if (hidden || !banner) return null;
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

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { COOKIES, labelColors, setCookie, useCookie } from 'shared-kit';
import { useTopBannerQuery } from '../../../shared/api';
import { messages } from '../../../messages';

/**
 * The dismissible top banner: shown when the selection list contains `top_banners` (docs/product.md §7), hidden
 * for a day once closed (cookie `top_banner_hidden`). A failed load shows nothing. While it loads, an empty
 * strip of the banner's fixed height holds its place, so the page below does not jump down when it comes.
 */
export function TopBanner() {
  const closedBefore = useCookie(COOKIES.topBannerHidden.name) === '1';
  const [hidden, setHidden] = useState(closedBefore);
  const { data: banner, error } = useTopBannerQuery(undefined, { skip: hidden });

  useEffect(() => {
    if (error) console.warn('[shell] top banner unavailable', error);
  }, [error]);

  if (hidden || banner === null || error) return null;
  if (banner === undefined) return <div className="sh-topbanner sh-topbanner--loading" aria-hidden="true" />;
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

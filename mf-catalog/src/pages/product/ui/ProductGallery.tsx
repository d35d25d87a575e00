import { useCallback, useRef, useState } from 'react';
import { messages } from '../../../messages';
import { useMediaQuery } from '../../../shared/lib';
import { a11yOptions, slideAttributes, swiperSpeed, useSwiperTakeover, type CreateSwipers } from '../../../shared/ui';
import { GalleryThumbs } from './GalleryThumbs';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/zoom';
import '../../../shared/ui/carousel/carousel.css';

/** How much a picture grows when zoomed (double tap or double click, a pinch up to this). */
export const ZOOM_SCALE = 2.2;

/** A desktop with a mouse: the same query as the gallery's style sheet. */
const POINTER_DESKTOP = '(min-width: 1024px) and (hover: hover) and (pointer: fine)';

/**
 * One picture of the gallery: its address (an SVG the API draws, or an uploaded picture) and its WebP
 * when there is one.
 */
export interface GalleryPicture {
  src: string;
  webp: string | null;
}

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  title: string;
  pictures: readonly GalleryPicture[];
}

/**
 * The product's pictures on swiper (ADR 0038): the server draws swiper's markup, the first picture at its
 * final size; swiper's core takes it on the first touch, pointer, key or focus, or when the page is idle.
 * Swipe and dots on phones; arrows, keys and thumbnails (swiper's Thumbs module) on desktops; a double
 * tap or double click zooms in (swiper's Zoom module, a pinch too), and the mouse then moves over the
 * zoomed picture. Zoomed in, the picture is its drawing again (the WebP would blur at that scale). The
 * first picture is the page's largest paint: asked for at once and first; the others wait until they
 * come near the screen.
 */
export function ProductGallery({ title, pictures }: ProductGalleryProps) {
  const section = useRef<HTMLElement>(null);
  const main = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  // A picture chosen before swiper came (a thumbnail, an arrow) is shown once it runs.
  const pending = useRef<number | null>(null);
  const many = pictures.length > 1;
  // With a mouse on a desktop the arrows and the thumbnails move the pictures: the track stays out of the
  // Tab order. Elsewhere the pictures themselves are the keyboard's way (one Tab stop, arrow keys).
  const desktop = useMediaQuery(POINTER_DESKTOP, false);

  const create = useCallback<CreateSwipers>(
    (kit, initialSlide) => {
      const thumbsSwiper = thumbs.current
        ? new kit.Swiper(thumbs.current, { slidesPerView: 'auto', spaceBetween: 0, watchSlidesProgress: true, speed: swiperSpeed() })
        : null;
      const swiper = new kit.Swiper(main.current!, {
        modules: [kit.A11y, kit.Keyboard, kit.Navigation, kit.Pagination, kit.Thumbs, kit.Zoom],
        slidesPerView: 1,
        spaceBetween: 0,
        initialSlide: pending.current ?? initialSlide,
        speed: swiperSpeed(),
        a11y: a11yOptions(),
        // The arrow keys move the pictures while the focus is on them, not anywhere on the page.
        keyboard: { enabled: false, onlyInViewport: true },
        navigation: many ? { prevEl: prev.current, nextEl: next.current, addIcons: false } : false,
        pagination: { el: dots.current, bulletClass: 'mfc-gallery__dot', bulletActiveClass: 'mfc-gallery__dot--active' },
        thumbs: thumbsSwiper ? { swiper: thumbsSwiper, slideThumbActiveClass: 'mfc-gallery__thumb-slide--active' } : undefined,
        zoom: { maxRatio: ZOOM_SCALE, toggle: true, panOnMouseMove: true },
        on: {
          slideChange: (instance) => setActive(instance.activeIndex),
          zoomChange: (instance, scale) => setZoomed(scale > 1 ? instance.activeIndex : null),
        },
      });
      const frame = main.current!;
      frame.addEventListener('focusin', () => swiper.keyboard.enable());
      frame.addEventListener('focusout', (event) => {
        if (!frame.contains(event.relatedTarget as Node | null)) swiper.keyboard.disable();
      });
      if (frame.contains(document.activeElement)) swiper.keyboard.enable();
      setActive(swiper.activeIndex);
      pending.current = null;
      return thumbsSwiper ? [swiper, thumbsSwiper] : [swiper];
    },
    [many],
  );
  const swiper = useSwiperTakeover(section, create);

  const select = (index: number) => {
    setActive(index);
    if (swiper) swiper.slideTo(index);
    else pending.current = index;
  };

  return (
    <section ref={section} className="mfc-gallery" aria-label={messages.product.gallery}>
      <div ref={main} className={`swiper mfc-gallery__main${many ? ' mfc-gallery__main--carousel' : ''}`}>
        <div className="swiper-wrapper mfc-gallery__track" tabIndex={many && !desktop ? 0 : undefined}>
          {pictures.map((picture, index) => (
            <div key={picture.src} className="swiper-slide mfc-gallery__slide" {...slideAttributes(index, pictures.length)} aria-current={index === active || undefined}>
              <div className="swiper-zoom-container mfc-zoom" data-testid="product-picture">
                <picture>
                  {picture.webp && zoomed !== index && <source srcSet={picture.webp} type="image/webp" />}
                  <img
                    src={picture.src}
                    alt={index === 0 ? title : `${title}, ${messages.product.picture(index + 1)}`}
                    width={560}
                    height={560}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    decoding={index === 0 ? 'auto' : 'async'}
                    {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                    draggable={false}
                  />
                </picture>
              </div>
            </div>
          ))}
        </div>
        {many && (
          <>
            <button
              ref={prev}
              type="button"
              className="mfc-carousel__arrow mfc-carousel__arrow--prev"
              aria-label={messages.slider.previous}
              disabled={!swiper && active === 0}
              onClick={() => !swiper && select(Math.max(0, active - 1))}
            />
            <button
              ref={next}
              type="button"
              className="mfc-carousel__arrow mfc-carousel__arrow--next"
              aria-label={messages.slider.next}
              onClick={() => !swiper && select(Math.min(pictures.length - 1, active + 1))}
            />
          </>
        )}
        <div ref={dots} className="mfc-gallery__dots" aria-hidden="true" />
      </div>
      <GalleryThumbs ref={thumbs} pictures={pictures} active={active} onSelect={select} />
    </section>
  );
}

import { useRef, useState, type MouseEvent } from 'react';

/** How much the picture grows under the pointer. */
export const ZOOM_SCALE = 2.2;

function canHoverZoom(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/**
 * One picture of the gallery: its address (an SVG the API draws, or an uploaded picture) and its WebP
 * when there is one.
 */
export interface GalleryPicture {
  src: string;
  webp: string | null;
}

/** Props of {@link ZoomablePicture}. */
export interface ZoomablePictureProps extends GalleryPicture {
  alt: string;
  /** The first picture is the page's largest content: it loads at once, before the page's other pictures. */
  eager?: boolean;
}

/**
 * A product picture that, on a desktop with a mouse, zooms in under the pointer and follows it, so the
 * shopper reads the composition on the package. Touch screens keep the plain picture (they swipe).
 *
 * The WebP is shown where there is one: a phone paints it off the main thread, an SVG on it. Zoomed in,
 * the picture is its drawing again (the raster would blur at that scale); the WebP stays on screen until
 * the drawing has arrived.
 */
export function ZoomablePicture({ src, webp, alt, eager = false }: ZoomablePictureProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [origin, setOrigin] = useState<string | null>(null);

  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || !canHoverZoom()) return;
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <div
      ref={frame}
      className={`mfc-zoom${origin ? ' mfc-zoom--active' : ''}`}
      data-testid="product-picture"
      onMouseMove={follow}
      onMouseLeave={() => setOrigin(null)}
    >
      <picture>
        {webp && !origin && <source srcSet={webp} type="image/webp" />}
        <img
          src={src}
          alt={alt}
          width={560}
          height={560}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'auto' : 'async'}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          draggable={false}
          style={origin ? { transformOrigin: origin, transform: `scale(${ZOOM_SCALE})` } : undefined}
        />
      </picture>
    </div>
  );
}

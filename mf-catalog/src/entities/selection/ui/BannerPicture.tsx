import type { BannerDto } from 'shared-kit/contracts';

/** Media query of the desktop pictures: the shop's desktop breakpoint (docs/product.md §9). */
const DESKTOP_MEDIA = '(min-width: 1024px)';

/** Props of {@link BannerPicture}. */
export interface BannerPictureProps {
  banner: BannerDto;
  /** The first hero slide is the largest paint of the page: load it at once. */
  eager?: boolean;
  className?: string;
  /** Only the narrow pictures (2:1), for places that are narrow on every screen. */
  narrow?: boolean;
}

/** A banner's picture: desktop variants from 1024 px, the narrow ones below, WebP where the API has it. */
export function BannerPicture({ banner, eager = false, className, narrow = false }: BannerPictureProps) {
  const { desktop, desktop_webp: desktopWebp, image, image_webp: imageWebp } = banner.image;
  return (
    <picture className={className}>
      {!narrow && desktopWebp && <source media={DESKTOP_MEDIA} srcSet={desktopWebp} type="image/webp" />}
      {!narrow && <source media={DESKTOP_MEDIA} srcSet={desktop} />}
      {imageWebp && <source srcSet={imageWebp} type="image/webp" />}
      {/* The size of the narrow picture (2:1); the frame around it keeps each style's own proportions. */}
      <img
        src={image}
        alt={banner.title}
        width={640}
        height={320}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}

import type { ReactNode } from 'react';
import { BannerCard, useBannerSelection } from '../../../entities/selection';
import { Carousel } from '../../../shared/ui';
import { messages } from '../../../messages';
import './heroSlider.css';

/**
 * The home page's top slider (`main_hero_top`): turns by itself, bullets, arrows on the desktop. While
 * the banners load, a block of their size; without banners, `fallback`.
 */
export function HeroSlider({ fallback }: { fallback: ReactNode }) {
  const { status, banners } = useBannerSelection('main_hero_top');
  if (status === 'hidden') return <>{fallback}</>;
  if (status === 'pending') {
    return (
      <div className="mfc-hero-slider mfc-hero-slider--loading" aria-busy="true">
        <span className="mfc-visually-hidden" role="status">
          {messages.loading}
        </span>
        <span className="mfc-skeleton mfc-hero-slider__skeleton" />
      </div>
    );
  }
  return (
    <div className="mfc-hero-slider">
      <Carousel
        variant="hero"
        autoplay
        label={messages.home.heroSlider}
        slides={banners.map((banner, index) => ({
          key: banner.id,
          node: <BannerCard banner={banner} variant="hero" eager={index === 0} />,
        }))}
      />
    </div>
  );
}

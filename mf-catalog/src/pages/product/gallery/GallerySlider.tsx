import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { messages } from '../../../messages';
import { GalleryThumbs } from './GalleryThumbs';
import { ZoomablePicture } from './ZoomablePicture';

/** Props of {@link GallerySlider}. */
export interface GallerySliderProps {
  title: string;
  pictures: readonly string[];
}

/**
 * The pictures in a swiper: swipe and dots on phones, arrows, keys and thumbnails on desktops. The dots
 * only show where the customer is; choosing a picture by keyboard is the thumbnails' job.
 */
export function GallerySlider({ title, pictures }: GallerySliderProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  return (
    <>
      <div className="mfc-gallery__main">
        <Swiper
          modules={[A11y, Keyboard, Navigation, Pagination]}
          slidesPerView={1}
          spaceBetween={12}
          navigation
          pagination={{ clickable: false }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          // Zooming follows the mouse: dragging the picture with it would fight the zoom.
          simulateTouch={false}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setActive(instance.activeIndex)}
          a11y={{
            prevSlideMessage: messages.slider.previous,
            nextSlideMessage: messages.slider.next,
            firstSlideMessage: messages.slider.first,
            lastSlideMessage: messages.slider.last,
            slideLabelMessage: messages.slider.slideLabel,
            slideRole: 'group',
          }}
        >
          {pictures.map((picture, index) => (
            <SwiperSlide key={picture}>
              <ZoomablePicture src={picture} alt={index === 0 ? title : `${title}, ${messages.product.picture(index + 1)}`} eager={index === 0} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <GalleryThumbs pictures={pictures} active={active} onSelect={(index) => swiper?.slideTo(index)} />
    </>
  );
}

/**
 * swiper's core and the modules the catalogue's carousels use. Imported only by {@link loadSwiper}, so
 * webpack puts them in a chunk of their own that no page's first load contains (ADR 0038).
 */
export { Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard, Navigation, Pagination, Thumbs, Zoom } from 'swiper/modules';

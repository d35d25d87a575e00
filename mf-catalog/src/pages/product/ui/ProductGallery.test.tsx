import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FakeSwiper, fakeSwiperKit } from '../../../test/fakeSwiper';
import { loadSwiper } from '../../../shared/ui/swiper/loadSwiper';
import { ProductGallery, ZOOM_SCALE } from './ProductGallery';

jest.mock('../../../shared/ui/swiper/loadSwiper');

const TITLE = 'Solgar Витамин D3 1000 МЕ, 90 капсул';
const PICTURES = [
  { src: '/api/media/products/7.svg', webp: '/api/media/products/7.webp' },
  { src: '/api/media/products/7-2.svg', webp: '/api/media/products/7-2.webp' },
  // An uploaded picture: no WebP beside it.
  { src: '/api/exchange/pictures/3f.jpg', webp: null },
];

/** The WebP source the browser prefers for a picture, or null. */
function webpOf(img: HTMLElement): string | null {
  return img.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? null;
}

/** The gallery's swipers once its code came: the thumbnails' and the main one. */
async function built(): Promise<{ main: FakeSwiper; thumbs: FakeSwiper }> {
  await waitFor(() => expect(FakeSwiper.made).toHaveLength(2));
  const [thumbs, main] = FakeSwiper.made as [FakeSwiper, FakeSwiper];
  return { main, thumbs };
}

describe('ProductGallery', () => {
  beforeEach(() => jest.mocked(loadSwiper).mockReset().mockResolvedValue(fakeSwiperKit()));

  it('When the server draws three pictures, then they are swiper slides named «1 из 3», the first asked for at once, with three thumbnails, the first pressed', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(<ProductGallery title={TITLE} pictures={PICTURES} />);
    document.body.append(server);

    const main = document.querySelector('.mfc-gallery__main')!;
    expect(main).toHaveClass('swiper');
    expect(main.querySelector(':scope > .swiper-wrapper')!.children).toHaveLength(3);
    expect(screen.getByRole('group', { name: '1 из 3' })).toHaveAttribute('aria-roledescription', 'слайд');
    const first = screen.getByRole('img', { name: TITLE });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.closest('.swiper-zoom-container')).not.toBeNull();
    expect(screen.getByRole('img', { name: `${TITLE}, Фото 2` })).toHaveAttribute('loading', 'lazy');
    const thumbs = within(screen.getByRole('group', { name: 'Миниатюры фотографий' })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(loadSwiper).not.toHaveBeenCalled();
    server.remove();
  });

  it('When swiper comes, then the thumbnails are a swiper of their own tied by the Thumbs module, the main one zooms to 2.2 and a thumbnail moves it', async () => {
    render(<ProductGallery title={TITLE} pictures={PICTURES} />);
    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });
    fireEvent.focusIn(gallery);
    const { main, thumbs } = await built();

    expect(main.el).toHaveClass('mfc-gallery__main');
    expect(thumbs.el).toHaveClass('mfc-gallery__thumbs');
    expect(main.params).toMatchObject({
      modules: expect.arrayContaining(['A11y', 'Keyboard', 'Thumbs', 'Zoom']),
      zoom: { maxRatio: ZOOM_SCALE, toggle: true },
      a11y: { itemRoleDescriptionMessage: 'слайд', slideLabelMessage: '{{index}} из {{slidesLength}}' },
    });
    expect((main.params.thumbs as { swiper: FakeSwiper }).swiper).toBe(thumbs);

    const user = userEvent.setup();
    await user.click(within(gallery).getByRole('button', { name: 'Фото 3' }));
    expect(main.slideTo).toHaveBeenCalledWith(2);
    expect(within(gallery).getByRole('button', { name: 'Фото 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByRole('button', { name: 'Фото 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('When a thumbnail is chosen before swiper came, then swiper starts on that picture', async () => {
    render(<ProductGallery title={TITLE} pictures={PICTURES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Фото 2' }));
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Фотографии товара' }));
    const { main } = await built();
    expect(main.params.initialSlide).toBe(1);
  });

  it('When a picture is zoomed in, then it is its drawing (no WebP) until zoomed out', async () => {
    render(<ProductGallery title={TITLE} pictures={PICTURES} />);
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Фотографии товара' }));
    const { main } = await built();
    const first = screen.getByRole('img', { name: TITLE });
    expect(webpOf(first)).toBe('/api/media/products/7.webp');

    act(() => main.emit('zoomChange', ZOOM_SCALE));
    expect(webpOf(first)).toBeNull();
    act(() => main.emit('zoomChange', 1));
    expect(webpOf(first)).toBe('/api/media/products/7.webp');
  });

  it('When a product has one picture, then there are no thumbnails, arrows or Tab stop, and swiper still zooms it', async () => {
    render(<ProductGallery title={TITLE} pictures={PICTURES.slice(0, 1)} />);
    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });
    expect(within(gallery).queryByRole('button')).not.toBeInTheDocument();
    expect(gallery.querySelector('[tabindex]')).toBeNull();

    fireEvent.pointerDown(gallery);
    await waitFor(() => expect(FakeSwiper.made).toHaveLength(1));
    expect(FakeSwiper.made[0]!.params).toMatchObject({ navigation: false, zoom: { maxRatio: ZOOM_SCALE } });
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './ProductGallery';
import { ZOOM_SCALE, ZoomablePicture } from './ZoomablePicture';

const TITLE = 'Solgar Витамин D3 1000 МЕ, 90 капсул';
const PICTURES = [
  { src: '/api/media/products/7.svg', webp: '/api/media/products/7.webp' },
  { src: '/api/media/products/7-2.svg', webp: '/api/media/products/7-2.webp' },
  // An uploaded picture: no WebP beside it.
  { src: '/api/exchange/pictures/3f.jpg', webp: null },
];

/** The WebP source the browser prefers for a picture, or null. */
function webpOf(img: HTMLElement): string | null {
  const source = img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelector('source[type="image/webp"]') : null;
  return source?.getAttribute('srcset') ?? null;
}

function pointer(fine: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: fine && query.includes('pointer: fine'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

function frameOf(img: HTMLElement): HTMLElement {
  const frame = img.closest<HTMLElement>('[data-testid="product-picture"]')!;
  frame.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 400, right: 500, bottom: 450, x: 100, y: 50, toJSON() {} });
  return frame;
}

describe('ProductGallery', () => {
  it('When a product has three pictures, then the carousel shows them at once with three thumbnails, the first pressed, and a thumbnail moves it', async () => {
    render(<ProductGallery title={TITLE} pictures={PICTURES} />);

    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });
    const first = within(gallery).getByRole('img', { name: TITLE });
    expect(first).toHaveAttribute('src', PICTURES[0].src);
    expect(webpOf(first)).toBe(PICTURES[0].webp);
    // The first picture is the page's largest paint; the others wait until they come near the screen.
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const third = within(gallery).getByRole('img', { name: `${TITLE}, Фото 3` });
    expect(third).toHaveAttribute('src', PICTURES[2].src);
    expect(webpOf(third)).toBeNull();
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).toHaveAttribute('decoding', 'async');
    expect(within(gallery).getByRole('group', { name: '1 из 3' })).toHaveAttribute('aria-current', 'true');
    const thumbs = within(gallery).getAllByRole('button', { name: /^Фото \d$/ });
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(thumbs.map((thumb) => webpOf(thumb.querySelector('img')!))).toEqual(PICTURES.map((picture) => picture.webp));

    await userEvent.click(thumbs[2]);

    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    expect(within(gallery).getByRole('group', { name: '3 из 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('When the pictures have the keyboard, then the arrow keys move them, and the arrows stop at the ends', () => {
    render(<ProductGallery title={TITLE} pictures={PICTURES} />);
    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });
    const previous = within(gallery).getByRole('button', { name: 'Предыдущий слайд' });
    expect(previous).toBeDisabled();

    const track = within(gallery).getByRole('group', { name: '1 из 3' }).parentElement as HTMLElement;
    expect(track).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    fireEvent.keyDown(track, { key: 'ArrowRight' });

    expect(within(gallery).getByRole('group', { name: '3 из 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(gallery).getByRole('button', { name: 'Следующий слайд' })).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('When the window is desktop wide, then the pictures leave the Tab order to the arrows and the thumbnails', () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('min-width: 1024px'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    render(<ProductGallery title={TITLE} pictures={PICTURES} />);
    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });

    const track = within(gallery).getByRole('group', { name: '1 из 3' }).parentElement as HTMLElement;

    expect(track).toHaveAttribute('tabindex', '-1');
    expect(within(gallery).getByRole('button', { name: 'Следующий слайд' })).toBeEnabled();
  });

  it('When the thumbnails have the keyboard, then they are one Tab stop and arrows, Home and End choose the picture', async () => {
    render(<ProductGallery title={TITLE} pictures={PICTURES} />);
    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });
    const thumbs = within(gallery).getAllByRole('button', { name: /^Фото \d$/ });
    expect(thumbs.map((thumb) => thumb.tabIndex)).toEqual([0, -1, -1]);

    thumbs[0].focus();
    fireEvent.keyDown(thumbs[0], { key: 'ArrowRight' });

    expect(thumbs[1]).toHaveFocus();
    await waitFor(() => expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']));
    expect(thumbs.map((thumb) => thumb.tabIndex)).toEqual([-1, 0, -1]);

    fireEvent.keyDown(thumbs[1], { key: 'End' });
    await waitFor(() => expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.keyDown(thumbs[2], { key: 'Home' });
    await waitFor(() => expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true'));
    expect(thumbs[0]).toHaveFocus();
  });

  it('When a product has one picture, then there is no carousel and no thumbnails', () => {
    render(<ProductGallery title={TITLE} pictures={PICTURES.slice(0, 1)} />);

    expect(screen.getByRole('img', { name: TITLE })).toHaveAttribute('loading', 'eager');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: TITLE })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('ZoomablePicture', () => {
  it('When a mouse moves over the picture on a desktop, then it zooms in around the pointer on the drawing, and leaving restores the WebP', () => {
    pointer(true);
    render(<ZoomablePicture {...PICTURES[0]} alt={TITLE} />);
    const img = screen.getByRole('img', { name: TITLE });
    const frame = frameOf(img);
    expect(webpOf(img)).toBe(PICTURES[0].webp);

    fireEvent.mouseMove(frame, { clientX: 200, clientY: 350 });

    expect(img.style.transform).toBe(`scale(${ZOOM_SCALE})`);
    expect(img.style.transformOrigin).toBe('25.0% 75.0%');
    expect(frame).toHaveClass('mfc-zoom--active');
    // Zoomed in, the vector drawing stays sharp where the raster would blur.
    expect(webpOf(img)).toBeNull();
    expect(img).toHaveAttribute('src', PICTURES[0].src);

    fireEvent.mouseLeave(frame);

    expect(img.style.transform).toBe('');
    expect(frame).not.toHaveClass('mfc-zoom--active');
    expect(webpOf(img)).toBe(PICTURES[0].webp);
  });

  it('When the screen is touched rather than pointed at, then the picture never zooms', () => {
    pointer(false);
    render(<ZoomablePicture {...PICTURES[0]} alt={TITLE} />);
    const img = screen.getByRole('img', { name: TITLE });

    fireEvent.mouseMove(frameOf(img), { clientX: 200, clientY: 350 });

    expect(img.style.transform).toBe('');
  });
});

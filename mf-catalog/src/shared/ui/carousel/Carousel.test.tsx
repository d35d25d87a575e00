import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { Carousel } from './Carousel';
import { AUTOPLAY_DELAY_MS } from './useAutoplay';

const slides = ['Первый', 'Второй', 'Третий'].map((title) => ({ key: title, node: <a href={`/${title}`}>{title}</a> }));

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/** The slide marked current, by its name («2 из 3»). */
function current(region: HTMLElement): string | null {
  const slide = within(region)
    .getAllByRole('group')
    .find((group) => group.getAttribute('aria-current') === 'true');
  return slide?.getAttribute('aria-label') ?? null;
}

describe('Carousel', () => {
  beforeEach(() => reducedMotion(false));

  it('When it is drawn, then every slide is there at once, named, with dots and arrows named in Russian', () => {
    renderWithProviders(<Carousel slides={slides} variant="hero" label="Акции" />);

    const region = screen.getByRole('region', { name: 'Акции' });
    expect(region).toHaveAttribute('aria-roledescription', 'карусель');
    expect(within(region).getAllByRole('link')).toHaveLength(3);
    expect(within(region).getByRole('group', { name: '1 из 3' })).toHaveTextContent('Первый');
    expect(within(region).getByRole('group', { name: '2 из 3' })).toHaveAttribute('aria-roledescription', 'слайд');
    expect(within(region).getByRole('button', { name: 'Предыдущий слайд' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Перейти к слайду 3' })).toBeInTheDocument();
    expect(current(region)).toBe('1 из 3');
  });

  it('When the next arrow, a dot or the arrow keys are used, then the current slide and dot follow, past the last to the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Carousel slides={slides} variant="hero" label="Акции" />);
    const region = screen.getByRole('region', { name: 'Акции' });

    await user.click(within(region).getByRole('button', { name: 'Следующий слайд' }));
    expect(current(region)).toBe('2 из 3');
    expect(within(region).getByRole('button', { name: 'Перейти к слайду 2' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(region).getByRole('button', { name: 'Перейти к слайду 3' }));
    expect(current(region)).toBe('3 из 3');

    fireEvent.keyDown(within(region).getByRole('link', { name: 'Третий' }), { key: 'ArrowRight' });
    expect(current(region)).toBe('1 из 3');
    fireEvent.keyDown(within(region).getByRole('link', { name: 'Первый' }), { key: 'ArrowLeft' });
    expect(current(region)).toBe('3 из 3');
  });

  it('When the carousel has one slide, then it shows no dots and no arrows', () => {
    renderWithProviders(<Carousel slides={slides.slice(0, 1)} variant="hero" label="Акции" />);

    expect(screen.getByRole('group', { name: '1 из 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('When it turns by itself, then it moves every few seconds, waits under the pointer, and its button stops it', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Carousel slides={slides} variant="hero" label="Акции" autoplay />);
      const region = screen.getByRole('region', { name: 'Акции' });

      act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS));
      expect(current(region)).toBe('2 из 3');

      fireEvent.mouseEnter(region);
      act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 2));
      expect(current(region)).toBe('2 из 3');
      fireEvent.mouseLeave(region);

      fireEvent.click(within(region).getByRole('button', { name: 'Остановить смену слайдов' }));
      act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 2));
      expect(current(region)).toBe('2 из 3');
      expect(within(region).getByRole('button', { name: 'Продолжить смену слайдов' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('When the visitor asks for less motion, then it never turns by itself and offers no stop button', () => {
    reducedMotion(true);
    jest.useFakeTimers();
    try {
      renderWithProviders(<Carousel slides={slides} variant="hero" label="Акции" autoplay />);
      const region = screen.getByRole('region', { name: 'Акции' });

      act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 3));

      expect(current(region)).toBe('1 из 3');
      expect(within(region).queryByRole('button', { name: 'Остановить смену слайдов' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('When it has no label, then it is no region of its own and its slides are still named', () => {
    renderWithProviders(<Carousel slides={slides} variant="texts" />);

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '3 из 3' })).toHaveTextContent('Третий');
  });

  it('When its slides hold nothing the keyboard reaches, then the track itself is a Tab stop; with links it is not', () => {
    const texts = ['Отзыв Анны', 'Отзыв Олега'].map((text) => ({ key: text, node: <p>{text}</p> }));
    const { unmount } = renderWithProviders(<Carousel slides={texts} variant="texts" />);
    expect(screen.getByRole('group', { name: '1 из 2' }).parentElement).toHaveAttribute('tabindex', '0');
    unmount();

    renderWithProviders(<Carousel slides={slides} variant="hero" label="Акции" />);
    expect(screen.getByRole('group', { name: '1 из 3' }).parentElement).not.toHaveAttribute('tabindex');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FakeSwiper, fakeSwiperKit } from '../../../test/fakeSwiper';
import { IDLE_FALLBACK_MS } from '../swiper';
import { loadSwiper } from '../swiper/loadSwiper';
import { AUTOPLAY_DELAY_MS, Carousel } from './Carousel';

jest.mock('../swiper/loadSwiper');

const slides = ['Первый', 'Второй', 'Третий'].map((title) => ({ key: title, node: <a href={`/${title}`}>{title}</a> }));

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/** The swiper the carousel built once its code came. */
async function built(): Promise<FakeSwiper> {
  await waitFor(() => expect(FakeSwiper.made).toHaveLength(1));
  return FakeSwiper.made[0]!;
}

describe('Carousel', () => {
  beforeEach(() => {
    reducedMotion(false);
    jest.mocked(loadSwiper).mockReset().mockResolvedValue(fakeSwiperKit());
  });

  it('When the server draws it, then it is swiper’s markup with the A11y module’s names in Russian, and no swiper code is asked for', () => {
    const html = renderToString(<Carousel slides={slides} variant="hero" label="Акции" autoplay />);

    expect(html).toContain('class="swiper mfc-carousel mfc-carousel--hero"');
    expect(html).toMatch(/role="region" aria-label="Акции" aria-roledescription="карусель"/);
    expect(html).toContain('class="swiper-wrapper mfc-carousel__track"');
    expect(html.match(/class="swiper-slide mfc-carousel__slide" role="group" aria-roledescription="слайд" aria-label="\d из 3"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Остановить смену слайдов"');
    expect(loadSwiper).not.toHaveBeenCalled();
  });

  it('When the visitor touches it, then swiper’s core takes the same element with A11y, Keyboard, Navigation, Pagination and Autoplay in Russian', async () => {
    renderWithProviders(<Carousel slides={slides} variant="hero" label="Акции" autoplay />);
    const region = screen.getByRole('region', { name: 'Акции' });
    expect(loadSwiper).not.toHaveBeenCalled();

    fireEvent.pointerDown(within(region).getByRole('group', { name: '2 из 3' }));
    const swiper = await built();

    expect(swiper.el).toBe(region);
    expect(swiper.params).toMatchObject({
      modules: ['A11y', 'Keyboard', 'Navigation', 'Pagination', 'Autoplay'],
      slidesPerView: 'auto',
      rewind: true,
      keyboard: { enabled: false },
      autoplay: { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false },
      a11y: {
        containerRole: 'region',
        containerMessage: 'Акции',
        containerRoleDescriptionMessage: 'карусель',
        itemRoleDescriptionMessage: 'слайд',
        slideLabelMessage: '{{index}} из {{slidesLength}}',
        prevSlideMessage: 'Предыдущий слайд',
        nextSlideMessage: 'Следующий слайд',
        paginationBulletMessage: 'Перейти к слайду {{index}}',
      },
    });
    expect((swiper.params.navigation as { nextEl: HTMLElement }).nextEl).toBe(within(region).getByRole('button', { name: 'Следующий слайд' }));
  });

  it('When nobody touches it, then swiper comes once the page is idle', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Carousel slides={slides} variant="cards" />);
      expect(loadSwiper).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(IDLE_FALLBACK_MS + 10);
      });
      expect(loadSwiper).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
    const swiper = await built();
    // A row of cards without a label is no region of its own: its section names it.
    expect(swiper.params).toMatchObject({ autoplay: false, a11y: { containerRole: null, containerRoleDescriptionMessage: null } });
  });

  it('When the focus comes inside, then the arrow keys move this carousel and the autoplay waits; when it leaves, it turns again', async () => {
    renderWithProviders(
      <>
        <Carousel slides={slides} variant="hero" label="Акции" autoplay />
        <button type="button">Дальше</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    const swiper = await built();
    await waitFor(() => expect(swiper.keyboard.enable).toHaveBeenCalled());
    expect(swiper.autoplay.pause).toHaveBeenCalled();

    swiper.autoplay.paused = true;
    screen.getByRole('button', { name: 'Дальше' }).focus();
    expect(swiper.keyboard.disable).toHaveBeenCalled();
    expect(swiper.autoplay.resume).toHaveBeenCalled();
  });

  it('When the stop button is pressed, then swiper’s autoplay stops for good and the button offers to go on', async () => {
    renderWithProviders(<Carousel slides={slides} variant="hero" label="Акции" autoplay />);
    const user = userEvent.setup();
    const stop = screen.getByRole('button', { name: 'Остановить смену слайдов' });
    await user.click(stop);
    const swiper = await built();
    // Pressed before swiper came: it starts stopped.
    expect(swiper.autoplay.stop).toHaveBeenCalled();

    const play = screen.getByRole('button', { name: 'Продолжить смену слайдов' });
    await user.click(play);
    expect(swiper.autoplay.start).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Остановить смену слайдов' }));
    expect(swiper.autoplay.stop).toHaveBeenCalledTimes(2);
  });

  it('When the visitor asked for less motion, then nothing turns by itself, no stop button, and moves are instant', async () => {
    reducedMotion(true);
    renderWithProviders(<Carousel slides={slides} variant="hero" label="Акции" autoplay />);
    expect(screen.queryByRole('button', { name: 'Остановить смену слайдов' })).not.toBeInTheDocument();

    fireEvent.pointerDown(screen.getByRole('region', { name: 'Акции' }));
    const swiper = await built();
    expect(swiper.params).toMatchObject({ autoplay: false, speed: 0 });
  });

  it('When an arrow is pressed before swiper came, then swiper makes that move once it runs', async () => {
    renderWithProviders(<Carousel slides={slides} variant="cards" label="Хиты" />);
    fireEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Хиты' }));
    const swiper = await built();
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('When the code cannot come (offline), then the row stays as drawn and the next touch asks again', async () => {
    jest.mocked(loadSwiper).mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<Carousel slides={slides} variant="cards" label="Хиты" />);
    const region = screen.getByRole('region', { name: 'Хиты' });
    fireEvent.pointerDown(region);
    await waitFor(() => expect(loadSwiper).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    fireEvent.pointerDown(region);
    await built();
    expect(loadSwiper).toHaveBeenCalledTimes(2);
  });
});

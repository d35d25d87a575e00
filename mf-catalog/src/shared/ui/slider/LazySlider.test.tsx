import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LazySlider, SliderPlaceholder } from './LazySlider';

const slides = ['Первый', 'Второй', 'Третий'].map((title) => ({ key: title, node: <a href={`/${title}`}>{title}</a> }));

// jsdom lays nothing out: give elements a width, or swiper sees no room and locks itself.
const widths = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (widths) Object.defineProperty(HTMLElement.prototype, 'clientWidth', widths);
});

describe('LazySlider', () => {
  it('When swiper has loaded, then every slide is there with bullets and arrows named in Russian', async () => {
    renderWithProviders(<LazySlider slides={slides} variant="hero" label="Акции" />);

    await screen.findByRole('button', { name: 'Следующий слайд' });
    const region = screen.getByRole('region', { name: 'Акции' });
    expect(within(region).getByRole('button', { name: 'Следующий слайд' })).toBeInTheDocument();
    expect(within(region).getAllByRole('link')).toHaveLength(3);
    expect(within(region).getByRole('button', { name: 'Перейти к слайду 2' })).toBeInTheDocument();
    expect(within(region).getByRole('group', { name: '1 из 3' })).toHaveTextContent('Первый');
  });

  it('When the next arrow is pressed, then the second slide becomes the active one', async () => {
    const { container } = renderWithProviders(<LazySlider slides={slides} variant="hero" label="Акции" />);
    const next = await screen.findByRole('button', { name: 'Следующий слайд' });
    expect(container.querySelector('.swiper-slide-active')).toHaveTextContent('Первый');

    await userEvent.click(next);

    expect(container.querySelector('.swiper-slide-active')).toHaveTextContent('Второй');
  });

  it('When the slider has one slide, then it shows no bullets and no arrows', async () => {
    renderWithProviders(<LazySlider slides={slides.slice(0, 1)} variant="hero" label="Акции" />);
    await screen.findByRole('group', { name: '1 из 1' });
    expect(screen.queryByRole('button', { name: 'Следующий слайд' })).not.toBeInTheDocument();
  });

  it('When swiper is still loading, then the placeholder shows the first slide of a hero and the first four cards of a row', () => {
    const cards = Array.from({ length: 6 }, (_, index) => ({ key: index, node: <span>Карточка {index + 1}</span> }));
    const { rerender } = renderWithProviders(<SliderPlaceholder slides={slides} variant="hero" label="Акции" />);
    expect(screen.getByRole('region', { name: 'Акции' })).toHaveTextContent(/^Первый$/);

    rerender(<SliderPlaceholder slides={cards} variant="cards" label="Товары недели" />);
    expect(screen.getByText('Карточка 4')).toBeInTheDocument();
    expect(screen.queryByText('Карточка 5')).not.toBeInTheDocument();
  });
});

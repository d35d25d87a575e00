import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeProduct } from 'shared-kit/testing';
import { installFakeFragments } from '../../../test/fakeFragments';
import { ProductGrid } from './ProductGrid';

describe('ProductGrid', () => {
  beforeEach(() => installFakeFragments());

  it('When a grid starts the first screen, then its first pictures load at once, the very first before others, and the rest lazily', () => {
    const products = Array.from({ length: 6 }, (_, index) => makeProduct(index + 1, { title: `Товар ${index + 1}` }));

    render(
      <MemoryRouter>
        <ProductGrid products={products} firstScreen={4} />
      </MemoryRouter>,
    );

    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('When a product is soon on sale, then its card tells the cart button so; one out of stock does not', async () => {
    const soon = makeProduct(1, { title: 'Новинка в пути', quantity: 0, offer: { available: false, count: 0 }, novelty: true });
    const gone = makeProduct(2, { title: 'Распродано', quantity: 0, offer: { available: false, count: 0 }, novelty: false });

    render(
      <MemoryRouter>
        <ProductGrid products={[soon, gone]} />
      </MemoryRouter>,
    );

    const soonButton = await within(screen.getByRole('article', { name: 'Новинка в пути' })).findByRole('button', { name: 'В корзину' });
    const goneButton = await within(screen.getByRole('article', { name: 'Распродано' })).findByRole('button', { name: 'В корзину' });
    expect(soonButton).toHaveAttribute('data-soon', 'true');
    expect(goneButton).not.toHaveAttribute('data-soon');
    expect(screen.getByRole('article', { name: 'Новинка в пути' })).toHaveTextContent('Скоро в продаже');
  });

  it('When a grid is not in the first screen, then every picture loads lazily', () => {
    render(
      <MemoryRouter>
        <ProductGrid products={[makeProduct(1), makeProduct(2)]} />
      </MemoryRouter>,
    );

    const pictures = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(pictures.some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
  });
});

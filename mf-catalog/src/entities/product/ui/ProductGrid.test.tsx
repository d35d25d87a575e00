import { render, screen } from '@testing-library/react';
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

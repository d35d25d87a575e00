import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ProductCard } from './ProductCard';

const product = {
  id: 7,
  title: 'Solgar Витамин D3 1000 МЕ, 90 капсул',
  url: '/products/vitaminy/solgar-d3',
  preview: '/api/media/products/7.svg',
  price_current: 1290,
  price_old: 1590,
  discount: 19,
  novelty: true,
  quantity: 0,
  labels: [{ id: 1, name: 'Хит', bg_color: null }],
  rating_total: 4.6,
  points: 64,
};

describe('ProductCard', () => {
  it('When a discounted novelty without stock is shown, then marks, prices and availability are visible', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} actions={<button type="button">Купить</button>} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: product.title })).toHaveAttribute('href', product.url);
    expect(screen.getByText('−19%')).toBeInTheDocument();
    expect(screen.getByText('Новинка')).toBeInTheDocument();
    expect(screen.getByText('Хит')).toBeInTheDocument();
    expect(screen.getByText('Скоро в продаже')).toBeInTheDocument();
    expect(screen.getByLabelText(/Старая цена/)).toBeInTheDocument();
    expect(screen.getByLabelText('Рейтинг 4.6 из 5')).toBeInTheDocument();
    expect(screen.getByText('+64 бонуса')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Купить' })).toBeInTheDocument();
  });
});

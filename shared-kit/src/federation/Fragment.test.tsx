import { render, screen } from '@testing-library/react';
import { Fragment } from './Fragment';
import { setRemoteLoader } from './remoteLoader';

function HeaderCart() {
  return <button type="button">Корзина 2</button>;
}

describe('Fragment', () => {
  it('When the remote loads, then its component renders after a sized placeholder', async () => {
    setRemoteLoader(async (id) => (id === 'mf_checkout/HeaderCart' ? { HeaderCart } : null));

    const { container } = render(<Fragment id="mf_checkout/HeaderCart" props={{}} />);

    expect(container.querySelector('[data-fragment-placeholder="mf_checkout/HeaderCart"]')).toHaveStyle({
      width: '56px',
      height: '44px',
    });
    expect(await screen.findByRole('button', { name: 'Корзина 2' })).toBeInTheDocument();
  });

  it('When the remote cannot be reached, then a quiet Russian message stands in its place', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(async () => {
      throw new Error('manifest blocked');
    });

    render(<Fragment id="mf_search/SearchDropdown" props={{}} />);

    expect(await screen.findByRole('note')).toHaveTextContent('Поиск временно недоступен');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WaitlistButton } from './WaitlistButton';

afterEach(() => getSession().signOut());

describe('WaitlistButton', () => {
  it('When an anonymous visitor presses it, then sign-in is requested and nothing is sent', async () => {
    const http = mockHttp({});
    const requests: unknown[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
    renderWithProviders(<WaitlistButton productId={7} />);

    await userEvent.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));

    expect(requests).toEqual([{ reason: 'waitlist' }]);
    expect(http.requests).toEqual([]);
    stop();
  });

  it('When a signed-in customer adds and removes a product, then the server answers the waitlist and the shop is told', async () => {
    getSession().signIn('token-1');
    const http = mockHttp({
      'GET /waiting/info': { data: { quantity: 1, products: [3] } },
      'POST /waiting/add': { data: { quantity: 2, products: [7, 3] } },
      'POST /waiting/remove': { data: { quantity: 1, products: [3] } },
    });
    const changes: unknown[] = [];
    const stop = getEventBus().subscribe('account:waitlist-changed', (payload) => changes.push(payload));
    renderWithProviders(<WaitlistButton productId={7} />);
    await waitFor(() => expect(http.calls('GET /waiting/info')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));
    const pressed = await screen.findByRole('button', { name: 'В листе ожидания' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Напишем на почту, когда товар появится');
    await userEvent.click(pressed);

    expect(await screen.findByRole('button', { name: 'Сообщить о поступлении' })).toHaveAttribute('aria-pressed', 'false');
    expect(http.calls('POST /waiting/add')[0].body).toEqual({ product_id: 7 });
    expect(http.calls('POST /waiting/remove')[0].body).toEqual({ product_id: 7 });
    expect(changes).toEqual([{ quantity: 2 }, { quantity: 1 }]);
    stop();
  });

  it('When the server refuses, then a short error shows and the button stays as it was', async () => {
    getSession().signIn('token-1');
    mockHttp({
      'GET /waiting/info': { data: { quantity: 0, products: [] } },
      'POST /waiting/add': { status: 500, data: {} },
    });
    renderWithProviders(<WaitlistButton productId={7} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Сообщить о поступлении' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось изменить лист ожидания. Попробуйте ещё раз.');
    expect(screen.getByRole('button', { name: 'Сообщить о поступлении' })).toHaveAttribute('aria-pressed', 'false');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { getEventBus } from '../bus/eventBus';
import { NotFoundError } from '../federation/NotFoundError';
import { getSession } from '../session/sessionService';
import { mockHttp, restoreHttp } from '../testing/mockHttp';
import { mountHarness, type HarnessOptions } from './mountHarness';

function Missing(): never {
  throw new NotFoundError();
}

const options: HarnessOptions = {
  name: 'mf_checkout',
  routes: [
    { path: '/cart', element: <h1>Корзина</h1> },
    { path: '/order', element: <h1>Оформление заказа</h1> },
    { path: '/products/*', element: <Missing /> },
  ],
  links: [
    { to: '/cart', label: 'Корзина' },
    { to: '/order', label: 'Оформление' },
  ],
  header: <button type="button">Мини-корзина</button>,
  home: <p>Товары для проверки</p>,
  overlays: <div role="dialog" aria-label="Окно команды" />,
};

let root: Root | undefined;

async function mountAt(pathname: string, change: Partial<HarnessOptions> = {}) {
  window.history.pushState({}, '', pathname);
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = mountHarness({ ...options, ...change, container });
  });
}

beforeEach(() => {
  mockHttp({ 'GET /personal/get_session': { data: { token: 'harness-session' } } });
  // The router warns of every address none of the remote's routes matches; here that is on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  restoreHttp();
  jest.restoreAllMocks();
});

describe('mountHarness', () => {
  it('When a route of the remote is opened, then its page shows under a header with the team’s links and fragments', async () => {
    await mountAt('/cart');

    expect(await screen.findByRole('heading', { name: 'Корзина' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'mf_checkout' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Оформление' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('button', { name: 'Мини-корзина' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Окно команды' })).toBeInTheDocument();
    await waitFor(() => expect(getSession().state.sessionKey).toBe('harness-session'));
  });

  it('When an address belongs to nobody of the remote, then the harness says so; the home page shows the home', async () => {
    await mountAt('/brands');
    expect(screen.getByText('Маршрут не принадлежит mf_checkout')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'mf_checkout' }));

    expect(screen.getByText('Товары для проверки')).toBeInTheDocument();
    expect(screen.queryByText('Маршрут не принадлежит mf_checkout')).not.toBeInTheDocument();
  });

  it('When the location changes, then the bus hears it as it would hear the shell', async () => {
    const pathnames: string[] = [];
    const stop = getEventBus().subscribe('shell:route-changed', ({ pathname }) => pathnames.push(pathname));
    await mountAt('/cart');

    await userEvent.click(screen.getByRole('link', { name: 'Оформление' }));

    expect(pathnames.at(-1)).toBe('/order');
    expect(pathnames).toContain('/cart');
    stop();
  });

  it('When a page throws NotFoundError, then the 404 note stands in for it until the next address', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountAt('/products/net-takogo-tovara');
    expect(
      screen.getByText('404 — Страница не найдена (в магазине это страница оболочки)'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Корзина' }));

    expect(screen.getByRole('heading', { name: 'Корзина' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, getSession } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { cartInfo, cartItem, cartList, cartWrite } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CartPage } from './CartPage';

const lines = cartList([
  cartItem(7, {
    title: 'Solgar Витамин D3 1000 МЕ',
    url: '/products/vitaminy/solgar-d3',
    amount: 2,
    price_current: 990,
    available: 10,
  }),
  cartItem(12, { title: 'Пробник крема', is_gift: true }),
]);

afterEach(() => getSession().signOut());

describe('CartPage', () => {
  it('When the cart is empty, then it says so and links to the catalogue', async () => {
    mockHttp({
      'GET /cart/info': { data: cartInfo({ count: 0, priceDefault: 0, priceFinal: 0, discount: 0 }) },
      'GET /cart/list': { data: cartList() },
    });
    renderWithProviders(<CartPage />, { route: '/cart' });

    expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/category');
  });

  it('When the cart has items, then lines and the server totals are shown', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo() }, 'GET /cart/list': { data: lines } });
    renderWithProviders(<CartPage />, { route: '/cart' });

    const list = await screen.findByRole('list', { name: 'Товары в корзине' });
    expect(within(list).getByRole('link', { name: 'Solgar Витамин D3 1000 МЕ' })).toHaveAttribute(
      'href',
      '/products/vitaminy/solgar-d3',
    );
    expect(within(list).getByRole('textbox', { name: 'Количество' })).toHaveValue('2');
    expect(within(list).getByText('Подарок')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(within(summary).getByText('Товары (3 товара)')).toBeInTheDocument();
    expect(within(summary).getByText(/−300/)).toBeInTheDocument();
    expect(within(summary).getByText('Итого').nextSibling).toHaveTextContent(/2\s970\s₽/);
    expect(within(summary).getByText('+148')).toBeInTheDocument();
  });

  it('When the list does not answer, then the totals are still shown with a quiet note', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo() }, 'GET /cart/list': { status: 404 } });
    renderWithProviders(<CartPage />, { route: '/cart' });

    expect(await screen.findByRole('note')).toHaveTextContent('Список товаров временно недоступен');
    expect(screen.getByRole('region', { name: 'Ваш заказ' })).toBeInTheDocument();
  });

  it('When the totals cannot be loaded, then a short message asks to reload', async () => {
    mockHttp({ 'GET /cart/info': { status: 500 }, 'GET /cart/list': { status: 500 } });
    renderWithProviders(<CartPage />, { route: '/cart' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить корзину');
  });

  it('When an anonymous visitor goes to checkout, then the sign-in window is requested', async () => {
    mockHttp({ 'GET /cart/info': { data: cartInfo() }, 'GET /cart/list': { data: lines } });
    const requests: unknown[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
    renderWithProviders(<CartPage />, { route: '/cart' });

    await userEvent.click(await screen.findByRole('button', { name: 'Перейти к оформлению' }));

    expect(requests).toEqual([{ reason: 'cart', redirectTo: '/order' }]);
    stop();
  });

  it('When a signed-in customer is in the cart, then checkout is a link to /order', async () => {
    getSession().signIn('token-1');
    mockHttp({ 'GET /cart/info': { data: cartInfo() }, 'GET /cart/list': { data: lines } });
    renderWithProviders(<CartPage />, { route: '/cart' });

    expect(await screen.findByRole('link', { name: 'Перейти к оформлению' })).toHaveAttribute(
      'href',
      '/order',
    );
  });

  it('When the last unit of a line is removed, then the cart becomes empty', async () => {
    let count = 1;
    const http = mockHttp({
      'GET /cart/info': () => ({
        data: cartInfo({ count, priceDefault: 990 * count, priceFinal: 990 * count, discount: 0 }),
      }),
      'GET /cart/list': { data: cartList([{ ...lines.items[0], amount: 1 }]) },
      'POST /cart/remove': () => {
        count = 0;
        return { data: cartWrite(7, []) };
      },
    });
    renderWithProviders(<CartPage />, { route: '/cart' });
    const list = await screen.findByRole('list', { name: 'Товары в корзине' });

    await userEvent.click(within(list).getByRole('button', { name: 'Уменьшить количество' }));

    expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();
    expect(http.calls('POST /cart/remove')[0].body).toEqual({ product_id: 7, quantityNew: 0 });
  });

  it('When a line is out of stock, then it is marked, checkout is blocked, and removing it unblocks', async () => {
    getSession().signIn('token-1');
    let items = [
      cartItem(7, { title: 'Омега-3', amount: 2 }),
      cartItem(9, { title: 'Коллаген', quantity: 0, available: 0 }),
    ];
    const list = () => ({
      items,
      statuses: {
        gifts_available: false,
        gifts_added: false,
        out_of_stock: items.filter((item) => item.quantity === 0).map((item) => item.title),
      },
    });
    const http = mockHttp({
      'GET /cart/info': () => ({
        data: cartInfo({ count: items.reduce((sum, item) => sum + item.amount, 0) }),
      }),
      'GET /cart/list': () => ({ data: list() }),
      'POST /cart/remove': ({ body }) => {
        items = items.filter((item) => item.product_id !== (body as { product_id: number }).product_id);
        return {
          data: {
            ...cartInfo({ count: 2 }),
            ...list(),
            product_id: 9,
            amount: 0,
            clamped: false,
            available: 0,
            notice: null,
          },
        };
      },
    });
    renderWithProviders(<CartPage />, { route: '/cart' });

    const lines = await screen.findByRole('list', { name: 'Товары в корзине' });
    const line = within(lines).getByRole('link', { name: 'Коллаген' }).closest('li') as HTMLElement;
    expect(within(line).getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Товаров нет в наличии: Коллаген. Удалите их из корзины, чтобы перейти к оформлению.',
    );
    expect(screen.getByRole('button', { name: 'Перейти к оформлению' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Перейти к оформлению' })).not.toBeInTheDocument();

    await userEvent.click(within(line).getByRole('button', { name: 'Удалить «Коллаген» из корзины' }));

    expect(await screen.findByRole('link', { name: 'Перейти к оформлению' })).toHaveAttribute(
      'href',
      '/order',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(http.calls('POST /cart/remove')[0].body).toEqual({ product_id: 9, quantityNew: 0 });
  });

  it('When the cart is cleared, then it asks first and then the cart is empty and the badge says 0', async () => {
    let items = [cartItem(7, { title: 'Омега-3', amount: 2 })];
    const http = mockHttp({
      'GET /cart/info': () => ({ data: cartInfo({ count: items.length ? 2 : 0 }) }),
      'GET /cart/list': () => ({
        data: { items, statuses: { gifts_available: false, gifts_added: false, out_of_stock: [] } },
      }),
      'POST /cart/clear': () => {
        items = [];
        return {
          data: {
            ...cartInfo({ count: 0, priceDefault: 0, priceFinal: 0, discount: 0 }),
            items: [],
            statuses: { gifts_available: false, gifts_added: false, out_of_stock: [] },
            product_id: null,
            amount: 0,
            clamped: false,
            available: null,
            notice: null,
          },
        };
      },
    });
    const counts: number[] = [];
    const stop = getEventBus().subscribe('checkout:cart-changed', ({ count }) => counts.push(count));
    renderWithProviders(<CartPage />, { route: '/cart' });

    await userEvent.click(await screen.findByRole('button', { name: 'Очистить корзину' }));
    const dialog = screen.getByRole('dialog', { name: 'Очистить корзину?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(http.calls('POST /cart/clear')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Очистить' }));

    expect(await screen.findByText('Ваша корзина пуста')).toBeInTheDocument();
    expect(http.calls('POST /cart/clear')).toHaveLength(1);
    expect(counts).toEqual([0]);
    stop();
  });
});

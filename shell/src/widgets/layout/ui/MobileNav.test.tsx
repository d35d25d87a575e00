import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { getEventBus, getSession, setRemoteLoader } from 'shared-kit';
import type { NavDto } from 'shared-kit/contracts';
import { mockHttp } from 'shared-kit/testing';
import { useAppTestSetup } from '../../../test/appTestSetup';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MobileNav } from './MobileNav';

/** The checkout team's cart link as the runtime hands it over: it shows the props it got and a count. */
function FakeCartLink({ variant }: { variant?: string }) {
  return (
    <Link to="/cart" aria-label="Корзина — 3 товара" data-variant={variant}>
      Корзина <span>3</span>
    </Link>
  );
}

const site = {
  files: {},
  configs: {
    SITE_NAME: 'Здоровье+',
    HEADER_PHONE: '8 (8112) 29-30-30',
    HEADER_EMAIL: 'info@zdorovie-plus-pskov.ru',
    HEADER_STORE_LEFT_TITLE: 'Магазин на Октябрьском',
    HEADER_STORE_LEFT_ADDRESS: 'https://yandex.ru/maps/?text=Oktyabrsky',
    HEADER_STORE_LEFT_ADDRESS_NAME: 'г. Псков, Октябрьский пр-кт, д. 22',
    HEADER_STORE_LEFT_PHONE: '+7 (8112) 72-45-11',
    HEADER_STORE_RIGHT_TITLE: 'Магазин на Рижском',
    HEADER_STORE_RIGHT_ADDRESS: 'https://yandex.ru/maps/?text=Rizhsky',
    HEADER_STORE_RIGHT_ADDRESS_NAME: 'г. Псков, Рижский пр-кт, д. 16',
  },
  nav: {
    header_left_menu: [{ id: 1, slug: 'aktsii', type: 'page', title: 'Акции', target: '_self', url: '/aktsii', children: [] }],
    header_menu: [{ id: 2, slug: 'delivery', type: 'page', title: 'Доставка и оплата', target: '_self', url: '/delivery', children: [] }],
    footer_menu: [],
  } satisfies NavDto,
};

function renderNav(route = '/') {
  // The site data answers; the city list does not, so the menu shows no city.
  mockHttp({
    'GET /configs': { data: site.configs },
    'GET /file-configs': { data: site.files },
    'GET /nav': { data: site.nav },
  });
  return renderWithProviders(
    <>
      <MobileNav />
      <Link to="/aktsii">Акции на странице</Link>
    </>,
    { route, showLocation: true },
  );
}

describe('MobileNav', () => {
  useAppTestSetup();
  beforeAll(() => setRemoteLoader(async () => ({ HeaderCart: FakeCartLink })));
  afterEach(() => getSession().signOut());

  it('When a phone shows the bottom bar, then catalogue, cart with its count and menu have icons and text labels', async () => {
    renderNav();
    const bar = screen.getByRole('navigation', { name: 'Мобильная навигация' });

    expect(within(bar).getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/category');
    const cart = await within(bar).findByRole('link', { name: 'Корзина — 3 товара' });
    expect(cart).toHaveAttribute('data-variant', 'tabbar');
    expect(within(bar).getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
    const icons = bar.querySelectorAll('svg');
    expect(icons.length).toBeGreaterThanOrEqual(2);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });

  it('When the burger opens for a visitor, then it shows the logo, «Войти», the phone and the server menus', async () => {
    const user = userEvent.setup();
    renderNav();

    await user.click(screen.getByRole('button', { name: 'Меню' }));

    const menu = screen.getByRole('dialog', { name: 'Меню' });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(within(menu).getByRole('link', { name: 'На главную страницу' })).toHaveTextContent('Здоровье+');
    expect(within(menu).getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /8 \(8112\) 29-30-30/ })).toHaveAttribute('href', 'tel:88112293030');
    expect(within(menu).getByRole('link', { name: 'Акции' })).toHaveAttribute('href', '/aktsii');
    expect(within(menu).getByRole('link', { name: 'Доставка и оплата' })).toHaveAttribute('href', '/delivery');
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('When «Войти» is chosen in the burger, then sign-in is requested and the menu closes', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', ({ reason }) => requests.push(reason));
    renderNav();

    await user.click(screen.getByRole('button', { name: 'Меню' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Меню' })).getByRole('button', { name: 'Войти' }));

    expect(requests).toEqual(['header']);
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveFocus();
    stop();
  });

  it('When the burger opens, then it has the e-mail and both stores with their map links and phones, as the desktop strip', async () => {
    const user = userEvent.setup();
    renderNav();

    await user.click(screen.getByRole('button', { name: 'Меню' }));

    const menu = screen.getByRole('dialog', { name: 'Меню' });
    expect(await within(menu).findByRole('link', { name: /info@zdorovie-plus-pskov\.ru/ })).toHaveAttribute('href', 'mailto:info@zdorovie-plus-pskov.ru');
    expect(within(menu).getByText('Магазин на Октябрьском')).toBeInTheDocument();
    const left = within(menu).getByRole('link', { name: 'г. Псков, Октябрьский пр-кт, д. 22' });
    expect(left).toHaveAttribute('href', 'https://yandex.ru/maps/?text=Oktyabrsky');
    expect(left).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('link', { name: '+7 (8112) 72-45-11' })).toHaveAttribute('href', 'tel:+78112724511');
    expect(within(menu).getByRole('link', { name: 'г. Псков, Рижский пр-кт, д. 16' })).toHaveAttribute('href', 'https://yandex.ru/maps/?text=Rizhsky');
  });

  it('When «Оставить заявку» is chosen in the burger, then the callback window is requested, the menu closes and focus is on the burger button', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    const stop = getEventBus().subscribe('shell:modal-requested', ({ name }) => requests.push(name));
    renderNav();
    const burger = screen.getByRole('button', { name: 'Меню' });

    await user.click(burger);
    await user.click(within(screen.getByRole('dialog', { name: 'Меню' })).getByRole('button', { name: 'Оставить заявку' }));

    expect(requests).toEqual(['leaveApplication-modal']);
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
    // The window opens from here, so it gives focus back here when it closes.
    expect(burger).toHaveFocus();
    stop();
  });

  it('When the customer is signed in, then the burger leads to the cabinet instead', async () => {
    const user = userEvent.setup();
    act(() => getSession().signIn('token-1'));
    renderNav();

    await user.click(screen.getByRole('button', { name: 'Меню' }));

    const menu = screen.getByRole('dialog', { name: 'Меню' });
    expect(within(menu).getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/personal');
    expect(within(menu).queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument();
  });

  it('When Escape is pressed in the burger, then it closes and focus goes back to the burger button', async () => {
    const user = userEvent.setup();
    renderNav();
    const burger = screen.getByRole('button', { name: 'Меню' });

    await user.click(burger);
    const menu = screen.getByRole('dialog', { name: 'Меню' });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it('When Tab reaches the end of the burger, then focus wraps to its start', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Меню' }));
    const menu = screen.getByRole('dialog', { name: 'Меню' });
    within(menu).getByRole('link', { name: 'Доставка и оплата' }).focus();

    await user.tab();

    expect(within(menu).getByRole('link', { name: 'На главную страницу' })).toHaveFocus();
  });

  it('When a link of the burger is followed, then the menu closes on the new page', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Меню' }));

    await user.click(within(screen.getByRole('dialog', { name: 'Меню' })).getByRole('link', { name: 'Акции' }));

    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
  });

  it('When the page changes by another way while the burger is open, then it closes', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Меню' }));

    // A link outside the menu (the menu covers the page on a phone; here the route changes all the same).
    act(() => screen.getByRole('link', { name: 'Акции на странице' }).click());

    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
  });
});

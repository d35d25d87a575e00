import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { mockHttp } from 'shared-kit/testing';
import { makeBanner, tree } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogDropdown, HOVER_DELAY_MS } from './CatalogDropdown';

function renderDropdown() {
  return renderWithProviders(
    <>
      <p>Страница</p>
      <Link to="/brands">Бренды</Link>
      <CatalogDropdown />
    </>,
    // One route for every address: the dropdown stays mounted across navigations, as in the header.
    { route: '/', path: '*' },
  );
}

afterEach(() => jest.useRealTimers());

describe('CatalogDropdown', () => {
  it('When the button is pressed for the first time, then the tree is loaded, and never again on later openings', async () => {
    const { requests } = mockHttp(() => ({ data: tree }));
    renderDropdown();
    expect(requests).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Каталог' });

    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Витамины и БАДы' })).toHaveAttribute('href', '/category/vitaminy-i-bady');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(button);
    expect(screen.queryByRole('navigation', { name: 'Каталог товаров' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Косметика' })).toBeInTheDocument();

    expect(requests.filter((request) => request.url === '/categories/tree')).toHaveLength(1);
  });

  it('When the dropdown opens for the first time, then the header banners come with the tree as a slider beside it, and are not asked again', async () => {
    const { requests } = mockHttp({
      'GET /categories/tree': { data: tree },
      'GET /selection/active_key': { data: ['header_catalog', 'main_hero_top'] },
      'GET /selection/header_catalog': {
        data: [makeBanner(21, 'Неделя красоты: −20%', { link_to_go: { real_slug: '/category/kosmetika' } }), makeBanner(22, 'Витамины для детей')],
      },
    });
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Каталог' });
    expect(requests).toHaveLength(0);

    await userEvent.click(button);
    const side = await screen.findByRole('complementary', { name: 'Предложения каталога' });
    expect(await within(side).findByRole('link', { name: 'Неделя красоты: −20%' })).toHaveAttribute('href', '/category/kosmetika');
    expect(await screen.findByRole('link', { name: 'Витамины для детей' })).toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: 'Неделя красоты: −20%' })).toBeInTheDocument();
    expect(requests.map((request) => request.url).sort()).toEqual(['/categories/tree', '/selection/active_key', '/selection/header_catalog']);
  });

  it('When the header banners are not active, then they are not asked for and the dropdown has no side column', async () => {
    const { requests } = mockHttp({
      'GET /categories/tree': { data: tree },
      'GET /selection/active_key': { data: ['main_hero_top'] },
    });
    renderDropdown();

    await userEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    await screen.findByRole('link', { name: 'Косметика' });
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/selection/active_key'));

    expect(screen.queryByRole('complementary', { name: 'Предложения каталога' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).not.toContain('/selection/header_catalog');
  });

  it('When a top-level category is hovered for 600 ms, then its two levels of sub-categories appear, not earlier', async () => {
    jest.useFakeTimers();
    mockHttp(() => ({ data: tree }));
    renderDropdown();
    fireEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    const cosmetics = await screen.findByRole('link', { name: 'Косметика' });
    // The first category is shown until another is chosen.
    expect(screen.getByRole('link', { name: 'Омега-3' })).toBeInTheDocument();

    fireEvent.mouseEnter(cosmetics.closest('li') as HTMLElement);
    act(() => jest.advanceTimersByTime(HOVER_DELAY_MS - 1));
    expect(screen.queryByRole('link', { name: 'Уход за лицом' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: 'Уход за лицом' })).toHaveAttribute('href', '/category/kosmetika/uhod-za-licom');
    expect(screen.getByRole('link', { name: 'Кремы' })).toHaveAttribute('href', '/category/kosmetika/uhod-za-licom/kremy');
    expect(screen.queryByRole('link', { name: 'Омега-3' })).not.toBeInTheDocument();
  });

  it('When the pointer passes over a category in less than 600 ms, then nothing changes', async () => {
    jest.useFakeTimers();
    mockHttp(() => ({ data: tree }));
    renderDropdown();
    fireEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    const item = (await screen.findByRole('link', { name: 'Косметика' })).closest('li') as HTMLElement;

    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(1000));

    expect(screen.getByRole('link', { name: 'Омега-3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Уход за лицом' })).not.toBeInTheDocument();
  });

  it('When Escape is pressed, then the dropdown closes and focus returns to the button', async () => {
    mockHttp(() => ({ data: tree }));
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Каталог' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(await screen.findByRole('navigation', { name: 'Каталог товаров' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Каталог товаров' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('When the keyboard moves down the list, then the focused category shows its sub-categories at once', async () => {
    mockHttp(() => ({ data: tree }));
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    await screen.findByRole('link', { name: 'Косметика' });

    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Витамины и БАДы' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');

    expect(screen.getByRole('link', { name: 'Косметика' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Уход за телом' })).toBeInTheDocument();
  });

  it('When the customer clicks outside, then the dropdown closes', async () => {
    mockHttp(() => ({ data: tree }));
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    await screen.findByRole('navigation', { name: 'Каталог товаров' });

    await userEvent.click(screen.getByText('Страница'));

    expect(screen.queryByRole('navigation', { name: 'Каталог товаров' })).not.toBeInTheDocument();
  });

  it('When a category link is followed, then the location changes and the dropdown closes', async () => {
    mockHttp(() => ({ data: tree }));
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Каталог' }));

    await userEvent.click(await screen.findByRole('link', { name: 'Витамин D' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/category/vitaminy-i-bady/vitaminy/vitamin-d'));
    expect(screen.queryByRole('navigation', { name: 'Каталог товаров' })).not.toBeInTheDocument();
  });

  it('When the location changes by other means, then the dropdown closes', async () => {
    mockHttp(() => ({ data: tree }));
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Каталог' }));
    await screen.findByRole('link', { name: 'Косметика' });

    // A click without a preceding mousedown: only the navigation itself can close the dropdown.
    fireEvent.click(screen.getByRole('link', { name: 'Бренды' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/brands');
    expect(screen.queryByRole('navigation', { name: 'Каталог товаров' })).not.toBeInTheDocument();
  });

  it('When the tree cannot be loaded, then the dropdown says so quietly and retries on request', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    mockHttp(() => (fail ? { status: 502 } : { data: tree }));
    renderDropdown();
    await userEvent.click(screen.getByRole('button', { name: 'Каталог' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('link', { name: 'Косметика' })).toBeInTheDocument();
  });
});

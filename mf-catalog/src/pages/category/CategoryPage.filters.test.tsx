import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, makeProduct, paged, type RecordedRequest } from 'shared-kit/testing';
import { makeCategoryPage, makeFacets } from '../../test/fixtures';
import { installFakeFragments } from '../../test/fakeFragments';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRootPage } from '../catalog-root/CatalogRootPage';
import { CategoryPage } from './CategoryPage';

const CATEGORY = '/category/vitaminy-i-bady/vitaminy';

/** The category as the API answers it for the request's filters. */
function answer({ params }: RecordedRequest) {
  return { data: makeCategoryPage({ facets: makeFacets(params) }) };
}

function location() {
  return screen.getByTestId('location').textContent ?? '';
}

function filters() {
  return screen.getByRole('complementary', { name: 'Фильтры' });
}

/** Makes the page think it runs on a phone (below 1024 px). */
function onPhone() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeEach(() => {
  installFakeFragments();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('CategoryPage filters', () => {
  it('When a category has facets, then each is a block with counts, empty values are left out and a long list collapses to six', async () => {
    mockHttp(answer);
    renderWithProviders(<CategoryPage />, { route: CATEGORY, path: '/category/*' });

    const brand = within(await screen.findByRole('group', { name: 'Бренд' }));
    expect(brand.getAllByRole('checkbox')).toHaveLength(6);
    const solgar = brand.getByRole('checkbox', { name: 'Solgar' });
    expect(solgar).not.toBeChecked();
    expect(solgar).toHaveAccessibleDescription('12');
    expect(brand.queryByRole('checkbox', { name: 'California Gold Nutrition' })).not.toBeInTheDocument();

    await userEvent.click(brand.getByRole('button', { name: 'Показать все' }));

    expect(brand.getByRole('checkbox', { name: 'California Gold Nutrition' })).toBeInTheDocument();
    // Vitime has no products in this result.
    expect(brand.queryByRole('checkbox', { name: 'Vitime' })).not.toBeInTheDocument();
    expect(brand.getAllByRole('checkbox')).toHaveLength(7);
    expect(brand.getByRole('button', { name: 'Свернуть' })).toBeInTheDocument();

    const availability = within(screen.getByRole('group', { name: 'Наличие' }));
    expect(availability.getByRole('checkbox', { name: 'В наличии' })).toHaveAccessibleDescription('52');
    expect(screen.getByRole('group', { name: 'Цена, ₽' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Цена от' })).toHaveAttribute('placeholder', 'от 120');
    expect(screen.getByRole('textbox', { name: 'Цена до' })).toHaveAttribute('placeholder', 'до 5400');
  });

  it('When the customer checks a brand, then the address and the request get brand= and the list starts from the first page', async () => {
    const { requests } = mockHttp(answer);
    renderWithProviders(<CategoryPage />, {
      route: `${CATEGORY}?sorting=price_asc&page=2`,
      path: '/category/*',
    });
    await screen.findByRole('group', { name: 'Бренд' });
    expect(requests.at(-1)?.params.page).toBe(2);

    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'Эвалар' }));

    expect(location()).toBe(`${CATEGORY}?sorting=price_asc&brand=2`);
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ brand: '2', sorting: 'price_asc' }));
    expect(requests.at(-1)?.url).toBe('/category/vitaminy-i-bady/vitaminy');
    expect(requests.at(-1)?.params.page).toBeUndefined();
    expect(within(filters()).getByRole('checkbox', { name: 'Эвалар' })).toBeChecked();

    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'Solgar' }));

    expect(location()).toBe(`${CATEGORY}?sorting=price_asc&brand=2,1`);
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ brand: '2,1' }));
  });

  it('When a rating is checked after another, then it replaces it (one minimum only)', async () => {
    const { requests } = mockHttp(answer);
    renderWithProviders(<CategoryPage />, { route: `${CATEGORY}?rating=4`, path: '/category/*' });
    const rating = within(await screen.findByRole('group', { name: 'Рейтинг' }));
    expect(rating.getByRole('checkbox', { name: '4 и выше' })).toBeChecked();

    await userEvent.click(rating.getByRole('checkbox', { name: '3 и выше' }));

    expect(location()).toBe(`${CATEGORY}?rating=3`);
    expect(rating.getByRole('checkbox', { name: '4 и выше' })).not.toBeChecked();
    await waitFor(() => expect(requests.at(-1)?.params.rating).toBe('3'));
  });

  it('When prices are typed, then they apply on Enter or on leaving the box, clamped to the bounds, and garbage is ignored', async () => {
    const { requests } = mockHttp(answer);
    renderWithProviders(<CategoryPage />, { route: `${CATEGORY}?page=3`, path: '/category/*' });
    const from = await screen.findByRole('textbox', { name: 'Цена от' });
    const to = screen.getByRole('textbox', { name: 'Цена до' });

    await userEvent.type(from, '50{Enter}');

    expect(location()).toBe(`${CATEGORY}?price_min=120`);
    expect(from).toHaveValue('120');
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ price_min: '120' }));

    await userEvent.type(to, 'дорого');
    await userEvent.tab();

    expect(to).toHaveValue('');
    expect(location()).toBe(`${CATEGORY}?price_min=120`);

    await userEvent.type(to, '99 999');
    await userEvent.tab();

    expect(to).toHaveValue('5400');
    expect(location()).toBe(`${CATEGORY}?price_min=120&price_max=5400`);

    await userEvent.clear(to);
    await userEvent.type(to, '1500{Enter}');

    expect(location()).toBe(`${CATEGORY}?price_min=120&price_max=1500`);
    await waitFor(() =>
      expect(requests.at(-1)?.params).toMatchObject({ price_min: '120', price_max: '1500' }),
    );
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Цена до 1500 ₽»' })).toBeInTheDocument();
  });

  it('When a link with filters is opened, then they show selected, as chips, and are requested', async () => {
    const { requests } = mockHttp(answer);
    renderWithProviders(<CategoryPage />, {
      route: `${CATEGORY}?brand=1,3&availability=in_stock&price_min=500&rating=4&sorting=rating`,
      path: '/category/*',
    });

    const panel = within(await screen.findByRole('complementary', { name: 'Фильтры' }));
    expect(requests[0].params).toMatchObject({
      brand: '1,3',
      availability: 'in_stock',
      price_min: '500',
      rating: '4',
      sorting: 'rating',
    });
    expect(panel.getByRole('checkbox', { name: 'Solgar' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'NOW Foods' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'Эвалар' })).not.toBeChecked();
    expect(panel.getByRole('checkbox', { name: 'В наличии' })).toBeChecked();
    expect(panel.getByRole('checkbox', { name: '4 и выше' })).toBeChecked();
    expect(panel.getByRole('textbox', { name: 'Цена от' })).toHaveValue('500');

    const chips = within(screen.getByRole('list', { name: 'Выбранные фильтры' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Solgar×',
      'NOW Foods×',
      'Цена от 500 ₽×',
      'В наличии×',
      '4 и выше×',
    ]);
  });

  it('When a chip is removed, then only that filter goes and the list is asked again', async () => {
    const { requests } = mockHttp(answer);
    renderWithProviders(<CategoryPage />, {
      route: `${CATEGORY}?brand=1,3&price_min=500&page=2`,
      path: '/category/*',
    });
    await screen.findByRole('list', { name: 'Выбранные фильтры' });

    await userEvent.click(screen.getByRole('button', { name: 'Убрать фильтр «Solgar»' }));

    expect(location()).toBe(`${CATEGORY}?brand=3&price_min=500`);
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ brand: '3', price_min: '500' }));
    expect(within(filters()).getByRole('checkbox', { name: 'Solgar' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Убрать фильтр «Цена от 500 ₽»' }));

    expect(location()).toBe(`${CATEGORY}?brand=3`);
    expect(screen.getByRole('textbox', { name: 'Цена от' })).toHaveValue('');
  });

  it("When 'Сбросить все' is pressed, then every filter goes and the sorting stays", async () => {
    const { requests } = mockHttp(answer);
    renderWithProviders(<CategoryPage />, {
      route: `${CATEGORY}?sorting=new&brand=1&availability=soon&price_max=900`,
      path: '/category/*',
    });
    await screen.findByRole('list', { name: 'Выбранные фильтры' });

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить все' }));

    expect(location()).toBe(`${CATEGORY}?sorting=new`);
    await waitFor(() => expect(requests.at(-1)?.params.brand).toBeUndefined());
    expect(requests.at(-1)?.params).toMatchObject({ sorting: 'new' });
    expect(requests.at(-1)?.params).not.toHaveProperty('price_max', expect.anything());
    expect(screen.queryByRole('list', { name: 'Выбранные фильтры' })).not.toBeInTheDocument();
  });

  it('When the filters leave nothing, then the page says so and its button clears them', async () => {
    const { requests } = mockHttp((request) =>
      request.params.brand
        ? { data: makeCategoryPage({ facets: makeFacets(request.params), products: paged([]) }) }
        : answer(request),
    );
    renderWithProviders(<CategoryPage />, { route: `${CATEGORY}?brand=5&sorting=new`, path: '/category/*' });

    expect(await screen.findByText('По выбранным фильтрам товаров нет')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Товары' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));

    expect(location()).toBe(`${CATEGORY}?sorting=new`);
    expect(await screen.findByRole('article', { name: 'Витамин D3 2000 МЕ' })).toBeInTheDocument();
    expect(requests.at(-1)?.params.brand).toBeUndefined();
  });

  it("When 'Показать ещё' is pressed, then the next page is added under the cards and the address names it", async () => {
    const { requests } = mockHttp(({ params }) =>
      params.page === 2
        ? {
            data: makeCategoryPage({
              facets: makeFacets(params),
              products: paged([makeProduct(30, { title: 'Товар второй страницы' })], 2, 3, 60),
            }),
          }
        : { data: makeCategoryPage({ facets: makeFacets(params) }) },
    );
    renderWithProviders(<CategoryPage />, { route: `${CATEGORY}?brand=1`, path: '/category/*' });
    await screen.findByRole('article', { name: 'Витамин D3 2000 МЕ' });

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('article', { name: 'Товар второй страницы' })).toBeInTheDocument();
    const grid = within(screen.getByRole('list', { name: 'Товары' }));
    expect(grid.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Товар 1',
      'Витамин D3 2000 МЕ',
      'Товар второй страницы',
    ]);
    expect(location()).toBe(`${CATEGORY}?brand=1&page=2`);
    expect(requests.at(-1)?.params).toMatchObject({ page: 2, brand: '1' });
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeEnabled();
  });

  it('When the search results are filtered, then the catalogue-wide call gets the query and the filters', async () => {
    const { requests } = mockHttp((request) => ({
      data: makeCategoryPage({
        category: null,
        breadcrumbs: [],
        children: [],
        query: 'омега',
        facets: makeFacets(request.params),
      }),
    }));
    renderWithProviders(<CatalogRootPage />, { route: '/category?query=омега', path: '/category' });
    await screen.findByRole('heading', { level: 1, name: 'Результаты поиска «омега»' });

    await userEvent.click(within(filters()).getByRole('checkbox', { name: 'NOW Foods' }));

    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ query: 'омега', brand: '3' }));
    expect(requests.at(-1)?.url).toBe('/category');
    expect(location()).toBe('/category?query=%D0%BE%D0%BC%D0%B5%D0%B3%D0%B0&brand=3');
  });

  it("When on a phone, then 'Фильтры' opens a full-screen panel whose button shows the count and which closes by it, by its cross or by Escape", async () => {
    onPhone();
    const { requests } = mockHttp(answer);
    renderWithProviders(<CategoryPage />, { route: CATEGORY, path: '/category/*' });
    const open = await screen.findByRole('button', { name: 'Фильтры' });
    expect(screen.queryByRole('complementary', { name: 'Фильтры' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Бренд' })).not.toBeInTheDocument();

    await userEvent.click(open);

    const dialog = within(screen.getByRole('dialog', { name: 'Фильтры' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Solgar' }));
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ brand: '1' }));
    expect(dialog.getByRole('checkbox', { name: 'Solgar' })).toBeChecked();

    await userEvent.click(dialog.getByRole('button', { name: 'Показать 60 товаров' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe(`${CATEGORY}?brand=1`);
    expect(screen.getByRole('button', { name: 'Фильтры 1' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Фильтры 1' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть фильтры' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Фильтры 1' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Сбросить все' }));
    expect(location()).toBe(CATEGORY);
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Фильтры' })).toBeInTheDocument();
  });

  it('When the phone panel is open, then Tab goes round inside it', async () => {
    onPhone();
    mockHttp(answer);
    renderWithProviders(<CategoryPage />, { route: CATEGORY, path: '/category/*' });
    await userEvent.click(await screen.findByRole('button', { name: 'Фильтры' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Фильтры' }));

    await userEvent.tab({ shift: true });
    expect(dialog.getByRole('button', { name: 'Показать 60 товаров' })).toHaveFocus();

    await userEvent.tab();
    expect(dialog.getByRole('button', { name: 'Закрыть фильтры' })).toHaveFocus();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { isNotFoundError } from 'shared-kit';
import { CatchError, mockHttp, makeProduct, paged } from 'shared-kit/testing';
import { makeCategoryPage } from '../../test/fixtures';
import { installFakeFragments } from '../../test/fakeFragments';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRootPage } from '../catalog-root/CatalogRootPage';
import { CategoryPage } from './CategoryPage';

const CATEGORY = '/category/vitaminy-i-bady/vitaminy';

beforeEach(() => {
  installFakeFragments();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('CategoryPage', () => {
  it('When a category opens, then its trail, heading, sub-categories and product cards come from its slug', async () => {
    const { requests } = mockHttp(() => ({ data: makeCategoryPage() }));

    renderWithProviders(<CategoryPage />, { route: CATEGORY, path: '/category/*' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Витамины и витаминные комплексы' })).toBeInTheDocument();
    expect(requests[0].url).toBe('/category/vitaminy-i-bady/vitaminy');
    expect(requests[0].params).toMatchObject({ sorting: 'popular', pageSize: 24 });
    expect(requests[0].params.page).toBeUndefined();

    const trail = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(trail).getByRole('link', { name: 'Витамины и БАДы' })).toHaveAttribute('href', '/category/vitaminy-i-bady');
    expect(within(trail).getAllByRole('link').map((link) => link.textContent)).toEqual(['Главная', 'Каталог', 'Витамины и БАДы']);
    expect(within(trail).getByText('Витамины')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Витамин D' })).toHaveAttribute('href', '/category/vitaminy-i-bady/vitaminy/vitamin-d');
    expect(screen.getByText('60 товаров')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Витамин D3 2000 МЕ' })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'В корзину' })).toHaveLength(2);
    expect(document.title).toBe('Витамины — купить в Здоровье+');
  });

  it('When the customer picks another sorting, then the list is requested in that order from the first page', async () => {
    const { requests } = mockHttp(() => ({ data: makeCategoryPage() }));
    renderWithProviders(<CategoryPage />, { route: `${CATEGORY}?page=2`, path: '/category/*' });
    await screen.findByRole('heading', { level: 1 });
    expect(requests.at(-1)?.params.page).toBe(2);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'Сначала дешевле');

    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ sorting: 'price_asc' }));
    expect(requests.at(-1)?.params.page).toBeUndefined();
    expect(screen.getByTestId('location')).toHaveTextContent(`${CATEGORY}?sorting=price_asc`);
  });

  it('When the customer follows a page link, then that page is requested and the sorting is kept', async () => {
    const { requests } = mockHttp(({ params }) =>
      params.page === 2
        ? { data: makeCategoryPage({ products: paged([makeProduct(30, { title: 'Товар второй страницы' })], 2, 3, 60) }) }
        : { data: makeCategoryPage() },
    );
    renderWithProviders(<CategoryPage />, { route: `${CATEGORY}?sorting=rating`, path: '/category/*' });
    await screen.findByRole('heading', { level: 1 });

    await userEvent.click(screen.getByRole('link', { name: 'Страница 2' }));

    expect(await screen.findByRole('article', { name: 'Товар второй страницы' })).toBeInTheDocument();
    expect(requests.at(-1)?.params).toMatchObject({ page: 2, sorting: 'rating' });
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('When a sub-category link is followed, then the new category is loaded', async () => {
    const { requests } = mockHttp(({ url }) =>
      url.endsWith('vitamin-d')
        ? { data: makeCategoryPage({ category: { ...makeCategoryPage().category!, title: 'Витамин D', seo_h1: 'Витамин D' }, children: [] }) }
        : { data: makeCategoryPage() },
    );
    renderWithProviders(<CategoryPage />, { route: CATEGORY, path: '/category/*' });
    await screen.findByRole('heading', { level: 1, name: 'Витамины и витаминные комплексы' });

    await userEvent.click(screen.getByRole('link', { name: 'Витамин D' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Витамин D' })).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/category/vitaminy-i-bady/vitaminy/vitamin-d');
  });

  it('When the category does not exist, then the page throws NotFoundError for the shell to show its 404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockHttp(() => ({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Страница не найдена' } }));
    const onError = jest.fn();

    renderWithProviders(
      <CatchError onError={onError}>
        <CategoryPage />
      </CatchError>,
      { route: '/category/net-takoy', path: '/category/*' },
    );

    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(isNotFoundError(onError.mock.calls[0][0])).toBe(true);
  });

  it('When the load fails, then a quiet message offers to try again and the retry shows the category', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    mockHttp(() => (fail ? { status: 503 } : { data: makeCategoryPage() }));
    renderWithProviders(<CategoryPage />, { route: CATEGORY, path: '/category/*' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Витамины и витаминные комплексы' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the header search lands here with a query, then the catalogue-wide call is asked and the heading names the query', async () => {
    const { requests } = mockHttp(() => ({
      data: makeCategoryPage({ category: null, breadcrumbs: [], children: [], query: 'омега', products: paged([makeProduct(5, { title: 'Омега-3 1000 мг' })]) }),
    }));

    renderWithProviders(<CatalogRootPage />, {
      route: '/category?query=%D0%BE%D0%BC%D0%B5%D0%B3%D0%B0&category_query=vitaminy-i-bady',
      path: '/category',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Результаты поиска «омега»' })).toBeInTheDocument();
    expect(requests[0].url).toBe('/category');
    expect(requests[0].params).toMatchObject({ query: 'омега', category_query: 'vitaminy-i-bady' });
    expect(screen.getByRole('article', { name: 'Омега-3 1000 мг' })).toBeInTheDocument();
    expect(screen.queryByText(/Показаны результаты по запросу/)).not.toBeInTheDocument();
  });

  it('When the query in the address is too short, then the page says so and lists nothing, whatever the API answers', async () => {
    // An API older than the rule would answer the whole catalogue: the page never shows it as results.
    mockHttp(() => ({
      data: makeCategoryPage({ category: null, breadcrumbs: [], children: [], query: '', products: paged([makeProduct(5, { title: 'Омега-3 1000 мг' })]) }),
    }));

    renderWithProviders(<CatalogRootPage />, { route: '/category?query=c', path: '/category' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск «c»' })).toBeInTheDocument();
    expect(screen.getByText('Введите не меньше 3 символов — например, «витамин C»', { exact: false })).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/category');
    expect(screen.queryByRole('heading', { name: /Результаты поиска/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('When the query is a vitamin name of two characters, then it is searched and its results listed', async () => {
    const { requests } = mockHttp(() => ({
      data: makeCategoryPage({ category: null, breadcrumbs: [], children: [], query: 'B6', products: paged([makeProduct(5, { title: 'Магний B6' })]) }),
    }));

    renderWithProviders(<CatalogRootPage />, { route: '/category?query=B6', path: '/category' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Результаты поиска «B6»' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Магний B6' })).toBeInTheDocument();
    expect(requests[0].params).toMatchObject({ query: 'B6' });
  });

  it('When the products were found for a corrected query, then the page says which', async () => {
    mockHttp(() => ({
      data: makeCategoryPage({
        category: null,
        breadcrumbs: [],
        children: [],
        query: 'dbnfvbys',
        corrected_query: 'витамины',
        products: paged([makeProduct(5, { title: 'Витамин D3 1000 МЕ' })]),
      }),
    }));

    renderWithProviders(<CatalogRootPage />, { route: '/category?query=dbnfvbys', path: '/category' });

    expect(await screen.findByText('Показаны результаты по запросу «витамины»')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Результаты поиска «dbnfvbys»' })).toBeInTheDocument();
  });

  it('When a search finds nothing, then the shop says so and points to the catalogue', async () => {
    mockHttp(() => ({ data: makeCategoryPage({ category: null, breadcrumbs: [], children: [], query: 'zzz', products: paged([]) }) }));

    renderWithProviders(<CategoryPage />, {
      route: '/category/vitaminy-i-bady?query=zzz',
      path: '/category/*',
      extra: <Route path="/category" element={<p>catalogue</p>} />,
    });

    expect(await screen.findByText(/К сожалению, мы не нашли результатов по выбранным запросам/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Каталогом' })).toHaveAttribute('href', '/category');
  });
});

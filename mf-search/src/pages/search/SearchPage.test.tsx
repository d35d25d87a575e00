import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeProduct, mockHttp, paged, type MockedHttp, type RecordedRequest, type Reply } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SearchPage } from './SearchPage';

const minerals = {
  categoryId: 2,
  categoryName: 'Минералы',
  categorySlug: 'vitaminy-i-bady/mineraly',
  parentCategoryName: 'Витамины и БАДы',
};
const tree = [
  {
    id: 1,
    title: 'Витамины и БАДы',
    slug: 'vitaminy-i-bady',
    full_slug: 'vitaminy-i-bady',
    children: [{ id: 2, title: 'Минералы', slug: 'mineraly', full_slug: 'vitaminy-i-bady/mineraly', children: [] }],
  },
];

const listing = (products: ReturnType<typeof makeProduct>[], page = 1, pages = 1, extra: Record<string, unknown> = {}) => ({
  category: null,
  breadcrumbs: [],
  children: [],
  products: paged(products, page, pages, pages * 24),
  sorting: 'popular',
  query: 'магний',
  corrected_query: null,
  facets: [],
  filters: {},
  ...extra,
});

let http: MockedHttp;

function answer(category: (request: RecordedRequest) => Reply, modal: Reply = { data: { categories: [minerals], products: [] } }) {
  http = mockHttp((request) => {
    if (request.url === '/category') return category(request);
    if (request.url === '/modal-search') return modal;
    if (request.url === '/categories/tree') return { data: tree };
    if (request.url === '/other-search') return { data: [] };
    return { status: 404 };
  });
}

function renderPage(route: string) {
  return renderWithProviders(<SearchPage />, { route, path: '/search', showLocation: true });
}

const firstPage = Array.from({ length: 24 }, (_, i) => makeProduct(i + 1, { title: `Магний ${i + 1}` }));

describe('SearchPage', () => {
  it('When a query is in the address, then categories, products with their count and the title show', async () => {
    answer(() => ({ data: listing(firstPage, 1, 2) }));
    renderPage('/search?query=магний&category_query=vitaminy-i-bady/mineraly');

    expect(await screen.findByRole('article', { name: 'Магний 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск' })).toBeInTheDocument();
    expect(document.title).toBe('Поиск: магний');
    expect(within(screen.getByRole('navigation', { name: 'Категории' })).getByRole('link', { name: 'Минералы — Витамины и БАДы' })).toHaveAttribute(
      'href',
      '/category/vitaminy-i-bady/mineraly',
    );
    expect(screen.getByText('Найдено 48 товаров')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск по каталогу' })).toHaveValue('магний');
    expect(http.calls('GET /category').map((call) => call.params)).toEqual([
      { lang: 'ru', query: 'магний', category_query: 'vitaminy-i-bady/mineraly', pageSize: 24 },
    ]);
    expect(http.calls('GET /modal-search')[0]?.params).toMatchObject({ query: 'магний', category_query: 'vitaminy-i-bady/mineraly' });
  });

  it("When 'Показать ещё' is pressed, then the next page is added under the cards and the button goes at the end", async () => {
    answer(({ params }) =>
      params.page === 2
        ? { data: listing([makeProduct(25, { title: 'Магний 25' })], 2, 2) }
        : { data: listing(firstPage, 1, 2) },
    );
    renderPage('/search?query=магний');
    await screen.findByRole('article', { name: 'Магний 1' });

    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByRole('article', { name: 'Магний 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(http.calls('GET /category')[1]?.params).toMatchObject({ query: 'магний', page: 2 });
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('When the products were found for a corrected query, then the page says which one', async () => {
    answer(() => ({ data: listing(firstPage.slice(0, 2), 1, 1, { corrected_query: 'витамины' }) }));
    renderPage('/search?query=dbnfvbys');
    expect(await screen.findByText('Показаны результаты по запросу «витамины»')).toBeInTheDocument();
  });

  it('When an older API sends no corrected query, then no corrected line shows', async () => {
    const { corrected_query: _omitted, ...old } = listing(firstPage.slice(0, 2));
    answer(() => ({ data: old }), { data: { categories: [], products: [] } });
    renderPage('/search?query=магний');
    await screen.findByRole('article', { name: 'Магний 1' });
    expect(screen.queryByText(/Показаны результаты по запросу/)).not.toBeInTheDocument();
  });

  it('When nothing is found, then the text of docs/product.md §8 links to the catalogue', async () => {
    answer(() => ({ data: listing([]) }), { data: { categories: [], products: [] } });
    renderPage('/search?query=абырвалг');
    expect(
      await screen.findByText(
        'К сожалению, мы не нашли результатов по выбранным запросам. Пожалуйста, попробуйте поменять параметры поиска, или воспользуйтесь',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Каталогом' })).toHaveAttribute('href', '/category');
  });

  it('When the query in the address is too short, then the field says so and nothing is searched or listed', async () => {
    answer(() => ({ data: listing(firstPage) }));
    renderPage('/search?query=c');

    const message = await screen.findByText('Введите не меньше 3 символов — например, «витамин C»');
    expect(message).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox', { name: 'Поиск по каталогу' })).toHaveAccessibleDescription(message.textContent ?? '');
    await act(async () => undefined);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(http.calls('GET /category')).toHaveLength(0);
    expect(http.calls('GET /modal-search')).toHaveLength(0);
  });

  it('When the query in the address is a vitamin name of two characters, then it is searched', async () => {
    answer(() => ({ data: listing(firstPage.slice(0, 1), 1, 1, { query: 'D3' }) }));
    renderPage('/search?query=D3');

    expect(await screen.findByRole('article', { name: 'Магний 1' })).toBeInTheDocument();
    expect(screen.queryByText('Введите не меньше 3 символов — например, «витамин C»')).not.toBeInTheDocument();
    expect(http.calls('GET /category')[0]?.params).toMatchObject({ query: 'D3' });
  });

  it('When a new query is submitted in a category, then the address carries query and category_query', async () => {
    answer(() => ({ data: listing(firstPage.slice(0, 1)) }));
    renderPage('/search?query=магний');
    await screen.findByRole('article', { name: 'Магний 1' });
    await screen.findByRole('option', { name: 'Минералы' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Где искать' }), { target: { value: 'vitaminy-i-bady/mineraly' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), { target: { value: ' цинк ' } });
    fireEvent.submit(screen.getByRole('search'));

    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent(
      '/search?query=%D1%86%D0%B8%D0%BD%D0%BA&category_query=vitaminy-i-bady%2Fmineraly',
    );
    await act(async () => undefined);
    expect(document.title).toBe('Поиск: цинк');
    expect(http.calls('GET /category').at(-1)?.params).toMatchObject({ query: 'цинк', category_query: 'vitaminy-i-bady/mineraly' });
  });

  it('When the search fails, then the page says so and Повторить asks again', async () => {
    let fail = true;
    answer(() => (fail ? { status: 503 } : { data: listing(firstPage.slice(0, 1)) }));
    renderPage('/search?query=магний');

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось выполнить поиск. Попробуйте ещё раз.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('article', { name: 'Магний 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

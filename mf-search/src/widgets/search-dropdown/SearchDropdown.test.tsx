import { act, fireEvent, screen } from '@testing-library/react';
import { mockHttp, type MockedHttp } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SearchDropdown } from './SearchDropdown';

const tree = [
  {
    id: 1,
    title: 'Витамины и БАДы',
    slug: 'vitaminy-i-bady',
    full_slug: 'vitaminy-i-bady',
    children: [{ id: 2, title: 'Минералы', slug: 'mineraly', full_slug: 'vitaminy-i-bady/mineraly', children: [] }],
  },
];
const product = {
  id: 5,
  title: 'Solgar Магний цитрат, 60 таблеток',
  url: '/products/vitaminy-i-bady/mineraly/solgar-magniy',
  preview: '/api/media/products/5.svg',
  price_current: 1290,
  price_old: null,
};

let http: MockedHttp;

function answerWith(searchAnswer: unknown) {
  http = mockHttp(({ url }) => ({
    data:
      url === '/other-search'
        ? [{ text: { value: 'витамин д' } }, { text: { value: 'коллаген' } }]
        : url === '/categories/tree'
          ? tree
          : searchAnswer,
  }));
}

function renderDropdown() {
  return renderWithProviders(<SearchDropdown />, { showLocation: true });
}

const searchCalls = () => http.calls('GET /modal-search');

describe('SearchDropdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('When opened twice, then popular requests and categories load once', async () => {
    answerWith({ categories: [], products: [] });
    renderDropdown();
    const input = screen.getByRole('searchbox', { name: 'Поиск по каталогу' });

    fireEvent.focus(input);
    expect(await screen.findByRole('button', { name: 'коллаген' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Минералы' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'коллаген' })).not.toBeInTheDocument();
    fireEvent.focus(input);

    expect(http.calls('GET /other-search')).toHaveLength(1);
    expect(http.calls('GET /categories/tree')).toHaveLength(1);
  });

  it('When fewer than 3 characters are typed, then no search is sent', async () => {
    answerWith({ categories: [], products: [] });
    renderDropdown();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' ма ' } });
    await act(async () => jest.advanceTimersByTime(1000));
    expect(searchCalls()).toHaveLength(0);
  });

  it('When typing stops for 500 ms, then one search runs in the chosen category and results show', async () => {
    answerWith({
      categories: [{ categoryId: 2, categoryName: 'Минералы', categorySlug: 'vitaminy-i-bady/mineraly', parentCategoryName: 'Витамины и БАДы' }],
      products: [product],
    });
    renderDropdown();
    const input = screen.getByRole('searchbox');
    fireEvent.focus(input);
    await screen.findByRole('option', { name: 'Минералы' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Где искать' }), { target: { value: 'vitaminy-i-bady/mineraly' } });

    fireEvent.change(input, { target: { value: 'маг' } });
    await act(async () => jest.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'магний' } });
    await act(async () => jest.advanceTimersByTime(499));
    expect(searchCalls()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));

    expect(await screen.findByRole('link', { name: /Solgar Магний цитрат/ })).toHaveAttribute('href', product.url);
    expect(searchCalls().map(({ url, params }) => ({ url, params }))).toEqual([
      { url: '/modal-search', params: { lang: 'ru', query: 'магний', category_query: 'vitaminy-i-bady/mineraly' } },
    ]);
    expect(screen.getByRole('link', { name: 'Показать все' })).toHaveAttribute(
      'href',
      '/category/vitaminy-i-bady/mineraly?query=%D0%BC%D0%B0%D0%B3%D0%BD%D0%B8%D0%B9&category_query=vitaminy-i-bady%2Fmineraly',
    );
  });

  it('When nothing is found, then the spec text with a link to the catalogue shows', async () => {
    answerWith({ categories: [], products: [] });
    renderDropdown();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'абырвалг' } });
    await act(async () => jest.advanceTimersByTime(500));
    expect(await screen.findByText(/К сожалению, мы не нашли результатов по выбранным запросам/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Каталогом' })).toHaveAttribute('href', '/category');
  });

  it('When the form is submitted, then the catalogue page opens with the query', async () => {
    answerWith({ categories: [], products: [] });
    renderDropdown();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'омега' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/category?query=%D0%BE%D0%BC%D0%B5%D0%B3%D0%B0');
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeProduct, mockHttp, type MockedHttp, type RecordedRequest, type Reply } from 'shared-kit/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
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
const magnesium = makeProduct(5, {
  title: 'Solgar Магний цитрат, 60 таблеток',
  url: '/products/vitaminy-i-bady/mineraly/solgar-magniy',
  price_current: 1290,
});
const minerals = {
  categoryId: 2,
  categoryName: 'Минералы',
  categorySlug: 'vitaminy-i-bady/mineraly',
  parentCategoryName: 'Витамины и БАДы',
};
const found = (overrides: Record<string, unknown> = {}) => ({
  categories: [],
  products: [],
  popular_products: [],
  popular_requests: [],
  corrected_query: null,
  ...overrides,
});

let http: MockedHttp;

interface Answers {
  search?: (request: RecordedRequest) => Reply | Promise<Reply>;
  history?: Reply;
}

function answerWith(searchAnswer: unknown, { search, history = { data: [] } }: Answers = {}) {
  http = mockHttp((request) => {
    const key = `${request.method} ${request.url}`;
    if (key === 'GET /other-search') return { data: [{ text: { value: 'витамин д' } }, { text: { value: 'коллаген' } }] };
    if (key === 'GET /categories/tree') return { data: tree };
    if (key === 'GET /search/history') return history;
    if (key === 'DELETE /search/history') return { status: 204 };
    if (key === 'GET /modal-search') return search ? search(request) : { data: searchAnswer };
    return { status: 404 };
  });
}

function renderDropdown() {
  return renderWithProviders(<SearchDropdown />, { showLocation: true });
}

const input = () => screen.getByRole('combobox', { name: 'Поиск по каталогу' });
const searchCalls = () => http.calls('GET /modal-search');
const address = () => screen.getByRole('status', { name: 'адрес' });

/** Focuses the field: the dropdown opens, and its search stream (loaded on the first opening) arrives. */
async function focusField() {
  fireEvent.focus(input());
  await act(async () => {
    await import('../model/searchResults');
  });
  await act(async () => undefined);
}

async function typeAndWait(text: string) {
  await focusField();
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => jest.advanceTimersByTime(500));
}

describe('SearchDropdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('When opened twice, then popular requests and categories load once and recent searches each time', async () => {
    answerWith(found());
    renderDropdown();

    fireEvent.focus(input());
    expect(await screen.findByRole('option', { name: 'коллаген' })).toHaveAttribute(
      'href',
      '/category?query=%D0%BA%D0%BE%D0%BB%D0%BB%D0%B0%D0%B3%D0%B5%D0%BD',
    );
    expect(screen.getByRole('option', { name: 'Минералы' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('option', { name: 'коллаген' })).not.toBeInTheDocument();
    fireEvent.focus(input());
    await screen.findByRole('option', { name: 'коллаген' });

    expect(http.calls('GET /other-search')).toHaveLength(1);
    expect(http.calls('GET /categories/tree')).toHaveLength(1);
    expect(http.calls('GET /search/history')).toHaveLength(2);
  });

  it('When fewer than 3 characters are typed, then no search is sent', async () => {
    answerWith(found());
    renderDropdown();
    await typeAndWait(' ма ');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(searchCalls()).toHaveLength(0);
  });

  it('When typing stops for 500 ms, then one search runs in the chosen category and results show', async () => {
    answerWith(found({ categories: [minerals], products: [magnesium] }));
    renderDropdown();
    fireEvent.focus(input());
    await screen.findByRole('option', { name: 'Минералы' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Где искать' }), { target: { value: 'vitaminy-i-bady/mineraly' } });

    fireEvent.change(input(), { target: { value: 'маг' } });
    await act(async () => jest.advanceTimersByTime(300));
    fireEvent.change(input(), { target: { value: 'магний' } });
    await act(async () => jest.advanceTimersByTime(499));
    expect(searchCalls()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));

    expect(await screen.findByRole('option', { name: /Solgar Магний цитрат/ })).toHaveAttribute('href', magnesium.url);
    expect(screen.getByRole('option', { name: 'Минералы — Витамины и БАДы' })).toHaveAttribute(
      'href',
      '/category/vitaminy-i-bady/mineraly',
    );
    expect(searchCalls().map(({ url, params }) => ({ url, params }))).toEqual([
      { url: '/modal-search', params: { lang: 'ru', query: 'магний', category_query: 'vitaminy-i-bady/mineraly' } },
    ]);
    expect(screen.getByRole('option', { name: 'Показать все' })).toHaveAttribute(
      'href',
      '/category/vitaminy-i-bady/mineraly?query=%D0%BC%D0%B0%D0%B3%D0%BD%D0%B8%D0%B9&category_query=vitaminy-i-bady%2Fmineraly',
    );
  });

  it('When the query becomes shorter than 3 characters, then the results are cleared at once', async () => {
    answerWith(found({ products: [magnesium] }));
    renderDropdown();
    await typeAndWait('магний');
    await screen.findByRole('option', { name: /Solgar Магний цитрат/ });

    fireEvent.change(input(), { target: { value: 'ма' } });

    expect(screen.queryByRole('option', { name: /Solgar Магний цитрат/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Показать все' })).not.toBeInTheDocument();
  });

  it('When nothing is found, then the text of docs/product.md §8 with a link to the catalogue, popular requests and products show', async () => {
    answerWith(
      found({
        popular_products: [makeProduct(8, { title: 'Омега-3 Evalar' })],
        popular_requests: [{ text: { value: 'омега 3' } }],
      }),
    );
    renderDropdown();
    await typeAndWait('абырвалг');
    expect(
      await screen.findByText(
        'К сожалению, мы не нашли результатов по выбранным запросам. Пожалуйста, попробуйте поменять параметры поиска, или воспользуйтесь',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Каталогом' })).toHaveAttribute('href', '/category');
    expect(within(screen.getByRole('group', { name: 'Популярные товары' })).getByRole('option', { name: /Омега-3 Evalar/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Популярные запросы' })).getByRole('option', { name: 'омега 3' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Показать все' })).not.toBeInTheDocument();
  });

  it('When the answer used a corrected query, then the dropdown says which one', async () => {
    answerWith(found({ products: [magnesium], corrected_query: 'витамины' }));
    renderDropdown();
    await typeAndWait('dbnfvbys');
    expect(await screen.findByText('Показаны результаты по запросу «витамины»')).toBeInTheDocument();
  });

  it('When an older API answers without the new fields, then the results show without a corrected line', async () => {
    answerWith({ categories: [minerals], products: [magnesium] }, { history: { status: 404 } });
    renderDropdown();
    await typeAndWait('магний');
    expect(await screen.findByRole('option', { name: /Solgar Магний цитрат/ })).toBeInTheDocument();
    expect(screen.queryByText(/Показаны результаты по запросу/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the first answer comes after the second, then the results of the newer query stay', async () => {
    const pending: Array<(reply: Reply) => void> = [];
    answerWith(null, { search: () => new Promise<Reply>((resolve) => pending.push(resolve)) });
    renderDropdown();

    await typeAndWait('магний');
    expect(searchCalls()).toHaveLength(1);
    await typeAndWait('омега');
    expect(searchCalls()).toHaveLength(2);

    await act(async () => pending[1]!({ data: found({ products: [makeProduct(9, { title: 'Омега-3 Solgar' })] }) }));
    expect(await screen.findByRole('option', { name: /Омега-3 Solgar/ })).toBeInTheDocument();
    await act(async () => pending[0]!({ data: found({ products: [magnesium] }) }));

    expect(screen.getByRole('option', { name: /Омега-3 Solgar/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Solgar Магний цитрат/ })).not.toBeInTheDocument();
  });

  it('When arrows move through the suggestions and Enter is pressed, then the active product opens', async () => {
    answerWith(found({ categories: [minerals], products: [magnesium, makeProduct(6, { title: 'Магний B6' })] }));
    renderDropdown();
    await typeAndWait('магний');
    await screen.findByRole('option', { name: /Solgar Магний цитрат/ });
    expect(input()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Минералы — Витамины и БАДы' }).id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    const active = screen.getByRole('option', { name: /Solgar Магний цитрат/ });
    expect(input()).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(input(), { key: 'Enter' });

    expect(address()).toHaveTextContent(magnesium.url);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('When Arrow up is pressed first, then the last suggestion, «Показать все», is active; Escape closes', async () => {
    answerWith(found({ products: [magnesium] }));
    renderDropdown();
    await typeAndWait('магний');
    await screen.findByRole('option', { name: /Solgar Магний цитрат/ });

    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Показать все' }).id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Solgar Магний цитрат/ }).id,
    );

    // false: the search field's own Escape (clearing the text) is prevented while the dropdown closes.
    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(false);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveValue('магний');
  });

  it('When the recent searches come again unchanged, then the active suggestion stays where it was', async () => {
    let answerHistory: ((reply: Reply) => void) | null = null;
    let holdHistory = false;
    http = mockHttp((request) => {
      if (request.url === '/search/history') {
        return holdHistory ? new Promise<Reply>((resolve) => (answerHistory = resolve)) : { data: [] };
      }
      return { data: request.url === '/other-search' ? [{ text: { value: 'витамин д' } }, { text: { value: 'коллаген' } }] : tree };
    });
    renderDropdown();
    fireEvent.focus(input());
    await screen.findByRole('option', { name: 'коллаген' });
    fireEvent.keyDown(document, { key: 'Escape' });

    holdHistory = true;
    fireEvent.focus(input());
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: 'коллаген' });
    expect(input()).toHaveAttribute('aria-activedescendant', second.id);

    await act(async () => undefined);
    expect(answerHistory).not.toBeNull();
    await act(async () => answerHistory!({ data: [] }));

    expect(http.calls('GET /search/history')).toHaveLength(2);
    expect(input()).toHaveAttribute('aria-activedescendant', second.id);
  });

  it('When the customer has recent searches, then they show with their category and can be cleared', async () => {
    answerWith(found(), {
      history: {
        data: [
          { query: 'магний', category_query: 'vitaminy-i-bady/mineraly', searched_at: '2026-11-20T10:00:00Z' },
          { query: 'коллаген', category_query: '', searched_at: '2026-11-19T10:00:00Z' },
        ],
      },
    });
    renderDropdown();
    fireEvent.focus(input());

    const recent = await screen.findByRole('group', { name: 'Вы искали' });
    expect(within(recent).getByRole('option', { name: 'магний — Минералы' })).toHaveAttribute(
      'href',
      '/category/vitaminy-i-bady/mineraly?query=%D0%BC%D0%B0%D0%B3%D0%BD%D0%B8%D0%B9&category_query=vitaminy-i-bady%2Fmineraly',
    );
    expect(within(recent).getByRole('option', { name: 'коллаген' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Очистить историю поиска' }));

    await act(async () => undefined);
    expect(http.calls('DELETE /search/history')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Вы искали' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Очистить историю поиска' })).not.toBeInTheDocument();
  });

  it('When there are no recent searches, then neither the list nor its clear button shows', async () => {
    answerWith(found());
    renderDropdown();
    fireEvent.focus(input());
    await screen.findByRole('option', { name: 'коллаген' });
    expect(screen.queryByRole('group', { name: 'Вы искали' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Очистить историю поиска' })).not.toBeInTheDocument();
  });

  it('When the dropdown is closed or open, then the field is the combobox and always controls a listbox in the page', async () => {
    answerWith(found({ products: [magnesium] }));
    renderDropdown();

    const closed = input().getAttribute('aria-controls');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(closed && document.getElementById(closed)).toHaveAttribute('role', 'listbox');

    await typeAndWait('магний');
    const listbox = await screen.findByRole('listbox', { name: 'Подсказки поиска' });

    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    expect(listbox.id).toBe(closed);
  });

  it('When the form is submitted in a category, then its catalogue page opens with query and category_query', async () => {
    answerWith(found());
    renderDropdown();
    fireEvent.focus(input());
    await screen.findByRole('option', { name: 'Минералы' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Где искать' }), { target: { value: 'vitaminy-i-bady/mineraly' } });
    fireEvent.change(input(), { target: { value: 'омега' } });

    fireEvent.submit(screen.getByRole('search'));

    expect(address()).toHaveTextContent(
      '/category/vitaminy-i-bady/mineraly?query=%D0%BE%D0%BC%D0%B5%D0%B3%D0%B0&category_query=vitaminy-i-bady%2Fmineraly',
    );
  });

  it('When the form is submitted, then the catalogue page opens with the query', async () => {
    answerWith(found());
    renderDropdown();
    fireEvent.change(input(), { target: { value: 'омега' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(address()).toHaveTextContent('/category?query=%D0%BE%D0%BC%D0%B5%D0%B3%D0%B0');
  });

  it('When a query too short is submitted, then the field says so, stays on the page, and typing clears the message', async () => {
    answerWith(found());
    renderDropdown();
    const before = address().textContent;
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'C' } });

    fireEvent.submit(screen.getByRole('search'));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Введите не меньше 3 символов — например, «витамин C»');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Введите не меньше 3 символов — например, «витамин C»');
    expect(address().textContent).toBe(before);
    fireEvent.change(input(), { target: { value: 'Ca' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('When a vitamin name of two characters is typed, then it is searched and submitting opens its results', async () => {
    answerWith(found({ products: [makeProduct(9, { title: 'Магний B6, 60 таблеток' })] }));
    renderDropdown();

    await typeAndWait('B6');
    fireEvent.submit(screen.getByRole('search'));

    expect(searchCalls().map((call) => call.params.query)).toEqual(['B6']);
    expect(address()).toHaveTextContent('/category?query=B6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When cancel is pressed, then the query and results go and the dropdown closes', async () => {
    answerWith(found({ products: [magnesium] }));
    renderDropdown();
    await typeAndWait('магний');
    await screen.findByRole('option', { name: /Solgar Магний цитрат/ });

    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));

    expect(input()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

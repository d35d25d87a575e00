import { act, render, screen, waitFor } from '@testing-library/react';
import { Fragment, FRAGMENT_TIMEOUT_MS } from './Fragment';
import type { FragmentId } from '../contracts/fragments';
import { setRemoteLoader } from './remoteLoader';
import { setRemoteDeclarations } from './declarations';
import { parseDeclaration } from '../contracts/declarations';

/** The providers' declarations of the fragments these tests place, as their remotes publish them. */
function declareProviders() {
  const checkout = parseDeclaration(
    { name: 'mf_checkout', fragments: { 'mf_checkout/HeaderCart': { width: 56, height: 44, unavailable: 'Корзина недоступна' } }, routes: [] },
    'mf_checkout',
  );
  const search = parseDeclaration(
    { name: 'mf_search', fragments: { 'mf_search/SearchDropdown': { width: '100%', height: 48, unavailable: 'Поиск временно недоступен' } }, routes: [] },
    'mf_search',
  );
  setRemoteDeclarations([checkout!, search!]);
}

function HeaderCart() {
  return <button type="button">Корзина 2</button>;
}

describe('Fragment', () => {
  beforeEach(declareProviders);
  afterAll(() => setRemoteDeclarations([]));

  it('When the remote loads, then its component renders after a sized placeholder', async () => {
    setRemoteLoader(async (id) => (id === 'mf_checkout/HeaderCart' ? { HeaderCart } : null));

    const { container } = render(<Fragment id="mf_checkout/HeaderCart" props={{}} />);

    expect(container.querySelector('[data-fragment-placeholder="mf_checkout/HeaderCart"]')).toHaveStyle({
      width: '56px',
      height: '44px',
    });
    expect(await screen.findByRole('button', { name: 'Корзина 2' })).toBeInTheDocument();
  });

  it('When the remote cannot be reached, then a quiet Russian message stands in its place', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(async () => {
      throw new Error('manifest blocked');
    });

    render(<Fragment id="mf_search/SearchDropdown" props={{}} />);

    expect(await screen.findByRole('note')).toHaveTextContent('Поиск временно недоступен');
  });

  describe('When a remote sends something this copy of the contract does not expect', () => {
    beforeEach(() => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('When a page places a fragment id from a newer contract, then it renders with no reserved size and the page stays', async () => {
      function PriceAlert() {
        return <p>Сообщим о снижении цены</p>;
      }
      setRemoteLoader(async () => ({ PriceAlert }));
      const newerId = 'mf_account/PriceAlert' as FragmentId;

      const { container } = render(
        <main>
          <h1>Страница товара</h1>
          <Fragment id={newerId} props={{} as never} />
        </main>,
      );

      expect(container.querySelector('[data-fragment-placeholder="mf_account/PriceAlert"]')).toHaveStyle({ height: '0px' });
      expect(await screen.findByText('Сообщим о снижении цены')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Страница товара' })).toBeInTheDocument();
    });

    it('When an unknown fragment fails, then the general quiet message stands in its slot only', async () => {
      setRemoteLoader(async () => null);

      render(
        <main>
          <h1>Корзина</h1>
          <Fragment id={'mf_checkout/GiftPicker' as FragmentId} props={{} as never} />
        </main>,
      );

      expect(await screen.findByRole('note')).toHaveTextContent('Этот раздел временно недоступен');
      expect(screen.getByRole('heading', { name: 'Корзина' })).toBeInTheDocument();
    });

    it('When the module lacks the export or its component throws, then only that slot shows the quiet message', async () => {
      function CatalogDropdown(): never {
        throw new TypeError("Cannot read properties of undefined (reading 'height')");
      }
      setRemoteLoader(async (id) =>
        id === 'mf_catalog/CatalogDropdown' ? { CatalogDropdown } : { SomethingElse: 42 },
      );

      render(
        <>
          <Fragment id="mf_catalog/CatalogDropdown" props={{}} fallback="Каталог недоступен" />
          <Fragment id="mf_account/WaitlistButton" props={{ productId: 7 }} fallback="Лист ожидания недоступен" />
          <p>Подвал сайта</p>
        </>,
      );

      await waitFor(() =>
        expect(screen.getAllByRole('note').map((note) => note.textContent).sort()).toEqual([
          'Каталог недоступен',
          'Лист ожидания недоступен',
        ]),
      );
      expect(screen.getByText('Подвал сайта')).toBeInTheDocument();
    });

    it('When the remote never answers, then the placeholder gives way to the quiet message after the timeout', async () => {
      jest.useFakeTimers();
      setRemoteLoader(() => new Promise(() => undefined));

      const { container } = render(<Fragment id="mf_account/HeaderPersonal" props={{}} fallback="Кабинет недоступен" />);
      expect(container.querySelector('[data-fragment-placeholder="mf_account/HeaderPersonal"]')).not.toBeNull();

      await act(async () => {
        jest.advanceTimersByTime(FRAGMENT_TIMEOUT_MS - 1);
      });
      expect(screen.queryByRole('note')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.getByRole('note')).toHaveTextContent('Кабинет недоступен');
    });
  });

  it('When the remote answers after the time limit, then the quiet text stands in at once after it and the fragment fills the slot when it arrives', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteDeclarations([
      parseDeclaration({ name: 'mf_account', routes: [], fragments: { 'mf_account/HeaderPersonal': { width: 144, height: 44, unavailable: 'Кабинет недоступен' } } }, 'mf_account')!,
    ]);
    function HeaderPersonal() {
      return <button type="button">Войти</button>;
    }
    let arrive: (module: unknown) => void = () => undefined;
    setRemoteLoader(() => new Promise((resolve) => (arrive = resolve)));

    try {
      render(
        <header>
          <a href="/">Здоровье+</a>
          <Fragment id="mf_account/HeaderPersonal" props={{}} />
        </header>,
      );
      expect(screen.getByRole('link', { name: 'Здоровье+' })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(FRAGMENT_TIMEOUT_MS);
      });
      expect(screen.getByRole('note')).toHaveTextContent('Кабинет недоступен');

      await act(async () => {
        arrive({ HeaderPersonal });
      });
      expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
      expect(screen.queryByRole('note')).toBeNull();
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });

  it('When the remote fails after the time limit, then the quiet text stays', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    setRemoteLoader(() => new Promise((_resolve, reject) => (fail = reject)));

    try {
      render(<Fragment id="mf_search/SearchDropdown" props={{}} />);
      await act(async () => {
        jest.advanceTimersByTime(FRAGMENT_TIMEOUT_MS);
      });
      await act(async () => {
        fail(new Error('manifest blocked'));
      });
      expect(screen.getByRole('note')).toHaveTextContent('Поиск временно недоступен');
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });

  it('When the provider declares no quiet text, then its failed slot stays empty; an undeclared id gets the general text', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteDeclarations([parseDeclaration({ name: 'mf_account', routes: [], fragments: { 'mf_account/FavouriteButton': { width: 40, height: 40 } } }, 'mf_account')!]);
    setRemoteLoader(async () => {
      throw new Error('down');
    });

    const { container } = render(
      <>
        <Fragment id="mf_account/FavouriteButton" props={{ productId: 1 }} />
        <Fragment id="mf_search/SearchDropdown" props={{}} />
      </>,
    );

    await waitFor(() => expect(container.querySelectorAll('[role="note"]')).toHaveLength(2));
    expect(container.querySelector('[data-fragment-unavailable="mf_account/FavouriteButton"]')).toHaveTextContent(/^$/);
    expect(container.querySelector('[data-fragment-unavailable="mf_search/SearchDropdown"]')).toHaveTextContent('Этот раздел временно недоступен');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, makeProduct, type Handler } from 'shared-kit/testing';
import type { ProductSelectionDto } from 'shared-kit/contracts';
import { makeBanner, tree } from '../../test/fixtures';
import { installFakeFragments } from '../../test/fakeFragments';
import { cachedState, renderWithProviders } from '../../test/renderWithProviders';
import { HomePage } from './HomePage';

function selection(key: ProductSelectionDto['key'], title: string, titles: string[]): { data: ProductSelectionDto } {
  return {
    data: { key, title, products: titles.map((name, index) => makeProduct(100 * (key.length + 1) + index, { title: name })) },
  };
}

/** The API of a shop where every home section has something to show. */
function fullApi(): Record<string, Handler> {
  return {
    'GET /categories/tree': { data: tree },
    'GET /selection/active_key': {
      data: ['main_hero_top', 'main_hero_bottom', 'categories_recomend', 'categories_bottom', 'products/week', 'actions/main', 'main'],
    },
    'GET /selection/main_hero_top': {
      data: [
        makeBanner(1, 'Скидки на витамины до 30%', { link_to_go: { real_slug: '/category/vitaminy-i-bady' } }),
        makeBanner(2, 'Бесплатная доставка от 2000 ₽', { link_to_go: { real_slug: 'https://example.org/dostavka' } }),
      ],
    },
    'GET /selection/main_hero_bottom': { data: [makeBanner(3, 'Бонусы за каждую покупку')] },
    'GET /selection/categories_recomend': { data: [makeBanner(4, 'Всё для иммунитета')] },
    'GET /selection/categories_bottom': { data: [makeBanner(5, 'Детское питание')] },
    'GET /selection/products/week': selection('products/week', 'Товары недели', ['Омега-3 1000 мг', 'Магний B6']),
    'GET /selection/actions/main': selection('actions/main', 'Акции', ['Крем для лица SPF 30']),
    'GET /selection/main': selection('main', 'Хиты продаж', ['Витамин C 500 мг']),
    'GET /popular_brands': { data: [{ id: 1, title: 'Solgar', slug: 'solgar', letter: 'S', product_count: 3, logo: null }] },
    'GET /reviews_company': {
      data: [{ id: 1, author: 'Анна', rating: 5, text: 'Быстрая доставка и вежливые курьеры.', source: 'Яндекс Карты', date: '2026-03-05' }],
    },
    'GET /advantages/': { data: [{ id: 1, title: 'Только оригиналы', text: 'Работаем напрямую с производителями', icon: 'original' }] },
    'GET /partners/': { data: [{ id: 1, title: 'Эвалар', image: '/api/media/partners/1.svg', link: 'https://evalar.ru' }] },
    'GET /banners/regions/': {
      data: [{ id: 1, region: 'Псков', title: 'Доставка за 2 часа', text: 'Курьером по городу', link_to_go: { real_slug: '/delivery' }, background_color: null }],
    },
  };
}

describe('HomePage', () => {
  it('When the home page opens, then the hero slides lead where their banners say, with desktop and WebP pictures', async () => {
    installFakeFragments();
    mockHttp(fullApi());

    renderWithProviders(<HomePage />);

    const hero = await screen.findByRole('link', { name: 'Скидки на витамины до 30%' });
    expect(hero).toHaveAttribute('href', '/category/vitaminy-i-bady');
    // The other slides are in the same carousel (its banners arrive with the selection; slow on a busy machine).
    const external = await screen.findByRole('link', { name: 'Бесплатная доставка от 2000 ₽' }, { timeout: 5000 });
    expect(external).toHaveAttribute('href', 'https://example.org/dostavka');
    expect(external).toHaveAttribute('target', '_blank');

    const sources = [...(hero.querySelectorAll('source') ?? [])].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
      source.getAttribute('type'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 1024px)', '/api/media/banners/1-desktop.webp', 'image/webp'],
      ['(min-width: 1024px)', '/api/media/banners/1-desktop.svg', null],
    ]);
    expect(within(hero).getByRole('img', { name: 'Скидки на витамины до 30%' })).toHaveAttribute('src', '/api/media/banners/1-mobile.svg');
    expect(await screen.findByRole('region', { name: 'Акции и новости магазина' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Товары для здоровья, красоты и питания' })).toBeInTheDocument();
  });

  it('When the home page opens, then the tiles, banners, product rows and the shop sections show what the API gives', async () => {
    installFakeFragments();
    mockHttp(fullApi());

    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('link', { name: 'Косметика' })).toHaveAttribute('href', '/category/kosmetika');
    const week = await screen.findByRole('region', { name: 'Товары недели' });
    expect(await within(week).findByRole('article', { name: 'Омега-3 1000 мг' })).toBeInTheDocument();
    expect(within(week).getByRole('link', { name: 'Магний B6' })).toHaveAttribute('href', expect.stringMatching(/^\/products\//));
    expect(await screen.findByRole('article', { name: 'Крем для лица SPF 30' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Хиты продаж' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Витамин C 500 мг' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Бонусы за каждую покупку' })).toHaveAttribute('href', '/category/banner-3');
    expect(screen.getByRole('link', { name: 'Всё для иммунитета' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Детское питание' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Solgar' })).toHaveAttribute('href', '/category?query=Solgar');
    expect(await screen.findByRole('article', { name: 'Отзыв: Анна' })).toHaveTextContent('Быстрая доставка и вежливые курьеры.');
    expect(screen.getByRole('article', { name: 'Отзыв: Анна' })).toHaveTextContent('Яндекс Карты · 5 марта 2026');
    expect(screen.getByText('Только оригиналы')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Эвалар' })).toHaveAttribute('href', 'https://evalar.ru');
    expect(screen.getByRole('link', { name: /Доставка за 2 часа/ })).toHaveAttribute('href', '/delivery');
  });

  it('When a selection of big banners has one banner, then it stays a big banner, while a vertical one alone becomes a long strip', async () => {
    installFakeFragments();
    mockHttp(fullApi());

    renderWithProviders(<HomePage />);

    const big = await screen.findByRole('link', { name: 'Детское питание' });
    expect(big).toHaveClass('mfc-banner--big');
    expect(big.closest('li')).toHaveAttribute('data-across-wide', '1');
    expect(await screen.findByRole('link', { name: 'Всё для иммунитета' })).toHaveClass('mfc-banner--long');
  });

  it('When a selection is not active, then it is never asked for and its section is not on the page', async () => {
    installFakeFragments();
    const api = fullApi();
    api['GET /selection/active_key'] = { data: ['products/week'] };
    const { requests } = mockHttp(api);

    renderWithProviders(<HomePage />);

    await screen.findByRole('article', { name: 'Омега-3 1000 мг' });
    await screen.findByText('Только оригиналы');
    const asked = requests.map((request) => request.url).filter((url) => url.startsWith('/selection/'));
    expect(asked.sort()).toEqual(['/selection/active_key', '/selection/products/week']);
    expect(screen.queryByRole('heading', { name: 'Акции' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Хиты продаж' })).not.toBeInTheDocument();
    // Without hero banners the page still opens with its own words and a way into the catalogue.
    expect(screen.getByText('Витамины, косметика, спортивное и здоровое питание с доставкой и самовывозом.')).toBeInTheDocument();
  });

  it('When one section fails, then the others still show: a product row says so quietly and tries again, extras disappear', async () => {
    installFakeFragments();
    const api = fullApi();
    let weekFails = true;
    const week = api['GET /selection/products/week'];
    api['GET /selection/products/week'] = (request) =>
      weekFails ? { status: 500 } : typeof week === 'function' ? week(request) : week;
    api['GET /partners/'] = { status: 500 };
    api['GET /selection/main_hero_bottom'] = { status: 503 };
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockHttp(api);

    renderWithProviders(<HomePage />);

    const weekSection = () => screen.getByRole('region', { name: 'Товары недели' });
    await waitFor(() => expect(within(weekSection()).getByRole('alert')).toHaveTextContent('Не удалось загрузить данные'), {
      timeout: 5000,
    });
    expect(await screen.findByRole('article', { name: 'Крем для лица SPF 30' })).toBeInTheDocument();
    expect(await screen.findByText('Только оригиналы')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Скидки на витамины до 30%' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Наши партнёры' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Бонусы за каждую покупку' })).not.toBeInTheDocument();

    weekFails = false;
    await userEvent.click(within(weekSection()).getByRole('button', { name: 'Повторить' }));
    expect(await within(weekSection()).findByRole('article', { name: 'Омега-3 1000 мг' })).toBeInTheDocument();
  });

  it('When the list of active selections fails, then no selection is asked for and the rest of the page shows', async () => {
    installFakeFragments();
    const api = fullApi();
    api['GET /selection/active_key'] = { status: 500 };
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { requests } = mockHttp(api);

    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('link', { name: 'Косметика' })).toBeInTheDocument();
    expect(await screen.findByText('Только оригиналы')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Весь каталог' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.startsWith('/selection/') && request.url !== '/selection/active_key')).toEqual([]);
  });

  it('When the sections below the first screen are far from view, then they are not loaded until the visitor scrolls near', async () => {
    installFakeFragments();
    const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    const original = window.IntersectionObserver;
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      const { requests } = mockHttp(fullApi());
      renderWithProviders(<HomePage />);

      await screen.findByRole('link', { name: 'Скидки на витамины до 30%' });
      const urls = () => requests.map((request) => request.url);
      expect(urls()).not.toContain('/selection/products/week');
      expect(urls()).not.toContain('/reviews_company');
      expect(screen.queryByRole('heading', { name: 'Товары недели' })).not.toBeInTheDocument();

      act(() => {
        for (const { callback, element } of observed) {
          callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });

      expect(await screen.findByRole('article', { name: 'Омега-3 1000 мг' })).toBeInTheDocument();
      await waitFor(() => expect(urls()).toContain('/reviews_company'));
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('When the tree is already in the store (as a server render hands it over), then the home page does not ask for it again', async () => {
    installFakeFragments();
    const { requests } = mockHttp(fullApi());

    renderWithProviders(<HomePage />, {
      preloadedState: cachedState([{ endpointName: 'categoryTree', arg: undefined as never, value: tree }]),
    });

    expect(screen.getByRole('link', { name: 'Витамины и БАДы' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(requests.filter((request) => request.url === '/categories/tree')).toHaveLength(0);
  });

  it('When the visitor has opened products before, then the home page shows them under «Вы смотрели», newest first', async () => {
    installFakeFragments();
    mockHttp({
      ...fullApi(),
      'GET /products/visited': { data: [makeProduct(8, { title: 'Магний B6' }), makeProduct(7, { title: 'Омега-3 1000 мг' })] },
    });

    renderWithProviders(<HomePage />);

    const recent = await screen.findByRole('region', { name: 'Вы смотрели' });
    expect(await within(recent).findByRole('article', { name: 'Магний B6' })).toBeInTheDocument();
    const titles = within(recent)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    expect(titles).toEqual(['Магний B6', 'Омега-3 1000 мг']);
  });

  it('When five tall banners come, then they fill a row of three and a row of two on desktops, and on phones two rows of two and one across', async () => {
    installFakeFragments();
    mockHttp({
      ...fullApi(),
      'GET /selection/categories_recomend': { data: [1, 2, 3, 4, 5].map((id) => makeBanner(40 + id, `Подборка ${id}`)) },
    });

    renderWithProviders(<HomePage />);

    const group = await screen.findByRole('list', { name: 'Рекомендуем' });
    const places = within(group)
      .getAllByRole('listitem')
      .map((item) => [item.style.getPropertyValue('--mfc-span-wide'), item.style.getPropertyValue('--mfc-span-narrow')]);
    expect(places).toEqual([
      ['4', '6'],
      ['4', '6'],
      ['4', '6'],
      ['6', '6'],
      ['6', '12'],
    ]);
  });
});

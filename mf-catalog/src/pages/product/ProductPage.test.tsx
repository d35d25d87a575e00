import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, isNotFoundError } from 'shared-kit';
import { Link } from 'react-router-dom';
import { CatchError, makeProduct, mockHttp } from 'shared-kit/testing';
import { makeProductDetails, makeProductReviews, makeReview, makeReviewMediaList } from '../../test/fixtures';
import { installFakeFragments } from '../../test/fakeFragments';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProductPage } from './ProductPage';

const PRODUCT = '/products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3';

describe('ProductPage', () => {
  it('When a product opens, then its pictures, facts, price, availability, texts and the other teams’ controls are shown', async () => {
    const fragments = installFakeFragments();
    const { requests } = mockHttp(() => ({ data: makeProductDetails() }));

    renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Solgar Витамин D3 1000 МЕ, 90 капсул' })).toBeInTheDocument();
    expect(requests[0].url).toBe('/products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3');

    const trail = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(trail).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Главная',
      'Каталог',
      'Витамины и БАДы',
      'Витамины',
      'Витамин D',
    ]);

    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });
    const picture = within(gallery).getByRole('img', { name: 'Solgar Витамин D3 1000 МЕ, 90 капсул' });
    expect(picture).toHaveAttribute('src', '/api/media/products/7-1.svg');
    expect(picture.parentElement?.querySelector('source')).toHaveAttribute('srcset', '/api/media/products/7-1.webp');
    expect(screen.getAllByRole('link', { name: 'Solgar' })[0]).toBeInTheDocument();
    expect(screen.getAllByText('SLG-00071').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Рейтинг 4.6 из 5')).toBeInTheDocument();
    expect(screen.getByText('Хит продаж')).toBeInTheDocument();
    expect(screen.getByText('−19%')).toBeInTheDocument();
    expect(screen.getByText(/1\s290\s₽/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Старая цена 1\s590\s₽/)).toBeInTheDocument();
    expect(screen.getByText('В наличии')).toBeInTheDocument();
    expect(screen.getByText('+64 бонуса за покупку')).toBeInTheDocument();
    expect(screen.getByText('Поддерживает иммунитет и здоровье костей.')).toBeInTheDocument();
    expect(screen.getByText('Витамин D3 (холекальциферол) 25 мкг')).toBeInTheDocument();
    expect(screen.getByText('По 1 капсуле в день во время еды')).toBeInTheDocument();
    expect(screen.getByText('США')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'В корзину' })).toHaveAttribute('data-product', '7');
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute('data-product', '7');
    expect(fragments).toHaveBeenCalledWith('mf_checkout/CartButton');
    expect(document.title).toBe('Solgar Витамин D3 1000 МЕ, 90 капсул — купить в Здоровье+');
    expect(screen.queryByRole('button', { name: 'Сообщить о поступлении' })).not.toBeInTheDocument();
  });

  it('When a product is out of stock, then the account team\'s waitlist button is offered beside the cart', async () => {
    const fragments = installFakeFragments();
    mockHttp(() => ({ data: makeProductDetails({ quantity: 0, availability: 'out_of_stock', offer: { available: false, count: 0 } }) }));

    renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    expect(await screen.findByRole('button', { name: 'Сообщить о поступлении' })).toHaveAttribute('data-product', '7');
    expect(fragments).toHaveBeenCalledWith('mf_account/WaitlistButton');
  });

  it('When a description carries script or event handlers, then only its harmless markup reaches the page', async () => {
    installFakeFragments();
    const description = '<p onclick="window.__pwned = 1">Безопасный текст</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 1</script>';
    mockHttp(() => ({ data: makeProductDetails({ description }) }));

    const { container } = renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    expect(await screen.findByText('Безопасный текст')).toBeInTheDocument();
    const text = container.querySelector('.mfc-richtext');
    expect(text?.innerHTML).not.toMatch(/onclick|onerror|<script/i);
  });

  it('When a product opens, then its reviews follow the texts, asked for by the product id', async () => {
    installFakeFragments();
    const http = mockHttp({
      'GET /products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3': { data: makeProductDetails() },
      'GET /reviews/model/7': { data: makeProductReviews([makeReview(1)]) },
      'GET /reviews/model/7/media': { data: makeReviewMediaList([]) },
    });

    renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    const reviews = await screen.findByRole('region', { name: /Отзывы/ });
    expect(await within(reviews).findByRole('article', { name: 'Анна' })).toBeInTheDocument();
    const about = screen.getByRole('heading', { level: 2, name: 'О товаре' });
    expect(about.compareDocumentPosition(reviews) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(http.calls('GET /reviews/model/7')).toHaveLength(1);

    // jsdom has no scrolling; a stand-in records which element was scrolled to.
    const scrolled = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true, writable: true });
    try {
      await userEvent.click(screen.getByRole('link', { name: 'Читать отзывы (3 отзыва)' }));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
    expect(scrolled.mock.contexts[0]).toBe(reviews);
    expect(reviews).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/vitaminy-i-bady\/vitaminy\/vitamin-d\/solgar-vitamin-d3$/);
    expect(http.calls('GET /reviews/model/7/media')).toHaveLength(1);
  });

  it('When a product has no reviews, then its header shows no rating and no link to reviews, and the section says there are none', async () => {
    installFakeFragments();
    mockHttp({
      'GET /products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3': { data: makeProductDetails({ rating_total: 0, reviews_count: 0 }) },
      'GET /reviews/model/7': {
        data: makeProductReviews([], { total: 0, pages: 1, rating_total: 0, rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }),
      },
      'GET /reviews/model/7/media': { data: makeReviewMediaList([]) },
    });

    renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    const reviews = await screen.findByRole('region', { name: 'Отзывы' });
    expect(await within(reviews).findByText('Отзывов пока нет')).toBeInTheDocument();
    expect(screen.getByText('Ещё нет оценок')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Читать отзывы/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Рейтинг \d/)).not.toBeInTheDocument();
  });

  it('When a product is shown, then catalog:product-viewed tells the other teams which one', async () => {
    installFakeFragments();
    mockHttp(() => ({ data: makeProductDetails() }));
    const viewed = jest.fn();
    const unsubscribe = getEventBus().subscribe('catalog:product-viewed', viewed);

    renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    await waitFor(() =>
      expect(viewed).toHaveBeenCalledWith({ productId: 7, slug: 'vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3' }),
    );
    unsubscribe();
  });

  it('When a product opens, then its visit is recorded once, and the next product opened is recorded too', async () => {
    installFakeFragments();
    const other = makeProductDetails({ id: 8, title: 'Магний B6', seo_h1: 'Магний B6', full_slug: 'vitaminy-i-bady/magniy-b6', url: '/products/vitaminy-i-bady/magniy-b6' });
    const http = mockHttp((request) =>
      request.url.endsWith('magniy-b6') ? { data: other } : request.url === '/products/visited' ? { data: [] } : { data: makeProductDetails() },
    );

    renderWithProviders(
      <>
        <Link to="/products/vitaminy-i-bady/magniy-b6">Другой товар</Link>
        <ProductPage />
      </>,
      { route: PRODUCT, path: '/products/*' },
    );

    await screen.findByRole('heading', { level: 1, name: 'Solgar Витамин D3 1000 МЕ, 90 капсул' });
    await waitFor(() => expect(http.calls('POST /products/visited').map((call) => call.body)).toEqual([{ product_id: 7 }]));

    await userEvent.click(screen.getByRole('link', { name: 'Другой товар' }));
    await screen.findByRole('heading', { level: 1, name: 'Магний B6' });
    await waitFor(() =>
      expect(http.calls('POST /products/visited').map((call) => call.body)).toEqual([{ product_id: 7 }, { product_id: 8 }]),
    );
  });

  it('When the visitor has seen other products, then they are under the reviews as «Вы смотрели», without this one', async () => {
    installFakeFragments();
    mockHttp({
      'GET /products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3': { data: makeProductDetails() },
      'GET /reviews/model/7': { data: makeProductReviews([makeReview(1)]) },
      'GET /reviews/model/7/media': { data: makeReviewMediaList([]) },
      'GET /products/visited': {
        data: [makeProduct(7, { title: 'Solgar Витамин D3 1000 МЕ, 90 капсул' }), makeProduct(8, { title: 'Магний B6' })],
      },
      'POST /products/visited': { status: 204 },
    });

    renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    const recent = await screen.findByRole('region', { name: 'Вы смотрели' });
    expect(await within(recent).findByRole('article', { name: 'Магний B6' })).toBeInTheDocument();
    expect(within(recent).queryByRole('article', { name: 'Solgar Витамин D3 1000 МЕ, 90 капсул' })).not.toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: /^Отзывы/ });
    expect(reviews.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('When the visitor has seen only this product, then there is no «Вы смотрели»', async () => {
    installFakeFragments();
    const http = mockHttp({
      'GET /products/vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3': { data: makeProductDetails() },
      'GET /products/visited': { data: [makeProduct(7)] },
      'POST /products/visited': { status: 204 },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});

    renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    await screen.findByRole('heading', { level: 1, name: 'Solgar Витамин D3 1000 МЕ, 90 капсул' });
    await waitFor(() => expect(http.calls('GET /products/visited')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Вы смотрели' })).not.toBeInTheDocument());
  });

  it('When the product does not exist, then the page throws NotFoundError for the shell to show its 404', async () => {
    installFakeFragments();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockHttp(() => ({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Страница не найдена' } }));
    const onError = jest.fn();

    renderWithProviders(
      <CatchError onError={onError}>
        <ProductPage />
      </CatchError>,
      { route: '/products/net-takogo-tovara', path: '/products/*' },
    );

    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(isNotFoundError(onError.mock.calls[0][0])).toBe(true);
  });

  it('When the server fails, then a quiet message with a retry button stands in place of the product', async () => {
    installFakeFragments();
    mockHttp(() => ({ status: 500 }));

    renderWithProviders(<ProductPage />, { route: PRODUCT, path: '/products/*' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

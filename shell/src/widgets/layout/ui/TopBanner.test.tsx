import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BannerDto } from 'shared-kit/contracts';
import { mockHttp } from 'shared-kit/testing';
import { useAppTestSetup } from '../../../test/appTestSetup';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TopBanner } from './TopBanner';

const BANNER: BannerDto = {
  id: 1,
  title: 'Бесплатная доставка по Пскову',
  short_text: 'Закажите до 14:00',
  background_color: '#0b6e69',
  link_to_go: { real_slug: '/delivery' },
  image: { desktop: '/api/media/banners/1.svg', desktop_webp: null, image: '/api/media/banners/1-mobile.svg', image_webp: null },
};

/** Answers that are held back until `release()`: what the page shows while the banner loads. */
function slowBanner(banners: BannerDto[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const http = mockHttp({
    'GET /selection/active_key': { data: ['top_banners', 'main'] },
    'GET /selection/top_banners': async () => {
      await released;
      return { data: banners };
    },
  });
  return { http, release };
}

describe('TopBanner', () => {
  useAppTestSetup();
  afterEach(() => {
    document.cookie = 'top_banner_hidden=; max-age=0; path=/';
  });

  it('When the banner is still loading, then an empty strip holds its place, hidden from screen readers, and the banner takes it', async () => {
    const { release } = slowBanner([BANNER]);
    const { container } = renderWithProviders(<TopBanner />);

    const strip = container.querySelector('.sh-topbanner--loading');
    expect(strip).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    release();
    const banner = await screen.findByRole('complementary', { name: 'Объявление магазина' });
    expect(banner).toHaveClass('sh-topbanner');
    expect(screen.getByRole('link', { name: BANNER.title })).toHaveAttribute('href', '/delivery');
    expect(container.querySelector('.sh-topbanner--loading')).toBeNull();
  });

  it('When there is no banner, or the list does not name top_banners, then the strip goes and nothing shows', async () => {
    const { release } = slowBanner([]);
    const { container } = renderWithProviders(<TopBanner />);
    release();
    await waitFor(() => expect(container.querySelector('.sh-topbanner')).toBeNull());

    const http = mockHttp({ 'GET /selection/active_key': { data: ['main'] } });
    const other = renderWithProviders(<TopBanner />);
    await waitFor(() => expect(other.container.querySelector('.sh-topbanner')).toBeNull());
    expect(http.calls('GET /selection/top_banners')).toHaveLength(0);
  });

  it('When the banner cannot load, then the strip goes and the page is not broken', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockHttp({ 'GET /selection/active_key': { status: 500, data: { statusCode: 500, error: 'Internal Server Error', message: 'Ошибка' } } });
    const { container } = renderWithProviders(<TopBanner />);

    await waitFor(() => expect(container.querySelector('.sh-topbanner')).toBeNull());
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('When the banner is closed, then it goes for a day (cookie) and a new page asks for nothing and holds no place', async () => {
    const user = userEvent.setup();
    const { release } = slowBanner([BANNER]);
    release();
    const first = renderWithProviders(<TopBanner />);
    await user.click(await screen.findByRole('button', { name: 'Скрыть баннер' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(document.cookie).toContain('top_banner_hidden=1');
    first.unmount();

    const http = mockHttp({});
    const { container } = renderWithProviders(<TopBanner />);
    expect(container.querySelector('.sh-topbanner')).toBeNull();
    expect(http.requests).toHaveLength(0);
  });
});

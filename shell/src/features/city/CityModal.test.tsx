import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, getEventBus, getSession } from 'shared-kit';
import type { CityDto, CityUpdateResultDto } from 'shared-kit/contracts';
import { mockHttp, type Reply } from 'shared-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useAppTestSetup } from '../../test/appTestSetup';
import { CityModal } from './CityModal';
import { HeaderCity } from './HeaderCity';
import { MobileNav } from '../../widgets/layout/ui/MobileNav';

const city = (id: number, title: string, region: string, extra: Partial<CityDto> = {}): CityDto => ({
  id,
  title,
  region,
  is_main: false,
  is_important: true,
  is_active: true,
  ...extra,
});

const PSKOV = city(96, 'Псков', 'Псковская область', { is_main: true });
const MOSCOW = city(1, 'Москва', 'Москва');
const KAZAN = city(5, 'Казань', 'Республика Татарстан');
const PSKOV_TOWNS = [PSKOV, city(200, 'Пустошка', 'Псковская область', { is_important: false })];

function cityApi(
  onUpdate: (id: number) => Reply<CityUpdateResultDto> = (id) => ({
    data: { success: true, current_city: [PSKOV, MOSCOW, KAZAN].find((c) => c.id === id) ?? PSKOV },
  }),
) {
  return mockHttp({
    'GET /city/list': (request) => {
      const query = request.params.query as string | undefined;
      if (!query) return { data: { count: 3, results: [PSKOV, MOSCOW, KAZAN], main_city: PSKOV, current_city: null } };
      const results = query.toLowerCase().startsWith('пс') ? PSKOV_TOWNS : [];
      return { data: { count: results.length, results, main_city: PSKOV, current_city: null } };
    },
    'POST /city/update': (request) => onUpdate((request.body as { city_id: number }).city_id),
  });
}

async function openWindow() {
  act(() => getEventBus().emit('shell:modal-requested', { name: 'cityModal' }));
  return screen.findByRole('dialog');
}

describe('city window', () => {
  useAppTestSetup();

  it('When the header loads, then it shows the main city; the window lists the main and important cities, 800 px wide', async () => {
    const user = userEvent.setup();
    const http = cityApi();
    renderWithProviders(
      <>
        <HeaderCity />
        <CityModal />
      </>,
    );

    const header = await screen.findByRole('button', { name: /Ваш город: Псков/ });
    expect(http.calls('GET /city/list')[0].params).toMatchObject({ is_important: true, limit: 50, offset: 0 });
    await user.click(header);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-modal', 'cityModal');
    expect(dialog).toHaveStyle({ maxWidth: '800px' });
    const list = within(dialog).getAllByRole('button', { name: /Псков|Москва|Казань/ });
    expect(list.map((b) => b.textContent)).toEqual(['ПсковПсковская область', 'МоскваМосква', 'КазаньРеспублика Татарстан']);
    expect(http.calls('GET /city/list')).toHaveLength(1);
  });

  it('When fewer than 3 letters are typed, then nothing is searched; from 3 the search runs once after a pause', async () => {
    const user = userEvent.setup();
    const http = cityApi();
    renderWithProviders(<CityModal />);
    await openWindow();

    await user.type(screen.getByRole('searchbox', { name: 'Поиск города' }), ' пс ');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(http.calls('GET /city/list').filter((r) => r.params.query)).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Поиск города' }), 'к');
    expect(await screen.findByRole('button', { name: /Пустошка/ }, { timeout: 2000 })).toBeInTheDocument();
    const searches = http.calls('GET /city/list').filter((r) => r.params.query);
    expect(searches.map((r) => r.params)).toEqual([expect.objectContaining({ query: 'пс к', limit: 50, offset: 0 })]);
  });

  it('When nothing is found, then the text of docs/product.md §8 is shown', async () => {
    const user = userEvent.setup();
    cityApi();
    renderWithProviders(<CityModal />);
    await openWindow();

    await user.type(screen.getByRole('searchbox', { name: 'Поиск города' }), 'Гондор');

    expect(await screen.findByText('К сожалению, по вашему запросу не найдено населенных пунктов', undefined, { timeout: 2000 })).toBeInTheDocument();
  });

  it('When a city is chosen, then the server and the session keep it, the window closes and the header shows it', async () => {
    const user = userEvent.setup();
    const http = cityApi();
    renderWithProviders(
      <>
        <HeaderCity />
        <CityModal />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: /Ваш город: Псков/ }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: /Казань/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls('POST /city/update')[0].body).toEqual({ city_id: 5 });
    expect(getSession().state.cityId).toBe(5);
    expect(getCookie('current_city')).toBe('5');
    expect(screen.getByRole('button', { name: /Ваш город: Казань/ })).toBeInTheDocument();
  });

  it('When the choice cannot be saved, then the window stays open with a Russian message', async () => {
    const user = userEvent.setup();
    cityApi(() => ({ status: 500, data: {} }));
    renderWithProviders(
      <>
        <HeaderCity />
        <CityModal />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: /Ваш город: Псков/ }));

    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Москва/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сохранить город. Попробуйте ещё раз.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('When the city is chosen from the phone menu, then the menu closes and the city window opens', async () => {
    const user = userEvent.setup();
    cityApi();
    renderWithProviders(
      <>
        <HeaderCity />
        <MobileNav />
        <CityModal />
      </>,
    );
    await screen.findByRole('button', { name: /Ваш город: Псков/ });

    await user.click(screen.getByRole('button', { name: 'Меню' }));
    const menu = screen.getByRole('dialog', { name: 'Меню' });
    await user.click(within(menu).getByRole('button', { name: /Ваш город: Псков/ }));

    expect(await screen.findByRole('dialog', { name: 'Выберите город' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument();
  });

  it('When the city window closes by Escape, then focus is back on the city button of the header', async () => {
    const user = userEvent.setup();
    cityApi();
    renderWithProviders(
      <>
        <HeaderCity />
        <CityModal />
      </>,
    );
    const button = await screen.findByRole('button', { name: /Ваш город: Псков/ });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Выберите город' });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('When the customer signs in, then the header asks the server again and shows the city it answers, and the cookie follows', async () => {
    let current: CityDto | null = null;
    const http = mockHttp({
      'GET /city/list': () => ({ data: { count: 3, results: [PSKOV, MOSCOW, KAZAN], main_city: PSKOV, current_city: current } }),
    });
    renderWithProviders(<HeaderCity />);
    await screen.findByRole('button', { name: /Ваш город: Псков/ });

    // The account's saved city (no choice made in this visit).
    current = KAZAN;
    act(() => getEventBus().emit('account:signed-in', { newRegistration: false }));

    expect(await screen.findByRole('button', { name: /Ваш город: Казань/ })).toBeInTheDocument();
    expect(http.calls('GET /city/list')).toHaveLength(2);
    await waitFor(() => expect(getCookie('current_city')).toBe('5'));
    expect(getSession().state.cityId).toBe(5);
  });
});

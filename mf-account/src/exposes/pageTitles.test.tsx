import type { ComponentType } from 'react';
import { waitFor } from '@testing-library/react';
import { getSession } from 'shared-kit';
import { mockHttp, paged } from 'shared-kit/testing';
import { PersonalDataPage } from '../pages/personal-data';
import { FavouritesPage } from '../pages/personal-favourites';
import { PersonalHomePage } from '../pages/personal-home';
import { OrdersPage } from '../pages/personal-orders';
import { ReviewsPage } from '../pages/personal-reviews';
import { WaitlistPage } from '../pages/personal-waitlist';
import { accountInfo } from '../test/fixtures';
import { renderWithProviders } from '../test/renderWithProviders';

afterEach(() => getSession().signOut());

describe('titles of the cabinet pages', () => {
  it.each<[string, string, ComponentType]>([
    ['/personal', 'Личный кабинет — Здоровье+', PersonalHomePage],
    ['/personal/data', 'Личные данные — Здоровье+', PersonalDataPage],
    ['/personal/orders', 'Мои заказы — Здоровье+', OrdersPage],
    ['/personal/favourites', 'Избранное — Здоровье+', FavouritesPage],
    ['/personal/waitlist', 'Лист ожидания — Здоровье+', WaitlistPage],
    ['/personal/reviews', 'Мои отзывы — Здоровье+', ReviewsPage],
  ])('When %s opens, then the tab reads «%s»', async (route, title, Page) => {
    document.title = 'Здоровье+';
    getSession().signIn('token-1');
    mockHttp((request) =>
      request.url === '/personal/info'
        ? { data: accountInfo() }
        : request.url === '/personal'
          ? { data: { name: 'Анна', surname: 'Петрова', email: 'anna@example.ru', bonus_balance: 0, favourites: 0, waitlist: 0, last_order: null, orders: 0, awaiting_review: 0 } }
          : request.url === '/selection/personal_top'
            ? { data: { title: 'Подобрали для вас', items: [] } }
            : { data: paged([]) },
    );

    renderWithProviders(<Page />, { route });

    await waitFor(() => expect(document.title).toBe(title));
  });
});

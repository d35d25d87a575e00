import type { FragmentId } from './contracts/fragments';

/** Customer-facing texts of shared-kit, in Russian. */
export const messages = {
  partUnavailable: 'Этот раздел временно недоступен',
  fragmentUnavailable: {
    'mf_checkout/CartButton': 'Покупка временно недоступна',
    'mf_checkout/HeaderCart': 'Корзина недоступна',
    'mf_account/FavouriteButton': '',
    'mf_account/WaitlistButton': '',
    'mf_account/ReviewForm': 'Форма отзыва временно недоступна',
    'mf_account/HeaderPersonal': 'Личный кабинет недоступен',
    'mf_account/AuthModals': '',
    'mf_catalog/CatalogDropdown': 'Каталог недоступен',
    'mf_search/SearchDropdown': 'Поиск временно недоступен',
  } satisfies Record<FragmentId, string>,
  availability: {
    inStock: 'В наличии',
    outOfStock: 'Нет в наличии',
    soon: 'Скоро в продаже',
  },
  novelty: 'Новинка',
  loading: 'Загрузка…',
  close: 'Закрыть',
} as const;

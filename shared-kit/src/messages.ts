/** Customer-facing texts of shared-kit, in Russian. */
export const messages = {
  partUnavailable: 'Этот раздел временно недоступен',
  availability: {
    inStock: 'В наличии',
    outOfStock: 'Нет в наличии',
    soon: 'Скоро в продаже',
  },
  novelty: 'Новинка',
  loading: 'Загрузка…',
  close: 'Закрыть',
} as const;

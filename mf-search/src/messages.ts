/** Customer-facing texts of the search team. */
export const messages = {
  pageTitle: 'Поиск',
  inputLabel: 'Поиск по каталогу',
  placeholder: 'Искать витамины, косметику, бренды…',
  submit: 'Найти',
  tooShort: 'Введите не меньше 3 символов',
  catalogueLink: 'Каталог',
  nothingFoundLead:
    'К сожалению, мы не нашли результатов по выбранным запросам. Пожалуйста, попробуйте поменять параметры поиска, или воспользуйтесь',
  nothingFoundLink: 'Каталогом',
  scopeLabel: 'Где искать',
  searching: 'Ищем…',
  categories: 'Категории',
  products: 'Товары',
  popular: 'Популярные запросы',
  showAll: 'Показать все',
  loadFailed: 'Не удалось выполнить поиск. Попробуйте ещё раз.',
  everywhere: 'Везде',
  cancel: 'Отменить',
} as const;

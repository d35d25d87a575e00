import { pluralize, SEARCH_TOO_SHORT } from 'shared-kit';

/** Customer-facing texts of the search team. */
export const messages = {
  pageTitle: 'Поиск',
  /** Document title of the results page. */
  documentTitle: (query: string) => `Поиск: ${query}`,
  inputLabel: 'Поиск по каталогу',
  placeholder: 'Искать витамины, косметику, бренды…',
  submit: 'Найти',
  /** A query too short to search (docs/product.md §5). */
  tooShort: SEARCH_TOO_SHORT,
  catalogueLink: 'Каталог',
  nothingFoundLead:
    'К сожалению, мы не нашли результатов по выбранным запросам. Пожалуйста, попробуйте поменять параметры поиска, или воспользуйтесь',
  nothingFoundLink: 'Каталогом',
  corrected: (query: string) => `Показаны результаты по запросу «${query}»`,
  scopeLabel: 'Где искать',
  searching: 'Ищем…',
  suggestions: 'Подсказки поиска',
  categories: 'Категории',
  products: 'Товары',
  popular: 'Популярные запросы',
  popularProducts: 'Популярные товары',
  recent: 'Вы искали',
  clearRecent: 'Очистить',
  clearRecentLabel: 'Очистить историю поиска',
  showAll: 'Показать все',
  showMore: 'Показать ещё',
  /** «Найдено 12 товаров»; a capped total reads «Найдено более 1000 товаров». */
  foundCount: (count: number, capped: boolean) =>
    `Найдено ${capped ? 'более ' : ''}${count} ${pluralize(count, ['товар', 'товара', 'товаров'])}`,
  loading: 'Загрузка…',
  loadFailed: 'Не удалось выполнить поиск. Попробуйте ещё раз.',
  retry: 'Повторить',
  everywhere: 'Везде',
  cancel: 'Отменить',
} as const;

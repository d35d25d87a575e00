/** Customer-facing texts of the API, in Russian. */
export const messages = {
  notFound: 'Страница не найдена',
  routeNotFound: 'Страница не найдена: адрес указан неверно или страница больше не существует',
  productNotFound: 'Товар не найден',
  categoryNotFound: 'Категория не найдена',
  configNotFound: 'Параметр настроек не найден',
  fileNotFound: 'Файл не найден',
  unauthorized: 'Требуется авторизация',
  badRequest: 'Некорректный запрос',
  badUrl: 'Некорректный адрес запроса',
  requestTimeout: 'Истекло время ожидания запроса',
  headersTooLarge: 'Слишком большие заголовки запроса',
  invalidJson: 'Некорректное тело запроса: ожидается JSON',
  payloadTooLarge: 'Слишком большой запрос',
  unsupportedMediaType: 'Неподдерживаемый формат запроса',
  methodNotAllowed: 'Метод не поддерживается',
  tooManyRequests: 'Слишком много запросов, попробуйте позже',
  serviceUnavailable: 'Сервис временно недоступен, попробуйте позже',
  internal: 'Непредвиденная ошибка сервера',
  formUnreadable: 'Не удалось прочитать отправленную форму: она пришла не полностью или повреждена',
  controlCharacters: 'значение содержит недопустимые символы',
  notFiniteNumber: 'ожидается конечное число',
  sessionRequired: 'Сессия не найдена, обновите страницу',
  outOfStock: 'Товара нет в наличии',
  giftInCart: 'Этот товар уже в корзине как подарок',
  selectionNotFound: 'Подборка не найдена',
} as const;

/** Refusal of a new line in a cart that already has `max` different products. */
export function cartFull(max: number): string {
  return `В корзине может быть не больше ${max} разных товаров`;
}

/** Notice for a cart amount reduced to the stock: `Доступно только 3 шт.` */
export function onlyAvailable(count: number): string {
  return `Доступно только ${count} шт.`;
}

/** Where a rejected value came from, in words for the customer's error message. */
export const validationPlaces: Record<string, string> = {
  querystring: 'параметр запроса',
  params: 'параметр адреса',
  body: 'поле',
  headers: 'заголовок',
};

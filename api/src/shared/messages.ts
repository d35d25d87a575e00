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
} as const;

/** Where a rejected value came from, in words for the customer's error message. */
export const validationPlaces: Record<string, string> = {
  querystring: 'параметр запроса',
  params: 'параметр адреса',
  body: 'поле',
  headers: 'заголовок',
};

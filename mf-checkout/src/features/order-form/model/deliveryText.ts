/** Customer-facing texts of the delivery place of the order form. */
export const deliveryText = {
  addressTitle: 'Адрес доставки',
  city: 'Город',
  cityHint: 'Город доставки выбирается в шапке сайта',
  courierCityHint: 'Курьер магазина доставляет по Пскову',
  street: 'Улица',
  streetPlaceholder: 'Начните вводить название улицы',
  house: 'Дом',
  flat: 'Квартира или офис',
  entrance: 'Подъезд',
  floor: 'Этаж',
  intercom: 'Домофон',
  comment: 'Комментарий для курьера',
  suggestions: 'Подсказки адреса',
  suggestionsCount: (count: number) => (count === 0 ? 'Подсказок нет' : `Подсказок: ${count}. Выбирайте стрелками вверх и вниз`),
  savedTitle: 'Сохранённые адреса',
  newAddress: 'Новый адрес',
  deleteAddress: (title: string) => `Удалить адрес ${title}`,
  deleteFailed: 'Не удалось удалить адрес. Попробуйте ещё раз.',
  streetRequired: 'Укажите улицу',
  houseRequired: 'Укажите номер дома',
  tooLong: (limit: number) => `Не длиннее ${limit} символов`,
  control: 'Уберите из поля служебные символы',
  pointTitle: 'Пункт выдачи или постамат',
  pointFilter: 'Найти пункт по адресу или названию',
  pointsIn: (city: string) => `Пункты выдачи в городе ${city}`,
  pointsLoading: 'Загружаем пункты выдачи…',
  pointsFailed: 'Не удалось загрузить пункты выдачи. Попробуйте обновить страницу.',
  pointsEmpty: 'Пунктов выдачи по такому запросу нет. Измените запрос или выберите другой город в шапке сайта.',
  pointsNone: 'В этом городе пока нет пунктов выдачи. Выберите курьерскую доставку или другой город.',
  pointRequired: 'Выберите пункт выдачи или постамат',
  hours: 'Часы работы',
  pointHours: 'Часы работы пункта',
  storeHint: 'Магазин выбирается выше: заберите заказ там, где удобнее',
} as const;

/** Longest value of each address field; the server checks the same limits. */
export const ADDRESS_LIMITS = { street: 150, house: 20, flat: 10, entrance: 10, floor: 10, intercom: 20, comment: 300 } as const;

/** Ways of delivery that need the courier's address, and the one that needs a pickup point. */
export const COURIER_KEYS: readonly string[] = ['courier_city', 'post_courier'];
export const POINT_KEY = 'post_pickup';

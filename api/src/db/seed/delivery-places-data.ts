/**
 * Streets for the address suggestions of the order form and the postal service's pickup points and
 * parcel lockers, for the cities the shop delivers to most: Pskov (its own courier), the towns of the
 * Pskov region and the largest cities of the North-West and the country (by post). A city is named by
 * its title and region as in the city list.
 */

/** Streets of one city, with the type written as the post writes it (ул., пр-кт, наб.). */
export interface StreetSeed {
  city: readonly [title: string, region: string];
  streets: readonly string[];
}

export const STREETS: readonly StreetSeed[] = [
  {
    city: ['Псков', 'Псковская область'],
    streets: [
      'Октябрьский пр-кт', 'Рижский пр-кт', 'ул. Труда', 'ул. Советская', 'ул. Ленина', 'ул. Гоголя', 'ул. Пушкина',
      'ул. Некрасова', 'ул. Кузнецкая', 'ул. Вокзальная', 'ул. Яна Фабрициуса', 'ул. Юбилейная', 'ул. Народная',
      'ул. Коммунальная', 'ул. Шестака', 'ул. Звёздная', 'ул. Кисловодская', 'ул. Западная', 'ул. Текстильная',
      'ул. Инженерная', 'ул. Владимирская', 'ул. Леона Поземского', 'ул. Алехина', 'ул. Петровская', 'ул. Парковая',
      'ул. Псковская', 'ул. Конная', 'ул. Свердлова', 'ул. Красноармейская', 'ул. Металлистов', 'ул. Киселёва',
      'ул. Гражданская', 'ул. Максима Горького', 'ул. Жуковой', 'ул. Первомайская', 'ул. Байкова', 'ул. Гущина',
      'ул. Льва Толстого', 'ул. Новоселов', 'ул. Бастионная', 'Ольгинская наб.', 'Завеличенская наб.',
      'Комсомольский пер.', 'ул. Мирная', 'ул. Шелгунова',
    ],
  },
  {
    city: ['Великие Луки', 'Псковская область'],
    streets: [
      'пр-кт Гагарина', 'пр-кт Ленина', 'пр-кт Октябрьский', 'ул. Дьяконова', 'ул. Пионерская', 'ул. Вокзальная',
      'ул. Комсомольская', 'ул. Некрасова', 'ул. Зверева', 'ул. Рабочая', 'ул. Маяковского', 'наб. Лейтенанта Шмидта',
    ],
  },
  {
    city: ['Остров', 'Псковская область'],
    streets: ['ул. Ленина', 'ул. Карла Маркса', 'ул. Калинина', 'ул. Победы', 'ул. 25 Октября', 'ул. Спартака'],
  },
  {
    city: ['Печоры', 'Псковская область'],
    streets: ['ул. Мира', 'ул. Свободы', 'ул. Рижская', 'ул. Гагарина', 'Октябрьская пл.', 'ул. Заводская'],
  },
  {
    city: ['Великий Новгород', 'Новгородская область'],
    streets: [
      'ул. Большая Санкт-Петербургская', 'ул. Большая Московская', 'ул. Ломоносова', 'ул. Германа', 'ул. Псковская',
      'ул. Великая', 'ул. Кочетова', 'пр-кт Мира', 'Григоровское ш.', 'ул. Прусская',
    ],
  },
  {
    city: ['Санкт-Петербург', 'Санкт-Петербург'],
    streets: [
      'Невский пр-кт', 'Московский пр-кт', 'Лиговский пр-кт', 'пр-кт Энгельса', 'Каменноостровский пр-кт',
      'ул. Садовая', 'ул. Марата', 'ул. Рубинштейна', 'ул. Гороховая', 'ул. Савушкина', 'ул. Типанова',
      'пр-кт Просвещения', 'Ленинский пр-кт', 'наб. реки Фонтанки', 'Средний пр-кт В.О.', 'ул. Ярослава Гашека',
    ],
  },
  {
    city: ['Москва', 'Москва'],
    streets: [
      'ул. Тверская', 'ул. Арбат', 'Ленинский пр-кт', 'пр-кт Мира', 'Кутузовский пр-кт', 'ул. Профсоюзная',
      'ул. Новый Арбат', 'ул. Большая Ордынка', 'ул. Мясницкая', 'Варшавское ш.', 'Дмитровское ш.',
      'ул. Маросейка', 'ул. Бутырская', 'ул. Покровка', 'Волгоградский пр-кт', 'ул. Первомайская',
    ],
  },
];

/** One pickup point or parcel locker of the postal service. */
export interface PickupPointSeed {
  id: string;
  city: readonly [title: string, region: string];
  kind: 'pickup_point' | 'parcel_locker';
  title: string;
  address: string;
  hours: string;
}

const PSKOV = ['Псков', 'Псковская область'] as const;
const LUKI = ['Великие Луки', 'Псковская область'] as const;
const OSTROV = ['Остров', 'Псковская область'] as const;
const PECHORY = ['Печоры', 'Псковская область'] as const;
const NOVGOROD = ['Великий Новгород', 'Новгородская область'] as const;
const SPB = ['Санкт-Петербург', 'Санкт-Петербург'] as const;
const MOSCOW = ['Москва', 'Москва'] as const;

const EVERY_DAY = 'Ежедневно, круглосуточно';

export const PICKUP_POINTS: readonly PickupPointSeed[] = [
  { id: 'PSK-001', city: PSKOV, kind: 'pickup_point', title: 'Пункт выдачи на Октябрьском', address: 'Октябрьский пр-кт, д. 56', hours: 'Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00' },
  { id: 'PSK-002', city: PSKOV, kind: 'pickup_point', title: 'Пункт выдачи на Рижском', address: 'Рижский пр-кт, д. 64', hours: 'Ежедневно 10:00–21:00' },
  { id: 'PSK-003', city: PSKOV, kind: 'pickup_point', title: 'Пункт выдачи в Завеличье', address: 'ул. Юбилейная, д. 36', hours: 'Пн–Сб 10:00–20:00, Вс выходной' },
  { id: 'PSK-004', city: PSKOV, kind: 'parcel_locker', title: 'Постамат в ТЦ «Максимум»', address: 'Рижский пр-кт, д. 16', hours: 'Ежедневно 10:00–22:00' },
  { id: 'PSK-005', city: PSKOV, kind: 'parcel_locker', title: 'Постамат у вокзала', address: 'ул. Вокзальная, д. 38', hours: EVERY_DAY },
  { id: 'PSK-006', city: PSKOV, kind: 'parcel_locker', title: 'Постамат на Кузнецкой', address: 'ул. Кузнецкая, д. 13', hours: EVERY_DAY },
  { id: 'PSK-007', city: PSKOV, kind: 'pickup_point', title: 'Пункт выдачи на Труда', address: 'ул. Труда, д. 42', hours: 'Пн–Пт 10:00–19:00, Сб 10:00–16:00' },
  { id: 'VLK-001', city: LUKI, kind: 'pickup_point', title: 'Пункт выдачи на Ленина', address: 'пр-кт Ленина, д. 25', hours: 'Пн–Сб 9:00–19:00, Вс 10:00–16:00' },
  { id: 'VLK-002', city: LUKI, kind: 'pickup_point', title: 'Пункт выдачи на Гагарина', address: 'пр-кт Гагарина, д. 97', hours: 'Ежедневно 10:00–20:00' },
  { id: 'VLK-003', city: LUKI, kind: 'parcel_locker', title: 'Постамат у вокзала', address: 'ул. Вокзальная, д. 11', hours: EVERY_DAY },
  { id: 'OST-001', city: OSTROV, kind: 'pickup_point', title: 'Пункт выдачи в центре', address: 'ул. Ленина, д. 4', hours: 'Пн–Пт 9:00–18:00, Сб 10:00–15:00' },
  { id: 'PCH-001', city: PECHORY, kind: 'pickup_point', title: 'Пункт выдачи на Мира', address: 'ул. Мира, д. 12', hours: 'Пн–Сб 10:00–19:00' },
  { id: 'VNG-001', city: NOVGOROD, kind: 'pickup_point', title: 'Пункт выдачи на Ломоносова', address: 'ул. Ломоносова, д. 29', hours: 'Ежедневно 9:00–21:00' },
  { id: 'VNG-002', city: NOVGOROD, kind: 'parcel_locker', title: 'Постамат на Большой Московской', address: 'ул. Большая Московская, д. 37', hours: EVERY_DAY },
  { id: 'SPB-001', city: SPB, kind: 'pickup_point', title: 'Пункт выдачи у «Маяковской»', address: 'Невский пр-кт, д. 106', hours: 'Ежедневно 10:00–22:00' },
  { id: 'SPB-002', city: SPB, kind: 'pickup_point', title: 'Пункт выдачи у «Московской»', address: 'Московский пр-кт, д. 186', hours: 'Ежедневно 9:00–21:00' },
  { id: 'SPB-003', city: SPB, kind: 'parcel_locker', title: 'Постамат на Лиговском', address: 'Лиговский пр-кт, д. 30', hours: EVERY_DAY },
  { id: 'SPB-004', city: SPB, kind: 'parcel_locker', title: 'Постамат на Просвещения', address: 'пр-кт Просвещения, д. 19', hours: 'Ежедневно 8:00–23:00' },
  { id: 'MSK-001', city: MOSCOW, kind: 'pickup_point', title: 'Пункт выдачи на Тверской', address: 'ул. Тверская, д. 22', hours: 'Ежедневно 9:00–21:00' },
  { id: 'MSK-002', city: MOSCOW, kind: 'pickup_point', title: 'Пункт выдачи на Профсоюзной', address: 'ул. Профсоюзная, д. 61', hours: 'Ежедневно 10:00–22:00' },
  { id: 'MSK-003', city: MOSCOW, kind: 'parcel_locker', title: 'Постамат на проспекте Мира', address: 'пр-кт Мира, д. 118', hours: EVERY_DAY },
  { id: 'MSK-004', city: MOSCOW, kind: 'parcel_locker', title: 'Постамат на Кутузовском', address: 'Кутузовский пр-кт, д. 57', hours: EVERY_DAY },
];

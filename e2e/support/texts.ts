/**
 * The Russian texts the suite looks for. `spec` holds texts fixed by docs/product.md (copied exactly); the
 * others are the texts each team chose where docs/product.md names none (their `messages.ts`), so a change
 * of wording there is a change here too.
 */

/** Texts of docs/product.md §2, §4 and §8. */
export const spec = {
  notFoundTitle: 'Страница не найдена',
  serverErrorTitle: 'Мы уже работаем над её устранением',
  serverErrorText: 'Непредвиденная ошибка сервера',
  leaveApplication: 'Оставить заявку',
  cookieAccept: 'ОК',
  searchEmpty:
    'К сожалению, мы не нашли результатов по выбранным запросам. Пожалуйста, попробуйте поменять параметры поиска, или воспользуйтесь Каталогом',
} as const;

/** shell/src/messages.ts */
export const shell = {
  sectionUnavailable: 'Этот раздел временно недоступен',
  toHome: 'На главную',
  catalogue: 'Каталог',
  cart: 'Корзина',
  menu: 'Меню',
  closeMenu: 'Закрыть меню',
  signIn: 'Войти',
  skipToContent: 'Перейти к основному содержимому',
  logo: 'На главную страницу',
  phone: 'Телефон',
  name: 'Имя',
} as const;

/** shared-kit/src/messages.ts: the quiet messages where another team's fragment failed to load. */
export const fragmentUnavailable = {
  cartButton: 'Покупка временно недоступна',
  headerCart: 'Корзина недоступна',
  headerPersonal: 'Личный кабинет недоступен',
  catalogDropdown: 'Каталог недоступен',
  searchDropdown: 'Поиск временно недоступен',
} as const;

/** mf-catalog/src/messages.ts */
export const catalog = {
  categories: 'Категории',
  popular: 'Популярные товары',
  sortingLabel: 'Сортировка',
  sortPriceAsc: 'Сначала дешевле',
  nextPage: 'Следующая страница',
  description: 'Описание',
  brandsHeading: 'Бренды',
  dropdownButton: 'Каталог',
  priceTo: 'Цена до',
  resetAll: 'Сбросить все',
  removeFilter: (title: string) => `Убрать фильтр «${title}»`,
  reviewsHeading: 'Отзывы',
  reviewsList: 'Отзывы покупателей',
  reviewsMore: 'Показать ещё',
  reviewStars: (rating: number) => `Оценка ${rating} из 5`,
  reviewFilterStars: (stars: number) => `Оценка ${stars}`,
  anonymousAuthor: 'Покупатель',
  heroSlider: 'Акции и новости магазина',
  nextSlide: 'Следующий слайд',
  /** A carousel's slide is a group named by its place: «2 из 5» (the current one is `aria-current`). */
  slide: (index: number, count: number) => `${index} из ${count}`,
  loadFailed: 'Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.',
  retry: 'Повторить',
  partners: 'Наши партнёры',
  advantages: 'Почему выбирают нас',
  recentlyViewed: 'Вы смотрели',
  dropdownBanners: 'Предложения каталога',
  filters: 'Фильтры',
  breadcrumbs: 'Навигационная цепочка',
} as const;

/** mf-checkout/src/messages.ts */
export const checkout = {
  cartTitle: 'Корзина',
  cartEmpty: 'Ваша корзина пуста',
  buy: 'Купить',
  addedNotice: 'Товар добавлен в корзину',
  toCart: 'Перейти в корзину',
  increase: 'Увеличить количество',
  quantity: 'Количество',
  promoLabel: 'Промокод',
  promoApply: 'Применить',
  promoApplied: (code: string) => `Промокод ${code} применён`,
  /** The API's reason for a code whose time has passed (api/src/modules/cart/checkout-messages.ts). */
  promoExpired: 'Срок действия промокода истёк',
  toCheckout: 'Перейти к оформлению',
  backToCart: 'Вернуться в корзину',
  chooseGift: (title: string) => `Выбрать подарок «${title}»`,
  removeGift: (title: string) => `Убрать подарок «${title}»`,
  orderTitle: 'Оформление заказа',
  fullName: 'Имя и фамилия',
  phone: 'Телефон',
  delivery: 'Способ получения',
  payment: 'Способ оплаты',
  consent: 'согласие на обработку персональных данных',
  submit: 'Оформить заказ',
  confirmTitle: (number: string) => `Заказ №${number}`,
  nextCourierPaid: 'Заказ оплачен. Курьер позвонит перед доставкой, чтобы договориться о времени.',
  nextPostPaid: 'Заказ оплачен. Мы передадим его в доставку и пришлём трек-номер на почту.',
  nextPickupCash: 'Мы соберём заказ и пришлём письмо, когда он будет ждать вас в магазине. Оплатите его при получении.',
  nextPostCash: 'Мы передадим заказ в доставку и пришлём трек-номер на почту. Оплатите его при получении.',
  paymentCanceled: 'Оплата не прошла. Деньги не списаны — попробуйте оплатить ещё раз.',
  payAgain: 'Оплатить снова',
  toOrders: 'Мои заказы',
  /** The test payment provider's page (api/src/modules/payments). */
  providerPay: 'Оплатить',
  providerRefuse: 'Отказаться',
} as const;

/** mf-account/src/messages.ts */
export const account = {
  signInEmail: 'Электронная почта',
  signIn: 'Войти',
  profile: 'Профиль',
  favourites: 'Избранное',
  signInTitle: 'Вход или регистрация',
  getCode: 'Получить код',
  code: 'Код из письма',
  registrationTitle: 'Регистрация',
  firstName: 'Имя',
  lastName: 'Фамилия',
  phone: 'Телефон',
  consent: 'согласие на обработку персональных данных',
  consentRequired: 'Чтобы зарегистрироваться, дайте согласие на обработку персональных данных',
  register: 'Зарегистрироваться',
  addFavourite: 'В избранное',
  inFavourites: 'В избранном',
  favouriteAdded: 'Товар был добавлен в избранное',
  logout: 'Выйти',
  cabinetTitle: 'Личный кабинет',
  resendTooSoon: 'Новый код можно запросить через',
  dataTitle: 'Личные данные',
  patronymic: 'Отчество',
  save: 'Сохранить',
  saved: 'Данные сохранены',
  waitlist: 'Лист ожидания',
  removeFromWaitlist: 'Убрать из листа ожидания',
} as const;

/** mf-search/src/messages.ts */
export const search = {
  pageTitle: 'Поиск',
  inputLabel: 'Поиск по каталогу',
  products: 'Товары',
  scopeLabel: 'Где искать',
  suggestions: 'Подсказки поиска',
  showAll: 'Показать все',
  recent: 'Вы искали',
  clearRecent: 'Очистить историю поиска',
  corrected: (query: string) => `Показаны результаты по запросу «${query}»`,
} as const;

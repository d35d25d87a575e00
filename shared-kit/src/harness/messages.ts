/** Texts of the teams' standalone harness (developers see them; the shop never shows them). */
export const harnessMessages = {
  routeNotOwned: (name: string) => `Маршрут не принадлежит ${name}`,
  notFound: '404 — Страница не найдена (в магазине это страница оболочки)',
  serverError: '500 — Непредвиденная ошибка сервера',
  productsFailed: 'Не удалось загрузить товары каталога.',
} as const;

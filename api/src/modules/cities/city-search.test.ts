import { cityQueryKey, citySearchKey } from './city-search';

describe('city search keys', () => {
  test.each([
    ['Ростов-на-Дону', 'ростовнадону'],
    ['Орёл', 'орел'],
    ['Нижний  Новгород', 'нижнийновгород'],
    ['Петропавловск-Камчатский', 'петропавловсккамчатский'],
  ])('When the name %p is keyed, then it becomes %p', (title, key) => {
    expect(citySearchKey(title)).toBe(key);
  });

  test.each([
    ['ростов на дону', 'ростовнадону'],
    ['ОРЕЛ', 'орел'],
    ['gcrjd', 'псков'],
    ['Gcrjd', 'псков'],
    ['jh`k', 'орел'],
    ['yb;ybq', 'нижний'],
  ])('When the query %p is typed, then it is searched as %p', (query, key) => {
    expect(cityQueryKey(query)).toBe(key);
  });
});

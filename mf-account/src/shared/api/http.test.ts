import { errorList, readPage } from './http';

describe('answer readers', () => {
  it('When a paged object comes, then its content, page and next flag are read', () => {
    expect(readPage({ content: [1, 2], page: 2, pages: 3 }, 2)).toEqual({ content: [1, 2], page: 2, hasNext: true });
    expect(readPage({ content: [1], page: 1, hasNext: false }, 1).hasNext).toBe(false);
  });

  it('When a bare array comes, then it is the only page', () => {
    expect(readPage([5], 1)).toEqual({ content: [5], page: 1, hasNext: false });
  });

  it('When an errors map comes, then every message is listed', () => {
    expect(errorList({ errors: { email: ['Неверный адрес'], phone: 'Неверный номер' } })).toEqual([
      'Неверный адрес',
      'Неверный номер',
    ]);
    expect(errorList({ detail: 'Слишком часто' })).toEqual(['Слишком часто']);
    expect(errorList(null)).toEqual([]);
  });
});

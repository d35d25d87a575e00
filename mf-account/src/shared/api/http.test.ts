import { errorList, readPage, serverDetail } from './http';

describe('answer readers', () => {
  it('When a paged object comes, then its content, page and next flag are read', () => {
    expect(readPage({ content: [1, 2], page: 2, pages: 3 }, 2)).toEqual({
      content: [1, 2],
      page: 2,
      hasNext: true,
    });
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

describe('serverDetail', () => {
  // What a call of the account's API fails with (an HttpError, docs/adr/0024).
  const failure = (status: number, data: unknown) => ({ status, data });

  it('When the answer has a detail, then it is the text', () => {
    expect(serverDetail(failure(400, { detail: 'Неверный код', message: 'Ошибка' }))).toBe('Неверный код');
  });

  it('When a refusal has only a message, then the message is the text', () => {
    expect(serverDetail(failure(429, { message: 'Слишком много попыток' }))).toBe('Слишком много попыток');
  });

  it('When the address is not served or the server failed, then there is no text', () => {
    expect(serverDetail(failure(404, { message: 'Страница не найдена' }))).toBeNull();
    expect(serverDetail(failure(500, { message: 'Ошибка сервера' }))).toBeNull();
    expect(serverDetail(new Error('network'))).toBeNull();
  });
});

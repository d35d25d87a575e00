import { inSentence } from './order-letters';

describe('inSentence', () => {
  test.each([
    ['СБП', 'СБП'],
    ['Картой онлайн', 'картой онлайн'],
    ['При получении', 'при получении'],
    ['Курьером по Пскову', 'курьером по Пскову'],
    ['Самовывоз: Магазин на Октябрьском', 'самовывоз: Магазин на Октябрьском'],
  ])('When the site names a way «%s», then a letter writes it inside a sentence as «%s»', (title, expected) => {
    // Act
    const text = inSentence(title);

    // Assert
    expect(text).toBe(expected);
  });
});

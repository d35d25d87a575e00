import { Lexicon } from './lexicon';
import { cyrillicToLatin, editDistance, latinToCyrillic, normaliseText, swapLayout, typoBudget } from './text';

describe('search text', () => {
  test.each([
    ['  Омега-3  ', 'омега 3'],
    ['Ёжик\u0000 в\tтумане!!', 'ежик в тумане'],
    ['La Roche-Posay', 'la roche-posay'],
    ['3-х слойный', '3 х слойный'],
    ["'; DROP TABLE --", 'drop table'],
    ['💊 витамины 💊', 'витамины'],
  ])('When %p is normalised, then it becomes %p', (raw, expected) => {
    expect(normaliseText(raw)).toBe(expected);
  });

  test.each([
    ['dbnfvbys', 'витамины'],
    ['ыщдпфк', 'solgar'],
    ['ifvgeym', 'шампунь'],
    ['витамины', 'dbnfvbys'],
  ])('When %p was typed in the other layout, then it reads %p', (typed, meant) => {
    expect(swapLayout(typed)).toBe(meant);
  });

  test('When a word mixes alphabets, then there is no other layout to read it in', () => {
    expect(swapLayout('витаминd')).toBeNull();
  });

  test.each([
    ['kollagen', 'коллаген'],
    ['magniy', 'магний'],
    ['omega', 'омега'],
    ['shampun', 'шампун'],
    ['evalar', 'эвалар'],
    ['tsink', 'цинк'],
  ])('When %p is transliterated, then %p is among its Cyrillic spellings', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toContain(cyrillic);
  });

  test('When a Latin word has ambiguous letters, then the spellings stay few', () => {
    expect(latinToCyrillic('cyclycycly').length).toBeLessThanOrEqual(16);
    expect(latinToCyrillic('витамин')).toEqual([]);
  });

  test.each([
    ['солгар', 'solgar'],
    ['эвалар', 'evalar'],
    ['щука', 'schuka'],
  ])('When %p is written in Latin letters, then it is %p', (cyrillic, latin) => {
    expect(cyrillicToLatin(cyrillic)).toBe(latin);
  });

  test.each([
    ['шампунь', 'шампнь', 1],
    ['шампунь', 'шампуьн', 1],
    ['коллаген', 'колаген', 1],
    ['протеин', 'прптеим', 2],
    ['протеин', 'креатин', 3],
  ])('When %p and %p are compared, then they are %i edits apart (capped at 2)', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(distance);
  });

  test.each([
    ['шампунь', 2],
    ['крем', 1],
    ['гель', 1],
    ['spf', 0],
  ])('When %p was typed, then %i typos are forgiven', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });
});

describe('Lexicon', () => {
  const lexicon = new Lexicon([
    { lexeme: 'шампун', word: 'шампунь', products: 40, inTitles: true },
    { lexeme: 'шампур', word: 'шампур', products: 1, inTitles: true },
    { lexeme: 'коллаген', word: 'коллаген', products: 12, inTitles: true },
    { lexeme: 'коллаген', word: 'коллагена', products: 3, inTitles: true },
    { lexeme: 'витамин', word: 'витамин', products: 300, inTitles: false },
    { lexeme: 'витамин', word: 'витамины', products: 5, inTitles: true },
    { lexeme: 'питан', word: 'питание', products: 90, inTitles: false },
  ]);

  test('When stems are looked up, then known ones and prefixes are found, and the commoner spelling is kept', () => {
    expect(lexicon.size).toBe(5);
    expect(lexicon.get('коллаген')?.word).toBe('коллаген');
    expect(lexicon.hasPrefix('колл')).toBe(true);
    expect(lexicon.hasPrefix('кола')).toBe(false);
  });

  test('When a word is only in category titles, then it is known but not as a title word; a title anywhere makes it one', () => {
    expect(lexicon.get('питан')?.word).toBe('питание');
    expect(lexicon.inTitles('питан')).toBe(false);
    expect(lexicon.inTitles('пита', true)).toBe(false);
    // «витамин» is in a category title with 300 products and in 5 product titles: a title word, shown as
    // the titles spell it.
    expect(lexicon.get('витамин')?.word).toBe('витамины');
    expect(lexicon.inTitles('витамин')).toBe(true);
    expect(lexicon.inTitles('вита', true)).toBe(true);
  });

  test('When a misspelt stem is corrected, then the nearest wins and a tie goes to the word in more products', () => {
    expect(lexicon.nearest('шампн', 2)?.word).toBe('шампунь');
    expect(lexicon.nearest('шампу', 1)?.word).toBe('шампунь');
    expect(lexicon.nearest('колаген', 2)?.word).toBe('коллаген');
    expect(lexicon.nearest('зубн', 2)).toBeNull();
    expect(lexicon.nearest('колла', 0)).toBeNull();
  });

  test('When a word still being typed is misspelt, then it is compared with the beginnings of longer words', () => {
    expect(lexicon.nearest('колаг', 1, false)).toBeNull();
    expect(lexicon.nearest('колаг', 1, true)?.word).toBe('коллаген');
  });
});

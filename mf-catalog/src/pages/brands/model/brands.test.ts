import { makeBrand } from '../../../test/fixtures';
import { alphabetOf, brandUrl, groupBrands } from './brands';

describe('groupBrands', () => {
  it('groups brands by letter in the order of the letters and leaves out empty letters', () => {
    const brands = [makeBrand(1, 'Solgar', 'S'), makeBrand(2, 'Эвалар', 'Э'), makeBrand(3, 'Now Foods', 'N'), makeBrand(4, 'Swanson', 'S')];
    const groups = groupBrands(brands, ['A', 'N', 'S', 'Э']);
    expect(groups.map(([letter, group]) => [letter, group.map((brand) => brand.id)])).toEqual([
      ['N', [3]],
      ['S', [1, 4]],
      ['Э', [2]],
    ]);
  });

  it('keeps a brand whose letter is not among the letters, after them', () => {
    const groups = groupBrands([makeBrand(1, '5 Elements', '0-9'), makeBrand(2, 'Solgar', 'S')], ['S']);
    expect(groups.map(([letter]) => letter)).toEqual(['S', '0-9']);
  });
});

describe('alphabetOf', () => {
  it('tells Cyrillic letters from the rest', () => {
    expect(alphabetOf('Ж')).toBe('cyrillic');
    expect(alphabetOf('Q')).toBe('latin');
    expect(alphabetOf('0-9')).toBe('latin');
  });
});

describe('brandUrl', () => {
  it('leads to the catalogue searched by the brand name', () => {
    expect(brandUrl(makeBrand(1, 'Now Foods', 'N'))).toBe('/category?query=Now%20Foods');
  });
});

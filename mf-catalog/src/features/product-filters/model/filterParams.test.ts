import {
  clearFilters,
  countFilters,
  parsePriceInput,
  readFilterQuery,
  toggleValue,
  visibleFacets,
} from './filterParams';
import { makeFacets } from '../../../test/fixtures';

describe('filterParams', () => {
  it('When a hand-edited address holds values the API would refuse, then only the valid ones are read', () => {
    const params = new URLSearchParams(
      'brand=1,x,1,,3&availability=in_stock,never&rating=7&label=0,4&price_min=abc&price_max=900&country=Россия&sorting=new',
    );

    expect(readFilterQuery(params)).toEqual({
      brand: '1,3',
      availability: 'in_stock',
      label: '4',
      price_max: '900',
      country: 'Россия',
    });
    expect(countFilters(params)).toBe(6);
  });

  it('When a value is toggled, then the list changes and the page is dropped; a rating replaces the other', () => {
    const params = new URLSearchParams('brand=1&rating=4&page=3');

    expect(toggleValue(params, 'brand', '2').toString()).toBe('brand=1%2C2&rating=4');
    expect(toggleValue(params, 'brand', '1').toString()).toBe('rating=4');
    expect(toggleValue(params, 'rating', '3').toString()).toBe('brand=1&rating=3');
    expect(clearFilters(params).toString()).toBe('');
  });

  it('When the address names properties of the 1C catalogue, then their value ids are read, counted, toggled and cleared like the other lists', () => {
    const params = new URLSearchParams('prop_12=40,x,41&prop_0=1&prop_abc=2&prop_7=&brand=1&sorting=new');

    expect(readFilterQuery(params)).toEqual({ brand: '1', prop_12: '40,41' });
    expect(countFilters(params)).toBe(3);
    expect(toggleValue(params, 'prop_12', '40').get('prop_12')).toBe('41');
    expect(toggleValue(params, 'prop_7', '5').get('prop_7')).toBe('5');
    expect(clearFilters(params).toString()).toBe('prop_0=1&prop_abc=2&sorting=new');
  });

  it.each([
    ['1 500', 1500],
    ['1500,4 ₽', 1500],
    ['10', 120],
    ['100000', 5400],
    ['', null],
    ['-5', undefined],
    ['12abc', undefined],
    ['e3', undefined],
  ])('When %p is typed for a price, then it reads as %p', (input, expected) => {
    expect(parsePriceInput(input, 120, 5400)).toBe(expected);
  });

  it('When a facet has values with no products, then they are left out, and an emptied facet goes too', () => {
    const facets = makeFacets({ brand: '8' });
    facets.push({
      key: 'form',
      type: 'checkbox',
      title: 'Форма',
      values: [{ value: 'гель', title: 'Гель', count: 0, selected: false }],
    });

    const shown = visibleFacets(facets);

    expect(shown.map((facet) => facet.key)).toEqual(['brand', 'price', 'availability', 'rating']);
    const brand = shown[0];
    // Vitime is checked, so it stays to be unchecked even with no products.
    expect(brand.type === 'checkbox' && brand.values.map((value) => value.title)).toContain('Vitime');
  });
});

import type { FacetCountRecord } from './catalog-repository';
import { MAX_PROPERTY_FACETS, propertyFacets } from './facets';
import { NO_FILTERS } from './product-filters';

/** A counted value of property `property` (titled «Свойство N» unless told). */
const row = (property: number, value: number, title: string, n: number, extra: Partial<FacetCountRecord> = {}): FacetCountRecord => ({
  facet: 'property',
  value: String(value),
  title,
  n,
  lo: null,
  hi: null,
  property_id: property,
  property_title: `Свойство ${String(property).padStart(2, '0')}`,
  value_type: 'string',
  ...extra,
});

describe('facets of 1C properties', () => {
  test('When there are more properties than fit, then those covering most products stay, a filtered one always, shown in alphabet order', () => {
    // Arrange: property N covers N products; property 1 covers the fewest but is filtered
    const rows = Array.from({ length: MAX_PROPERTY_FACETS + 3 }, (_, index) => row(index + 1, 100 + index, 'значение', index + 1));

    // Act
    const facets = propertyFacets(rows, { ...NO_FILTERS, properties: [{ property: 1, values: [100] }] });

    // Assert
    expect(facets).toHaveLength(MAX_PROPERTY_FACETS);
    expect(facets.map((facet) => facet.key)).toEqual(['prop_1', ...Array.from({ length: MAX_PROPERTY_FACETS - 1 }, (_, index) => `prop_${index + 5}`)]);
    expect(facets[0].values).toEqual([{ value: 100, title: 'значение', count: 1, selected: true }]);
  });

  test('When values are numbers, yes/no or text, then they are ordered by size, «Да» first, or alphabetically; values without products and not chosen are left out', () => {
    // Arrange
    const rows = [
      row(1, 1, '1000', 1, { value_type: 'number' }),
      row(1, 2, '250', 2, { value_type: 'number' }),
      row(1, 3, '0,5', 1, { value_type: 'number' }),
      row(2, 4, 'Нет', 3, { value_type: 'boolean' }),
      row(2, 5, 'Да', 1, { value_type: 'boolean' }),
      row(3, 6, 'яблоко', 1),
      row(3, 7, 'Апельсин', 1),
      row(3, 8, 'банан', 0),
    ];

    // Act
    const facets = propertyFacets(rows, NO_FILTERS);

    // Assert
    expect(facets.map((facet) => facet.values.map((value) => value.title))).toEqual([
      ['0,5', '250', '1000'],
      ['Да', 'Нет'],
      ['Апельсин', 'яблоко'],
    ]);
  });
});

import { catalogueSearchUrl } from './searchApi';

describe('catalogue search address', () => {
  it('When the search is everywhere, then it goes to the catalogue root with the query', () => {
    expect(catalogueSearchUrl('  омега 3 ')).toBe('/category?query=%D0%BE%D0%BC%D0%B5%D0%B3%D0%B0+3');
  });

  it('When a category is chosen, then it goes to that category with query and category_query', () => {
    expect(catalogueSearchUrl('магний', 'vitaminy-i-bady/mineraly')).toBe(
      '/category/vitaminy-i-bady/mineraly?query=%D0%BC%D0%B0%D0%B3%D0%BD%D0%B8%D0%B9&category_query=vitaminy-i-bady%2Fmineraly',
    );
  });
});

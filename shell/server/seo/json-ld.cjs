// schema.org data of the shell's own pages (JSON-LD): the shop and its Pskov stores; the site with its
// search. A product's and a trail's data are shared-kit's (shared-kit/src/seo/structured-data.cjs), the
// same the catalogue's render writes. Values left empty are left out rather than sent empty.
const { productLd, breadcrumbLd, compact } = require('shared-kit/seo');
const { SHOP_NAME, SEARCH_PATH, SEARCH_PARAM } = require('./site.cjs');

const CONTEXT = 'https://schema.org';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** One store of organization.json as a `Pharmacy` with its address, phone and opening hours. */
function storeLd(store, base, image) {
  return compact({
    '@type': 'Pharmacy',
    name: store.name,
    image,
    url: `${base}/contacts`,
    telephone: store.telephone,
    priceRange: store.priceRange,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: store.streetAddress,
      addressLocality: store.addressLocality,
      addressRegion: store.addressRegion,
      postalCode: store.postalCode,
      addressCountry: store.addressCountry,
    }),
    openingHoursSpecification: (store.openingHours ?? []).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: (hours.days ?? WEEK).map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
  });
}

/**
 * The shop (`Organization`) with its stores (`Pharmacy` each) from organization.json: addresses, phones,
 * opening hours; its logo and pictures on the shop's own address.
 */
function organizationLd(organization, base) {
  const logo = `${base}/icon-512.png`;
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: organization.name || SHOP_NAME,
    legalName: organization.legalName,
    url: `${base}/`,
    logo,
    email: organization.email,
    telephone: organization.telephone,
    sameAs: organization.sameAs,
    department: (organization.stores ?? []).map((store) => storeLd(store, base, logo)),
  });
}

/** The site with its search (`WebSite` with a `SearchAction` on the search page), for the home page. */
function websiteLd(base) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: `${base}/`,
    inLanguage: 'ru',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}${SEARCH_PATH}?${SEARCH_PARAM}={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

module.exports = { productLd, breadcrumbLd, organizationLd, websiteLd };

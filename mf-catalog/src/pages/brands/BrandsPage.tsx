import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pluralize } from 'shared-kit';
import type { BrandDto } from 'shared-kit/contracts';
import { useBrandListQuery, usePopularBrandsQuery } from '../../shared/api';
import { pickTitle, useDocumentTitle, useQueryView } from '../../shared/lib';
import { Breadcrumbs, LoadError, PageSkeleton } from '../../shared/ui';
import { messages } from '../../messages';
import './BrandsPage.css';

type Alphabet = 'latin' | 'cyrillic';

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const CYRILLIC = 'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ'.split('');
/** The API files brands that start with a digit under this letter. */
const DIGITS = '0-9';

function alphabetOf(letter: string): Alphabet {
  return /[А-ЯЁ]/i.test(letter) ? 'cyrillic' : 'latin';
}

/** Brands grouped by their letter, the groups in the order of `letters`. */
export function groupBrands(brands: readonly BrandDto[], letters: readonly string[]): [string, BrandDto[]][] {
  const groups = new Map<string, BrandDto[]>();
  for (const letter of letters) groups.set(letter, []);
  for (const brand of brands) {
    const group = groups.get(brand.letter) ?? [];
    group.push(brand);
    groups.set(brand.letter, group);
  }
  return [...groups].filter(([, group]) => group.length > 0);
}

/** Where a brand leads: the catalogue searched by the brand's name. */
function brandUrl(brand: BrandDto): string {
  return `/category?query=${encodeURIComponent(brand.title)}`;
}

function PopularBrands() {
  // The popular list is a bonus: when the API has none or fails, the section is simply not there.
  const { currentData, error } = usePopularBrandsQuery();
  useEffect(() => {
    if (error) console.warn('[mf_catalog] popular brands unavailable', error);
  }, [error]);
  const brands = currentData ?? [];
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="mfc-brands-popular">
      <h2 id="mfc-brands-popular">{messages.brands.popular}</h2>
      <ul className="mfc-brands__popular">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={brandUrl(brand)} className="mfc-brands__popular-card">
              {brand.logo ? <img src={brand.logo} alt="" width={96} height={48} loading="lazy" decoding="async" /> : null}
              <span>{brand.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LetterFilter({ letters, active }: { letters: readonly string[]; active: string }) {
  const [alphabet, setAlphabet] = useState<Alphabet>(() => (active ? alphabetOf(active) : 'latin'));
  const available = new Set(letters);
  const shown = alphabet === 'latin' ? [...LATIN, DIGITS] : CYRILLIC;
  return (
    <div className="mfc-brands__filter">
      <div className="mfc-brands__alphabets" role="group" aria-label={messages.brands.alphabet}>
        <Link to="/brands" className="mfc-brands__all" aria-current={active ? undefined : 'page'}>
          {messages.brands.all}
        </Link>
        <button type="button" aria-pressed={alphabet === 'latin'} onClick={() => setAlphabet('latin')}>
          {messages.brands.latin}
        </button>
        <button type="button" aria-pressed={alphabet === 'cyrillic'} onClick={() => setAlphabet('cyrillic')}>
          {messages.brands.cyrillic}
        </button>
      </div>
      <nav aria-label={messages.brands.letterFilter}>
        <ul className="mfc-brands__letters">
          {shown.map((letter) => (
            <li key={letter}>
              {available.has(letter) ? (
                <Link
                  to={`/brands?letter=${encodeURIComponent(letter)}`}
                  aria-current={letter === active ? 'page' : undefined}
                >
                  {letter}
                </Link>
              ) : (
                <span aria-disabled="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** `/brands`: every brand by first letter, a Latin/Cyrillic letter filter, and popular brands. */
export function BrandsPage() {
  const [params] = useSearchParams();
  const letter = (params.get('letter') ?? '').trim().toUpperCase();
  // Another letter keeps the list on screen until the new one comes.
  const list = useQueryView(useBrandListQuery(letter), 'brands');
  const data = list.data;

  useDocumentTitle(data ? pickTitle(data.seo_title, data.title, messages.brands.title) : messages.brands.title);

  if (!data) {
    if (list.status === 'error') {
      return (
        <div className="mfc-page">
          <LoadError onRetry={list.retry} />
        </div>
      );
    }
    return <PageSkeleton grid={false} />;
  }

  const groups = groupBrands(data.content, data.letters);
  return (
    <div className="mfc-page mfc-brands">
      <Breadcrumbs trail={[]} current={{ title: messages.brands.heading, url: '/brands' }} />
      <h1>{pickTitle(data.seo_h1, messages.brands.heading)}</h1>
      {!letter && <PopularBrands />}
      <LetterFilter letters={data.letters} active={letter} />
      {list.status === 'error' && <LoadError onRetry={list.retry} />}
      <div className="mfc-brands__groups" aria-busy={list.status === 'loading'}>
        {groups.length === 0 && <p className="mfc-muted">{messages.brands.empty}</p>}
        {groups.map(([groupLetter, brands]) => (
          <section key={groupLetter} className="mfc-brands__group" aria-labelledby={`mfc-letter-${groupLetter}`}>
            <h2 id={`mfc-letter-${groupLetter}`}>{groupLetter}</h2>
            <ul>
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={brandUrl(brand)}>{brand.title}</Link>
                  {brand.product_count > 0 && (
                    <span className="mfc-muted">
                      {' '}
                      {brand.product_count} {pluralize(brand.product_count, messages.brands.products)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

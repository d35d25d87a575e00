import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ProductCard } from 'shared-kit';
import type { ModalSearchDto } from 'shared-kit/contracts';
import { MIN_QUERY_LENGTH, searchProducts } from '../../shared/api/searchApi';
import { messages } from '../../messages';
import './SearchPage.css';

type Status = 'idle' | 'loading' | 'done' | 'error';

/** The `/search` page: a query in the address, its categories and products from the API. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const [draft, setDraft] = useState(query);
  const [result, setResult] = useState<ModalSearchDto | null>(null);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => setDraft(query), [query]);

  useEffect(() => {
    if (query.trim().length < MIN_QUERY_LENGTH) {
      setResult(null);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    searchProducts(query, '', controller.signal)
      .then((data) => {
        setResult(data);
        setStatus('done');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mf_search] search failed', error);
        setStatus('error');
      });
    return () => controller.abort();
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { query: draft.trim() } : {});
  };

  const empty = status === 'done' && result && result.products.length === 0 && result.categories.length === 0;

  return (
    <section className="mfs-page">
      <h1>{messages.pageTitle}</h1>
      <form role="search" onSubmit={submit} className="mfs-page__form">
        <input
          type="search"
          aria-label={messages.inputLabel}
          placeholder={messages.placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit">{messages.submit}</button>
      </form>
      {query && query.trim().length < MIN_QUERY_LENGTH && <p>{messages.tooShort}</p>}
      {status === 'loading' && <p aria-busy="true">…</p>}
      {status === 'error' && <p role="alert">{messages.loadFailed}</p>}
      {empty && (
        <p>
          {messages.nothingFoundLead} <Link to="/category">{messages.nothingFoundLink}</Link>
        </p>
      )}
      {result && result.categories.length > 0 && (
        <nav aria-label={messages.categories}>
          <h2>{messages.categories}</h2>
          <ul>
            {result.categories.map((category) => (
              <li key={category.categoryId}>
                <Link to={`/category/${category.categorySlug}`}>{category.categoryName}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {result && result.products.length > 0 && (
        <>
          <h2>{messages.products}</h2>
          <div className="mfs-page__grid">
            {result.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

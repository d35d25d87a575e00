import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchProductCard } from '../../entities/product';
import { useSearchScopes } from '../../entities/search-meta';
import { isSearchable } from '../../shared/api';
import { messages } from '../../messages';
import { useSearchPage } from './model/useSearchPage';
import './SearchPage.css';

/**
 * The `/search` page: `?query=…&category_query=…` in the address, a search box, the corrected-query
 * line, matching categories and the products with 'Показать ещё'.
 */
export function SearchPage() {
  const scopes = useSearchScopes();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const categoryQuery = (params.get('category_query') ?? '').trim();
  const [draft, setDraft] = useState(query);
  const [scope, setScope] = useState(categoryQuery);
  const { state, showMore, retry } = useSearchPage(query, categoryQuery);
  const shortId = useId();
  // Something was asked for, but too short to search (docs/product.md §5): said under the field, nothing listed.
  const short = query.trim() !== '' && !isSearchable(query);

  useEffect(() => setDraft(query), [query]);
  useEffect(() => setScope(categoryQuery), [categoryQuery]);

  useEffect(() => {
    document.title = query.trim() ? messages.documentTitle(query.trim()) : messages.pageTitle;
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    setParams(text ? { query: text, ...(scope ? { category_query: scope } : {}) } : {});
  };

  const empty = state.status === 'ready' && state.products.length === 0 && state.categories.length === 0;
  // A category in the address that the selector does not offer still stays selected.
  const knownScope = !scope || scopes.some((item) => item.fullSlug === scope);

  return (
    <section className="mfs-page">
      <h1>{messages.pageTitle}</h1>
      <form role="search" onSubmit={submit} className="mfs-page__form">
        <select aria-label={messages.scopeLabel} value={scope} onChange={(event) => setScope(event.target.value)}>
          <option value="">{messages.everywhere}</option>
          {!knownScope && <option value={scope}>{scope}</option>}
          {scopes.map((item) => (
            <option key={item.fullSlug} value={item.fullSlug}>
              {item.title}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={messages.inputLabel}
          placeholder={messages.placeholder}
          value={draft}
          maxLength={200}
          aria-invalid={short || undefined}
          aria-describedby={short ? shortId : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit">{messages.submit}</button>
      </form>
      {short && (
        <p id={shortId} className="mfs-page__short" role="status">
          {messages.tooShort}
        </p>
      )}
      {state.status === 'loading' && <p aria-busy="true">{messages.searching}</p>}
      {state.status === 'failed' && (
        <p role="alert">
          {messages.loadFailed}{' '}
          <button type="button" className="mfs-page__link-button" onClick={retry}>
            {messages.retry}
          </button>
        </p>
      )}
      {state.status === 'ready' && state.corrected && <p className="mfs-page__corrected">{messages.corrected(state.corrected)}</p>}
      {empty && (
        <p>
          {messages.nothingFoundLead} <Link to="/category">{messages.nothingFoundLink}</Link>
        </p>
      )}
      {state.categories.length > 0 && (
        <nav aria-label={messages.categories} className="mfs-page__categories">
          <h2>{messages.categories}</h2>
          <ul>
            {state.categories.map((category) => (
              <li key={category.categoryId}>
                <Link to={`/category/${category.categorySlug}`}>
                  {category.categoryName}
                  {category.parentCategoryName && <span> — {category.parentCategoryName}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {state.products.length > 0 && (
        <section aria-labelledby="mfs-page-products">
          <h2 id="mfs-page-products">{messages.products}</h2>
          <p className="mfs-page__count">{messages.foundCount(state.total, state.totalCapped)}</p>
          <div className="mfs-page__grid">
            {state.products.map((product) => (
              <SearchProductCard key={product.id} product={product} />
            ))}
          </div>
          {state.moreFailed && <p role="alert">{messages.loadFailed}</p>}
          {state.hasNext && (
            <button
              type="button"
              className="mfs-page__more"
              onClick={showMore}
              disabled={state.loadingMore}
              aria-busy={state.loadingMore}
            >
              {messages.showMore}
            </button>
          )}
        </section>
      )}
    </section>
  );
}

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Price, useDismiss } from 'shared-kit';
import type { ModalSearchDto } from 'shared-kit/contracts';
import { useSearchDispatch, useSearchSelector } from '../../app/store';
import { randomWindow, searchMetaRequested } from '../../entities/search-meta/searchMetaSlice';
import { MIN_QUERY_LENGTH, catalogueSearchUrl, searchProducts } from '../../shared/api/searchApi';
import { messages } from '../../messages';
import { useDebounced } from './useDebounced';
import './SearchDropdown.css';

/** Spec §9: a search starts 500 ms after the last keystroke. */
const DEBOUNCE_MS = 500;

type Results = { status: 'idle' } | { status: 'loading' } | { status: 'done'; data: ModalSearchDto } | { status: 'error' };

/**
 * The header search of spec §2: category selector ('Везде' and second-level categories), input, popular
 * requests, matching categories and products, 'Показать все', the empty-result text, a cancel button.
 */
export function SearchDropdown() {
  const dispatch = useSearchDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const meta = useSearchSelector((state) => state.searchMeta);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState('');
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const rootRef = useRef<HTMLFormElement>(null);
  const debounced = useDebounced(query.trim(), DEBOUNCE_MS);
  const popular = useMemo(() => randomWindow(meta.popular), [meta.popular]);

  useEffect(() => {
    if (open) void dispatch(searchMetaRequested());
  }, [open, dispatch]);

  // Spec §2: the dropdown closes on a change of the address.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useDismiss(rootRef, open, () => setOpen(false));

  useEffect(() => {
    if (debounced.length < MIN_QUERY_LENGTH) {
      setResults({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResults({ status: 'loading' });
    searchProducts(debounced, scope, controller.signal)
      .then((data) => setResults({ status: 'done', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mf_search] search failed', error);
        setResults({ status: 'error' });
      });
    return () => controller.abort();
  }, [debounced, scope]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim().length < MIN_QUERY_LENGTH) return;
    setOpen(false);
    navigate(catalogueSearchUrl(query, scope));
  };

  const cancel = () => {
    setQuery('');
    setResults({ status: 'idle' });
    setOpen(false);
  };

  const short = query.trim().length < MIN_QUERY_LENGTH;
  const data = results.status === 'done' ? results.data : null;
  const empty = data && data.categories.length === 0 && data.products.length === 0;

  return (
    <form ref={rootRef} role="search" className={`mfs-dd${open ? ' mfs-dd--open' : ''}`} onSubmit={submit}>
      <div className="mfs-dd__bar">
        <select
          className="mfs-dd__scope"
          aria-label={messages.scopeLabel}
          value={scope}
          onChange={(event) => setScope(event.target.value)}
          onFocus={() => setOpen(true)}
        >
          <option value="">{messages.everywhere}</option>
          {meta.scopes.map((item) => (
            <option key={item.fullSlug} value={item.fullSlug}>
              {item.title}
            </option>
          ))}
        </select>
        <input
          className="mfs-dd__input"
          type="search"
          aria-label={messages.inputLabel}
          placeholder={messages.placeholder}
          value={query}
          maxLength={200}
          autoComplete="off"
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
        />
        <button type="submit" className="mfs-dd__submit">
          {messages.submit}
        </button>
      </div>
      {open && (
        <div className="mfs-dd__panel" role="region" aria-label={messages.pageTitle}>
          {short && popular.length > 0 && (
            <section>
              <h3 className="mfs-dd__heading">{messages.popular}</h3>
              <ul className="mfs-dd__chips">
                {popular.map((text) => (
                  <li key={text}>
                    <button type="button" className="mfs-dd__chip" onClick={() => setQuery(text)}>
                      {text}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {results.status === 'loading' && <p className="mfs-dd__note">{messages.searching}</p>}
          {results.status === 'error' && <p className="mfs-dd__note" role="alert">{messages.loadFailed}</p>}
          {empty && (
            <p className="mfs-dd__note">
              {messages.nothingFoundLead} <Link to="/category">{messages.nothingFoundLink}</Link>
            </p>
          )}
          {data && data.categories.length > 0 && (
            <section>
              <h3 className="mfs-dd__heading">{messages.categories}</h3>
              <ul className="mfs-dd__categories">
                {data.categories.map((category) => (
                  <li key={category.categoryId}>
                    <Link to={`/category/${category.categorySlug}`}>
                      {category.categoryName}
                      {category.parentCategoryName && <span> — {category.parentCategoryName}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data && data.products.length > 0 && (
            <section>
              <h3 className="mfs-dd__heading">{messages.products}</h3>
              <ul className="mfs-dd__products">
                {data.products.slice(0, 6).map((product) => (
                  <li key={product.id}>
                    <Link to={product.url} className="mfs-dd__product">
                      <img src={product.preview} alt="" width={48} height={48} loading="lazy" />
                      <span className="mfs-dd__product-title">{product.title}</span>
                      <Price current={product.price_current} old={product.price_old} />
                    </Link>
                  </li>
                ))}
              </ul>
              <Link className="mfs-dd__all" to={catalogueSearchUrl(query, scope)}>
                {messages.showAll}
              </Link>
            </section>
          )}
          <button type="button" className="mfs-dd__cancel" onClick={cancel}>
            {messages.cancel}
          </button>
        </div>
      )}
    </form>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Price, useDismiss } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';
import { useSearchDispatch, useSearchSelector } from '../../app/store';
import { searchHistoryCleared, searchHistoryRequested } from '../../entities/search-history/searchHistorySlice';
import { randomWindow, searchMetaRequested } from '../../entities/search-meta/searchMetaSlice';
import { catalogueSearchUrl, isSearchable } from '../../shared/api/searchApi';
import { messages } from '../../messages';
import { useSearchResults } from './searchResults';
import './SearchDropdown.css';

/** Products the dropdown shows; 'Показать все' leads to the rest. */
const PRODUCTS_SHOWN = 8;

/** One suggestion of the list: every one is a link, so Enter and a click open the same address. */
interface Suggestion {
  key: string;
  href: string;
  className: string;
  content: ReactNode;
}

/** Suggestions under one heading. */
interface SuggestionGroup {
  key: string;
  title: string;
  listClassName: string;
  items: Suggestion[];
}

function productSuggestion(prefix: string, product: ProductDto): Suggestion {
  return {
    key: `${prefix}-${product.id}`,
    href: product.url,
    className: 'mfs-dd__product',
    content: (
      <>
        <img src={product.preview} alt="" width={48} height={48} loading="lazy" />
        <span className="mfs-dd__product-title">{product.title}</span>
        <Price current={product.price_current} old={product.price_old} />
      </>
    ),
  };
}

/**
 * The header search of docs/product.md §2: category selector ('Везде' and second-level categories), input, the
 * customer's recent searches, popular requests, matching categories and products, popular products when
 * nothing is found, 'Показать все', the empty-result text, a cancel button.
 *
 * Keyboard: a combobox over one listbox of suggestions. Arrow keys move the active suggestion
 * (`aria-activedescendant`, focus stays in the input), Enter opens it, Escape closes the dropdown.
 */
export function SearchDropdown() {
  const dispatch = useSearchDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const meta = useSearchSelector((state) => state.searchMeta);
  const history = useSearchSelector((state) => state.searchHistory.items);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState('');
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const results = useSearchResults(query, scope);
  const popular = useMemo(() => randomWindow(meta.popular), [meta.popular]);

  useEffect(() => {
    if (!open) return;
    void dispatch(searchMetaRequested());
    // Recent searches change with every search (and with signing in): asked again on each opening.
    void dispatch(searchHistoryRequested());
  }, [open, dispatch]);

  // Spec §2: the dropdown closes on a change of the address.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useDismiss(rootRef, open, () => {
    setOpen(false);
    setActive(-1);
  });

  const short = !isSearchable(query);
  const data = results.status === 'done' ? results.data : null;
  const empty = Boolean(data && data.categories.length === 0 && data.products.length === 0);
  const answerPopular = useMemo(
    () => randomWindow((data?.popular_requests ?? []).map((item) => item.text.value)),
    [data],
  );
  const scopeTitles = useMemo(() => new Map(meta.scopes.map((item) => [item.fullSlug, item.title])), [meta.scopes]);

  const groups = useMemo<SuggestionGroup[]>(() => {
    const list: SuggestionGroup[] = [];
    const requests = (key: string, title: string, texts: string[]): SuggestionGroup => ({
      key,
      title,
      listClassName: 'mfs-dd__chips',
      items: texts.map((text) => ({
        key: `${key}-${text}`,
        href: catalogueSearchUrl(text, scope),
        className: 'mfs-dd__chip',
        content: text,
      })),
    });
    if (short) {
      if (history.length > 0) {
        list.push({
          key: 'recent',
          title: messages.recent,
          listClassName: 'mfs-dd__recent',
          items: history.map((item) => ({
            key: `recent-${item.query}-${item.category_query}`,
            href: catalogueSearchUrl(item.query, item.category_query),
            className: 'mfs-dd__recent-item',
            content: (
              <>
                {item.query}
                {item.category_query && scopeTitles.has(item.category_query) && (
                  <span> — {scopeTitles.get(item.category_query)}</span>
                )}
              </>
            ),
          })),
        });
      }
      if (popular.length > 0) list.push(requests('popular', messages.popular, popular));
      return list;
    }
    if (!data) return list;
    if (data.categories.length > 0) {
      list.push({
        key: 'categories',
        title: messages.categories,
        listClassName: 'mfs-dd__categories',
        items: data.categories.map((category) => ({
          key: `category-${category.categoryId}`,
          href: `/category/${category.categorySlug}`,
          className: 'mfs-dd__category',
          content: (
            <>
              {category.categoryName}
              {category.parentCategoryName && <span> — {category.parentCategoryName}</span>}
            </>
          ),
        })),
      });
    }
    if (data.products.length > 0) {
      list.push({
        key: 'products',
        title: messages.products,
        listClassName: 'mfs-dd__products',
        items: [
          ...data.products.slice(0, PRODUCTS_SHOWN).map((product) => productSuggestion('product', product)),
          {
            key: 'all',
            href: catalogueSearchUrl(query, scope),
            className: 'mfs-dd__all',
            content: messages.showAll,
          },
        ],
      });
    }
    if (empty) {
      if (answerPopular.length > 0) list.push(requests('popular', messages.popular, answerPopular));
      if (data.popular_products.length > 0) {
        list.push({
          key: 'popular-products',
          title: messages.popularProducts,
          listClassName: 'mfs-dd__products',
          items: data.popular_products
            .slice(0, PRODUCTS_SHOWN)
            .map((product) => productSuggestion('popular-product', product)),
        });
      }
    }
    return list;
  }, [short, history, popular, data, empty, answerPopular, scope, query, scopeTitles]);

  const suggestions = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const expanded = open && suggestions.length > 0;

  // A different list of suggestions starts with none active; the same list asked for again (recent
  // searches reloaded on opening) keeps the customer's place.
  const signature = suggestions.map((item) => `${item.key}\u0000${item.href}`).join('\u0001');
  useEffect(() => setActive(-1), [signature]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, baseId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSearchable(query)) return;
    close();
    navigate(catalogueSearchUrl(query, scope));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const count = suggestions.length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the input the first press goes to the first (or, upwards, the last) suggestion; the ends wrap.
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Escape' && open) {
      // A search field clears itself on Escape; the first Escape only closes the dropdown.
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      const target = suggestions[active].href;
      close();
      navigate(target);
    }
  };

  const cancel = () => {
    setQuery('');
    close();
  };

  let index = -1;

  return (
    <form ref={rootRef} role="search" className={`mfs-dd${open ? ' mfs-dd--open' : ''}`} onSubmit={submit}>
      <div className="mfs-dd__bar">
        <select
          className="mfs-dd__scope"
          aria-label={messages.scopeLabel}
          value={scope}
          onChange={(event) => {
            setScope(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
        >
          <option value="">{messages.everywhere}</option>
          {meta.scopes.map((item) => (
            <option key={item.fullSlug} value={item.fullSlug}>
              {item.title}
            </option>
          ))}
        </select>
        {/*
          The ARIA 1.2 combobox: the field itself is the combobox; it controls the listbox of suggestions,
          which is always in the page (hidden while the dropdown is closed), so aria-controls never
          points at nothing.
        */}
        <input
          className="mfs-dd__input"
          type="search"
          role="combobox"
          aria-label={messages.inputLabel}
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={messages.placeholder}
          value={query}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
        />
        <button type="submit" className="mfs-dd__submit">
          {messages.submit}
        </button>
      </div>
      <div className="mfs-dd__panel" role="region" aria-label={messages.pageTitle} hidden={!open}>
        {results.status === 'loading' && <p className="mfs-dd__note">{messages.searching}</p>}
        {results.status === 'error' && (
          <p className="mfs-dd__note" role="alert">
            {messages.loadFailed}
          </p>
        )}
        {data?.corrected_query && !short && <p className="mfs-dd__corrected">{messages.corrected(data.corrected_query)}</p>}
        {empty && !short && (
          <p className="mfs-dd__note">
            {messages.nothingFoundLead} <Link to="/category">{messages.nothingFoundLink}</Link>
          </p>
        )}
        {groups[0]?.key === 'recent' && (
          <div className="mfs-dd__heading-row">
            <h3 className="mfs-dd__heading" id={`${baseId}-recent`}>
              {messages.recent}
            </h3>
            <button
              type="button"
              className="mfs-dd__clear"
              aria-label={messages.clearRecentLabel}
              onClick={() => {
                void dispatch(searchHistoryCleared());
              }}
            >
              {messages.clearRecent}
            </button>
          </div>
        )}
        <div id={listboxId} role="listbox" aria-label={messages.suggestions} className="mfs-dd__listbox">
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${baseId}-${group.key}`} className="mfs-dd__group">
              {group.key !== 'recent' && (
                <div className="mfs-dd__heading" id={`${baseId}-${group.key}`} role="presentation">
                  {group.title}
                </div>
              )}
              <div className={group.listClassName}>
                {group.items.map((item) => {
                  index += 1;
                  const own = index;
                  return (
                    <Link
                      key={item.key}
                      id={optionId(own)}
                      role="option"
                      aria-selected={own === active}
                      tabIndex={-1}
                      to={item.href}
                      className={`${item.className}${own === active ? ' mfs-dd__option--active' : ''}`}
                      onMouseMove={() => setActive(own)}
                      onClick={close}
                    >
                      {item.content}
                    </Link>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
        <button type="button" className="mfs-dd__cancel" onClick={cancel}>
          {messages.cancel}
        </button>
      </div>
    </form>
  );
}

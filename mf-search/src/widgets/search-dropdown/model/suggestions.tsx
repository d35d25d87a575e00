import type { ReactNode } from 'react';
import { Price } from 'shared-kit';
import type { ModalSearchDto, ProductDto, SearchHistoryItemDto } from 'shared-kit/contracts';
import { catalogueSearchUrl } from '../../../shared/api';
import { messages } from '../../../messages';

/** Products the dropdown shows; 'Показать все' leads to the rest. */
const PRODUCTS_SHOWN = 8;

/** One suggestion of the list: every one is a link, so Enter and a click open the same address. */
export interface Suggestion {
  key: string;
  href: string;
  className: string;
  content: ReactNode;
}

/** Suggestions under one heading. */
export interface SuggestionGroup {
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
        <img src={product.preview} alt="" width={48} height={48} loading="lazy" decoding="async" />
        <span className="mfs-dd__product-title">{product.title}</span>
        <Price current={product.price_current} old={product.price_old} />
      </>
    ),
  };
}

/** Popular requests as chips, each searching its text in the chosen category. */
function requestsGroup(texts: string[], scope: string): SuggestionGroup {
  return {
    key: 'popular',
    title: messages.popular,
    listClassName: 'mfs-dd__chips',
    items: texts.map((text) => ({
      key: `popular-${text}`,
      href: catalogueSearchUrl(text, scope),
      className: 'mfs-dd__chip',
      content: text,
    })),
  };
}

/** The customer's recent searches, each with the title of its category when the selector knows it. */
function recentGroup(history: SearchHistoryItemDto[], scopeTitles: Map<string, string>): SuggestionGroup {
  return {
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
  };
}

/** Before a query is long enough: recent searches, then popular requests. */
export function idleGroups(history: SearchHistoryItemDto[], popular: string[], scope: string, scopeTitles: Map<string, string>) {
  const list: SuggestionGroup[] = [];
  if (history.length > 0) list.push(recentGroup(history, scopeTitles));
  if (popular.length > 0) list.push(requestsGroup(popular, scope));
  return list;
}

/** True when the search found neither categories nor products. */
export function isEmptyAnswer(data: ModalSearchDto | null): boolean {
  return Boolean(data && data.categories.length === 0 && data.products.length === 0);
}

function categoriesGroup(data: ModalSearchDto): SuggestionGroup {
  return {
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
  };
}

function productsGroup(data: ModalSearchDto, query: string, scope: string): SuggestionGroup {
  return {
    key: 'products',
    title: messages.products,
    listClassName: 'mfs-dd__products',
    items: [
      ...data.products.slice(0, PRODUCTS_SHOWN).map((product) => productSuggestion('product', product)),
      { key: 'all', href: catalogueSearchUrl(query, scope), className: 'mfs-dd__all', content: messages.showAll },
    ],
  };
}

/**
 * For an answer: matching categories and products with 'Показать все'; when nothing is found, popular
 * requests (`answerPopular`) and popular products instead.
 */
export function answerGroups(data: ModalSearchDto, answerPopular: string[], query: string, scope: string) {
  const list: SuggestionGroup[] = [];
  if (data.categories.length > 0) list.push(categoriesGroup(data));
  if (data.products.length > 0) list.push(productsGroup(data, query, scope));
  if (isEmptyAnswer(data)) {
    if (answerPopular.length > 0) list.push(requestsGroup(answerPopular, scope));
    if (data.popular_products.length > 0) {
      list.push({
        key: 'popular-products',
        title: messages.popularProducts,
        listClassName: 'mfs-dd__products',
        items: data.popular_products.slice(0, PRODUCTS_SHOWN).map((product) => productSuggestion('popular-product', product)),
      });
    }
  }
  return list;
}

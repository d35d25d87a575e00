import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, type PagedList } from 'shared-kit';
import { messages } from '../../messages';
import { CabinetLayout, EmptyState, ResourceStatus } from './CabinetLayout';

/** How a paged list looks: what it says when empty and how its items are drawn. */
export interface PagedListViewProps<T> {
  /** What an empty list says. */
  empty: { title: string; hint?: string };
  /** An empty list offers the way to the catalogue. */
  toCatalogue?: boolean;
  /** The loaded items, as the page shows them. */
  renderItems: (items: T[]) => ReactNode;
  /** Shown above a list that has items (sorting, for instance). */
  toolbar?: ReactNode;
}

/** Props of {@link CabinetList}. */
export interface CabinetListProps<T> extends PagedListViewProps<T> {
  /** Heading of the page and name of the list. */
  title: string;
  /** The list, read page by page (`usePagedList` of an infinite query). */
  list: PagedList<T>;
}

/**
 * A list of {@link usePagedList} (docs/product.md §4): loading, a sign-in prompt after a 401, a quiet failure with
 * 'Повторить', the empty state, the items and 'Показать ещё' while the API has more.
 */
export function PagedListView<T>({
  list,
  empty,
  toCatalogue = false,
  renderItems,
  toolbar,
}: PagedListViewProps<T> & { list: PagedList<T> }) {
  if (list.status !== 'ready') return <ResourceStatus status={list.status} onRetry={list.retry} />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        title={empty.title}
        hint={empty.hint}
        action={
          toCatalogue && (
            <Link className="sk-btn" to="/category">
              {messages.toCatalogue}
            </Link>
          )
        }
      />
    );
  }
  return (
    <>
      {toolbar}
      {renderItems(list.items)}
      {list.hasMore && (
        <Button
          variant="secondary"
          className="mfa-more"
          disabled={list.loadingPage !== null}
          onClick={list.loadMore}
        >
          {messages.showMore}
        </Button>
      )}
      {list.failedPage !== null && list.failedPage > 1 && (
        <p role="alert" className="mfa-error">
          {messages.loadFailed}
        </p>
      )}
    </>
  );
}

/** A cabinet page that is one list loaded page by page: the layout around a {@link PagedListView}. */
export function CabinetList<T>({ title, list, ...view }: CabinetListProps<T>) {
  return (
    <CabinetLayout title={title}>
      <PagedListView list={list} {...view} />
    </CabinetLayout>
  );
}

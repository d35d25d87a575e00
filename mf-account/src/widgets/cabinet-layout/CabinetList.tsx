import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'shared-kit';
import type { ListPage } from '../../shared/api/http';
import { usePagedList } from '../../shared/lib/useResource';
import { messages } from '../../messages';
import { CabinetLayout, EmptyState, ResourceStatus } from './CabinetLayout';

/** Props of {@link CabinetList}. */
export interface CabinetListProps<T> {
  /** Heading of the page and name of the list. */
  title: string;
  /** One page of the list from the API. */
  fetchPage: (request: { page: number; pageSize: number; signal?: AbortSignal }) => Promise<ListPage<T>>;
  pageSize: number;
  /** What an empty list says. */
  empty: { title: string; hint?: string };
  /** An empty list offers the way to the catalogue. */
  toCatalogue?: boolean;
  /** The loaded items, as the page shows them. */
  renderItems: (items: T[]) => ReactNode;
  /** Shown above a list that has items (sorting, for instance). */
  toolbar?: ReactNode;
  /** Changing it loads the list again from the first page. */
  listKey?: string;
}

/**
 * A cabinet page that is a list loaded page by page (spec §4): loading, a sign-in prompt after a 401,
 * the empty state, the items and 'Показать ещё' while the API has more.
 */
export function CabinetList<T>({
  title,
  fetchPage,
  pageSize,
  empty,
  toCatalogue = false,
  renderItems,
  toolbar,
  listKey,
}: CabinetListProps<T>) {
  const list = usePagedList(fetchPage, pageSize, listKey);
  return (
    <CabinetLayout title={title}>
      {list.state.kind !== 'ready' ? (
        <ResourceStatus state={list.state} />
      ) : list.items.length === 0 ? (
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
      ) : (
        <>
          {toolbar}
          {renderItems(list.items)}
          {list.hasNext && (
            <Button
              variant="secondary"
              className="mfa-more"
              disabled={list.loadingMore}
              onClick={() => void list.loadMore()}
            >
              {messages.showMore}
            </Button>
          )}
          {list.moreFailed && (
            <p role="alert" className="mfa-error">
              {messages.loadFailed}
            </p>
          )}
        </>
      )}
    </CabinetLayout>
  );
}

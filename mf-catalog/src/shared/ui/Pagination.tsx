import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../messages';
import { searchString } from '../lib';
import './ui.css';

/** Page numbers to show: the first, the last, and two around the current one; `null` is a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(page - previous === 2 ? previous + 1 : null);
    result.push(page);
  });
  return result;
}

function scrollToTop() {
  if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** Links to the pages of a list; the page number lives in `?page=` of the current address. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const location = useLocation();
  if (pages <= 1) return null;

  const hrefOf = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    return `${location.pathname}${searchString(params)}`;
  };

  return (
    <nav className="mfc-pagination" aria-label={messages.pagination.label}>
      {page > 1 && (
        <Link to={hrefOf(page - 1)} onClick={scrollToTop} className="mfc-pagination__step" aria-label={messages.pagination.previous}>
          ‹
        </Link>
      )}
      {pageWindow(page, pages).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} className="mfc-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : target === page ? (
          <span key={target} className="mfc-pagination__page mfc-pagination__page--current" aria-current="page">
            {target}
          </span>
        ) : (
          <Link
            key={target}
            to={hrefOf(target)}
            onClick={scrollToTop}
            className="mfc-pagination__page"
            aria-label={messages.pagination.page(target)}
          >
            {target}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={hrefOf(page + 1)} onClick={scrollToTop} className="mfc-pagination__step" aria-label={messages.pagination.next}>
          ›
        </Link>
      )}
    </nav>
  );
}

import { useEffect } from 'react';
import { CleanHtml, isHttpErrorStatus } from 'shared-kit';
import { useContentPageQuery } from '../../shared/api';
import { NotFoundPage, PageLoading, ServerErrorPage } from '../../shared/ui';
import './content.css';

/** A static content page from `/api/pages/{slug}` (policy, delivery, ...), its HTML sanitised. */
export function ContentPage({ slug }: { slug: string }) {
  const { currentData: page, error, isFetching } = useContentPageQuery(slug);

  useEffect(() => {
    if (page) document.title = page.seo_title || page.title;
  }, [page]);

  if (error && !isFetching) {
    return isHttpErrorStatus(error, 404) || isHttpErrorStatus(error, 400) ? <NotFoundPage /> : <ServerErrorPage />;
  }
  if (!page) return <PageLoading />;
  return (
    <article className="sh-content">
      <h1>{page.title}</h1>
      <CleanHtml html={page.content} />
    </article>
  );
}

import { useEffect, useState } from 'react';
import { getHttp, isHttpStatus, sanitizeHtml } from 'shared-kit';
import type { ContentPageDto } from 'shared-kit/contracts';
import { NotFoundPage, ServerErrorPage } from './ErrorPages';
import { PageLoading } from './RemoteUnavailable';
import './pages.css';

type State = { status: 'loading' } | { status: 'ready'; page: ContentPageDto } | { status: 'missing' } | { status: 'failed' };

/** A static content page from `/api/pages/{slug}` (policy, delivery, ...), its HTML sanitised. */
export function ContentPage({ slug }: { slug: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getHttp()
      .get<ContentPageDto>(`/pages/${encodeURIComponent(slug)}`, { signal: controller.signal })
      .then(({ data }) => {
        document.title = data.seo_title || data.title;
        setState({ status: 'ready', page: data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: isHttpStatus(error, 404) || isHttpStatus(error, 400) ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, [slug]);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'failed') return <ServerErrorPage />;
  return (
    <article className="sh-content">
      <h1>{state.page.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(state.page.content) }} />
    </article>
  );
}

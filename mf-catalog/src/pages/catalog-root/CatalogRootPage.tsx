import { Link, useSearchParams } from 'react-router-dom';
import { CategoryGroups, categoryUrl, useCategoryTree } from '../../entities/category';
import { useDocumentTitle } from '../../shared/lib';
import { Breadcrumbs, LoadError, SectionBoundary, PageSkeleton } from '../../shared/ui';
import { BannerGroup } from '../../widgets/banner-group';
import { ProductListing } from '../../widgets/product-listing';
import { messages } from '../../messages';
import './CatalogRootPage.css';

function CatalogueTree() {
  const { items, status, retry } = useCategoryTree();
  useDocumentTitle(messages.catalogue.title);

  if (status === 'failed' && items.length === 0) {
    return (
      <div className="mfc-page">
        <LoadError onRetry={retry} />
      </div>
    );
  }
  if (items.length === 0 && status !== 'ready') return <PageSkeleton grid={false} />;

  return (
    <div className="mfc-page mfc-root">
      <Breadcrumbs trail={[]} current={{ title: messages.breadcrumbs.catalogue, url: '/category' }} />
      <h1>{messages.catalogue.heading}</h1>
      <SectionBoundary name="catalog_row">
        <BannerGroup selection="catalog_row" variant="row" label={messages.catalogue.banners} />
      </SectionBoundary>
      {items.length === 0 && <p className="mfc-muted">{messages.catalogue.empty}</p>}
      <div className="mfc-root__sections">
        {items.map((top) => (
          <section key={top.id} className="mfc-root__section" aria-labelledby={`mfc-root-${top.id}`}>
            <h2 id={`mfc-root-${top.id}`}>
              <Link to={categoryUrl(top.full_slug)}>{top.title}</Link>
            </h2>
            <CategoryGroups groups={top.children} block="mfc-root" />
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * `/category`: the whole catalogue tree. With `?query=` (the header search submits here, docs/product.md §2) it is
 * the search results page instead.
 */
export function CatalogRootPage() {
  const [params] = useSearchParams();
  if (params.get('query') || params.get('category_query')) return <ProductListing atRoot />;
  return <CatalogueTree />;
}

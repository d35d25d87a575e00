import { Link } from 'react-router-dom';
import { getCatalogue } from '../../shared/api/catalogApi';
import { useRemoteData } from '../../shared/lib/useRemoteData';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';
import { LoadError } from '../../shared/ui/LoadError';
import { ProductGridSkeleton, SkeletonBlock } from '../../shared/ui/Skeleton';
import { categoryUrl, useCategoryTree } from '../../entities/category';
import { ProductGrid } from '../../entities/product';
import { messages } from '../../messages';
import './HomePage.css';

const POPULAR_COUNT = 12;
/** Sub-categories a tile names before 'and more'. */
const TILE_LINKS = 4;

function CategoryTiles() {
  const { items, status, retry } = useCategoryTree();
  if (status === 'failed' && items.length === 0) return <LoadError onRetry={retry} />;
  if (items.length === 0) {
    return (
      <div className="mfc-tiles" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="mfc-tile mfc-tile--skeleton">
            <SkeletonBlock width={44} height={44} />
            <SkeletonBlock width="70%" height={18} />
            <SkeletonBlock width="90%" height={12} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="mfc-tiles">
      {items.map((category, index) => (
        <li key={category.id} className={`mfc-tile mfc-tile--tone${index % 6}`}>
          <span className="mfc-tile__icon" aria-hidden="true">
            {category.title.slice(0, 1)}
          </span>
          <Link to={categoryUrl(category.full_slug)} className="mfc-tile__title">
            {category.title}
          </Link>
          {category.children.length > 0 && (
            <ul className="mfc-tile__children">
              {category.children.slice(0, TILE_LINKS).map((child) => (
                <li key={child.id}>
                  <Link to={categoryUrl(child.full_slug)}>{child.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function PopularProducts() {
  const popular = useRemoteData('popular', (signal) =>
    getCatalogue({ sorting: 'popular', pageSize: POPULAR_COUNT }, signal),
  );
  if (popular.status === 'error') return <LoadError onRetry={popular.retry} />;
  if (!popular.data) return <ProductGridSkeleton count={POPULAR_COUNT} />;
  return <ProductGrid products={popular.data.products.content} label={messages.home.popular} />;
}

/** The home page: top-level categories as tiles and the most popular products. */
export function HomePage() {
  useDocumentTitle(messages.home.title);
  return (
    <div className="mfc-page mfc-home">
      <section className="mfc-home__hero">
        <h1>{messages.home.heading}</h1>
        <p>{messages.home.lead}</p>
        <Link to="/category" className="sk-btn mfc-home__cta">
          {messages.home.allCatalogue}
        </Link>
      </section>
      <section aria-labelledby="mfc-home-categories">
        <h2 id="mfc-home-categories">{messages.home.categories}</h2>
        <CategoryTiles />
      </section>
      <section aria-labelledby="mfc-home-popular">
        <div className="mfc-section-head">
          <h2 id="mfc-home-popular">{messages.home.popular}</h2>
          <Link to="/category" className="mfc-section-head__link">
            {messages.home.allCatalogue} →
          </Link>
        </div>
        <PopularProducts />
      </section>
    </div>
  );
}

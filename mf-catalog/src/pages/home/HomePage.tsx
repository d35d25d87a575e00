import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/lib';
import { DeferredSection, SectionBoundary, LoadError, SkeletonBlock } from '../../shared/ui';
import { categoryUrl, useCategoryTree } from '../../entities/category';
import { BannerGroup } from '../../widgets/banner-group';
import { HeroSlider } from '../../widgets/hero-slider';
import { ProductSelection } from '../../widgets/product-selection';
import { RecentlyViewed } from '../../widgets/recently-viewed';
import { messages } from '../../messages';
import { Advantages } from './ui/Advantages';
import { CompanyReviews } from './ui/CompanyReviews';
import { Partners } from './ui/Partners';
import { PopularBrands } from './ui/PopularBrands';
import { RegionBanners } from './ui/RegionBanners';
import './HomePage.css';

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

/** Shown in the hero's place when there are no hero banners. */
function StaticHero() {
  return (
    <section className="mfc-home__hero">
      <p className="mfc-home__hero-title">{messages.home.heading}</p>
      <p>{messages.home.lead}</p>
      <Link to="/category" className="sk-btn mfc-home__cta">
        {messages.home.allCatalogue}
      </Link>
    </section>
  );
}

/**
 * The home page. The hero slider and the category tiles make the first screen; every section below
 * loads when the visitor scrolls near it, on its own: a skeleton meanwhile, nothing when its selection
 * is off or empty, and a failure of one never touches the others.
 */
export function HomePage() {
  useDocumentTitle(messages.home.title);
  return (
    <div className="mfc-page mfc-home">
      <h1 className="mfc-visually-hidden">{messages.home.heading}</h1>
      <SectionBoundary name="hero">
        <HeroSlider fallback={<StaticHero />} />
      </SectionBoundary>
      <section aria-labelledby="mfc-home-categories">
        <div className="mfc-section-head">
          <h2 id="mfc-home-categories">{messages.home.categories}</h2>
          <Link to="/category" className="mfc-section-head__link">
            {messages.home.allCatalogue} →
          </Link>
        </div>
        <CategoryTiles />
      </section>
      <DeferredSection name="categories_recomend" reserve={200}>
        <BannerGroup selection="categories_recomend" variant="vertical" label={messages.home.recommended} />
      </DeferredSection>
      <DeferredSection name="main_hero_bottom" reserve={160}>
        <BannerGroup selection="main_hero_bottom" variant="long" label={messages.home.offers} />
      </DeferredSection>
      <DeferredSection name="recently viewed">
        <RecentlyViewed />
      </DeferredSection>
      <DeferredSection name="products/week" reserve={420}>
        <ProductSelection selection="products/week" title={messages.home.week} />
      </DeferredSection>
      <DeferredSection name="actions/main" reserve={420}>
        <ProductSelection selection="actions/main" title={messages.home.actions} />
      </DeferredSection>
      <DeferredSection name="categories_bottom" reserve={200}>
        <BannerGroup selection="categories_bottom" variant="big" label={messages.home.offers} />
      </DeferredSection>
      <DeferredSection name="main" reserve={420}>
        <ProductSelection selection="main" title={messages.home.bestsellers} />
      </DeferredSection>
      <DeferredSection name="popular brands">
        <PopularBrands />
      </DeferredSection>
      <DeferredSection name="regions">
        <RegionBanners />
      </DeferredSection>
      <DeferredSection name="advantages">
        <Advantages />
      </DeferredSection>
      <DeferredSection name="company reviews">
        <CompanyReviews />
      </DeferredSection>
      <DeferredSection name="partners">
        <Partners />
      </DeferredSection>
    </div>
  );
}

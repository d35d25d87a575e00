import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation, useRoutes } from 'react-router-dom';
import { getEventBus, getHttp, ProductCard, startSession } from 'shared-kit';
import type { CategoryPageDto, ProductDto } from 'shared-kit/contracts';
import { routes } from './exposes/routes';
import { AuthModals } from './exposes/AuthModals';
import { FavouriteButton } from './exposes/FavouriteButton';
import { HeaderPersonal } from './exposes/HeaderPersonal';

/** A few real products to try the favourite button on (the catalogue itself belongs to mf_catalog). */
function HarnessProducts() {
  const [products, setProducts] = useState<ProductDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getHttp()
      .get<CategoryPageDto>('/category', { params: { page: 1, pageSize: 4 } })
      .then(({ data }) => setProducts(data.products.content))
      .catch((error: unknown) => {
        console.warn('[mf_account] harness products failed', error);
        setFailed(true);
      });
  }, []);
  if (failed) return <p>Не удалось загрузить товары каталога.</p>;
  if (!products) return <p aria-busy="true">Загрузка…</p>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          corner={<FavouriteButton productId={product.id} />}
          actions={<FavouriteButton productId={product.id} variant="page" />}
        />
      ))}
    </div>
  );
}

/** The team's harness: the remote alone, against the real API (proxied by its own server). */
function Harness() {
  const page = useRoutes(routes);
  const location = useLocation();
  useEffect(() => {
    getEventBus().emit('shell:route-changed', {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    });
  }, [location]);
  return (
    <>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '8px 16px',
          borderBottom: '1px solid #e5e7eb',
          flexWrap: 'wrap',
        }}
      >
        <Link to="/" style={{ fontWeight: 700, color: '#0b7d6e', textDecoration: 'none' }}>
          mf_account
        </Link>
        <nav style={{ display: 'flex', gap: 12, flex: 1, flexWrap: 'wrap' }}>
          <Link to="/personal">/personal</Link>
          <Link to="/personal/help-buyer">/personal/help-buyer</Link>
          <Link to="/personal/feedback">/personal/feedback</Link>
        </nav>
        <HeaderPersonal />
      </header>
      <main style={{ padding: 16, maxWidth: 1232, margin: '0 auto' }}>
        <Suspense fallback={<p aria-busy="true">Загрузка…</p>}>
          {page ??
            (location.pathname === '/' ? <HarnessProducts /> : <p>Маршрут не принадлежит mf_account</p>)}
        </Suspense>
      </main>
      <AuthModals />
    </>
  );
}

void startSession().catch((error: unknown) => console.warn('[mf_account] session start failed', error));
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Harness />
    </BrowserRouter>
  </StrictMode>,
);

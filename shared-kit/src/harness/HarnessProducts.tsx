import { useEffect, useState, type ReactNode } from 'react';
import type { CategoryPageDto, ProductDto } from '../contracts/api';
import { getHttp } from 'shared-kit/platform';
import { messages } from '../messages';
import { ProductCard } from '../ui/ProductCard';
import { harnessMessages } from './messages';

/** Props of {@link HarnessProducts}. */
export interface HarnessProductsProps {
  /** How many products of the catalogue to show. */
  count: number;
  /** The team's control in a card's corner. */
  corner?: (product: ProductDto) => ReactNode;
  /** The team's controls under a card. */
  actions?: (product: ProductDto) => ReactNode;
}

/** A few real products to try a team's card controls on (the catalogue itself belongs to mf_catalog). */
export function HarnessProducts({ count, corner, actions }: HarnessProductsProps) {
  const [products, setProducts] = useState<ProductDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getHttp()
      .get<CategoryPageDto>('/category', { params: { page: 1, pageSize: count } })
      .then(({ data }) => setProducts(data.products.content))
      .catch((error: unknown) => {
        console.warn('[harness] catalogue products failed', error);
        setFailed(true);
      });
  }, [count]);
  if (failed) return <p>{harnessMessages.productsFailed}</p>;
  if (!products) return <p aria-busy="true">{messages.loading}</p>;
  return (
    <div className="sk-harness__products">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          corner={corner?.(product)}
          actions={actions?.(product)}
        />
      ))}
    </div>
  );
}

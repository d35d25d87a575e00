import { useEffect } from 'react';
import { whenSessionReady } from 'shared-kit';
import {
  reloadCartInfo,
  reloadCartList,
  selectCartInfo,
  selectCartInfoStatus,
  selectCartLines,
  selectCartListStatus,
  selectCartStatuses,
  useCartDispatch,
  useCartSelector,
} from '../../../entities/cart';
import type { CartLine } from '../../../shared/api';

/** A line is out of stock when the server lists its title so, or its stock is 0 (docs/product.md §3 statuses). */
export function isOutOfStock(line: CartLine, outOfStock: readonly string[]): boolean {
  if (line.isGift) return false;
  return line.product.quantity === 0 || outOfStock.includes(line.product.title);
}

/**
 * The cart of the `/cart` page, asked for again on every visit once the page has its session: the totals,
 * the lines shown, and the titles that cannot be ordered now.
 */
export function useCartPage() {
  const dispatch = useCartDispatch();
  const info = useCartSelector(selectCartInfo);
  const infoStatus = useCartSelector(selectCartInfoStatus);
  const lines = useCartSelector(selectCartLines);
  const listStatus = useCartSelector(selectCartListStatus);
  const statuses = useCartSelector(selectCartStatuses);

  useEffect(() => {
    let active = true;
    void whenSessionReady().then(() => {
      if (!active) return;
      void dispatch(reloadCartInfo());
      void dispatch(reloadCartList());
    });
    return () => {
      active = false;
    };
  }, [dispatch]);

  const visibleLines = lines.filter((line) => line.quantity > 0);
  const unavailable = [
    ...new Set([
      ...statuses.out_of_stock,
      ...visibleLines.filter((line) => isOutOfStock(line, statuses.out_of_stock)).map((line) => line.product.title),
    ]),
  ];
  return { info, infoStatus, visibleLines, listStatus, outOfStock: statuses.out_of_stock, unavailable };
}

import type { PriceListRecord } from '../catalog/index';
import { kopecksToRubles } from '../../shared/money';

const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const rubles = (kopecks: number): string => kopecksToRubles(kopecks).toFixed(2).replace('.', ',');

/**
 * The price list as CSV the way Russian spreadsheets open it: UTF-8 with a BOM, `;` between
 * cells, decimal comma.
 */
export function renderPriceList(rows: PriceListRecord[], publicUrl: string): string {
  const header = ['Артикул', 'Наименование', 'Бренд', 'Категория', 'Цена, ₽', 'Цена без скидки, ₽', 'Наличие', 'Ссылка'];
  const lines = rows.map((row) =>
    [
      row.vendor_code,
      row.title,
      row.brand_title ?? '',
      row.category_title,
      rubles(row.price_kopecks),
      row.old_price_kopecks === null ? '' : rubles(row.old_price_kopecks),
      row.quantity > 0 ? 'в наличии' : 'нет в наличии',
      `${publicUrl}/products/${row.full_slug}`,
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

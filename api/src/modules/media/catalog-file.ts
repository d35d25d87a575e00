import type { CategoryTreeItemDto } from 'api-contracts';
import { SITE_NAME } from '../../shared/shop';
import { escapeXml } from './svg';

/** The printable catalogue (HEADER_CATALOG_FILE): the category tree with links, as an HTML page. */
export function renderCatalogFile(tree: CategoryTreeItemDto[], counts: Map<number, number>, publicUrl: string): string {
  const list = (items: CategoryTreeItemDto[]): string =>
    items.length === 0
      ? ''
      : `<ul>${items
          .map(
            (item) =>
              `<li><a href="${escapeXml(`${publicUrl}/category/${item.full_slug}`)}">${escapeXml(item.title)}</a> <span>(${counts.get(item.id) ?? 0})</span>${list(item.children)}</li>`,
          )
          .join('')}</ul>`;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>Каталог товаров — ${SITE_NAME}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:860px;margin:40px auto;color:#263238}h1{color:#00695C}a{color:#00796B}span{color:#78909C}li{margin:4px 0}</style>
</head>
<body>
<h1>Каталог товаров «${SITE_NAME}»</h1>
<p>Все разделы магазина с числом товаров. Актуальные цены и наличие — на сайте и в прайс-листе.</p>
${list(tree)}
</body>
</html>
`;
}

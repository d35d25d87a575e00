import type { MenuItemDto, NavDto } from 'api-contracts';
import type { ContentRepository } from './content-repository';

/** The header and footer menus as trees. */
export async function getNavigation(content: ContentRepository): Promise<NavDto> {
  const nav: NavDto = { header_menu: [], header_left_menu: [], footer_menu: [] };
  const byId = new Map<number, MenuItemDto>();
  // Parents come first, so a child always finds its parent in the map.
  for (const row of await content.listMenuItems()) {
    const item: MenuItemDto = { id: row.id, slug: row.slug, type: row.type, title: row.title, target: row.target, url: row.url, children: [] };
    byId.set(row.id, item);
    if (row.parent_id !== null) byId.get(row.parent_id)?.children.push(item);
    else if (row.menu in nav) nav[row.menu as keyof NavDto].push(item);
  }
  return nav;
}

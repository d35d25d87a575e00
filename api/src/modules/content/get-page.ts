import type { ContentPageDto } from 'api-contracts';
import { notFound } from '../../shared/http-error';
import type { ContentRepository } from './content-repository';

/** A static content page by slug; 404 for an unknown slug. */
export async function getPage(content: ContentRepository, slug: string): Promise<ContentPageDto> {
  const page = await content.findPage(slug);
  if (!page) throw notFound();
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    content: page.content,
    seo_title: page.seo_title || page.title,
    seo_description: page.seo_description,
    updated_at: new Date(page.updated_at).toISOString(),
  };
}

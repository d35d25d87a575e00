import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BannerLinkDto } from 'shared-kit/contracts';

/** Props of {@link BannerLink}. */
export interface BannerLinkProps {
  link: BannerLinkDto | null;
  className?: string;
  label?: string;
  children: ReactNode;
}

/** True for an address of another site (`https://…`, `//…`); false for a route of the shop. */
export function isExternal(slug: string): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(slug);
}

/** A banner's link (docs/product.md §2, "a link element that is external or internal"); a plain box when it leads nowhere. */
export function BannerLink({ link, className, label, children }: BannerLinkProps) {
  const slug = link?.real_slug?.trim();
  if (!slug) return <div className={className}>{children}</div>;
  if (isExternal(slug)) {
    return (
      <a href={slug} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={slug.startsWith('/') ? slug : `/${slug}`} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

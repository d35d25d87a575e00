import type { AnchorHTMLAttributes } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

/** Props of {@link AppLink}. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A link inside the shop: a router link when the fragment sits in a router (the shell), a plain
 * anchor otherwise, so a fragment placed anywhere still works.
 */
export function AppLink({ to, ...rest }: AppLinkProps) {
  return useInRouterContext() ? <Link to={to} {...rest} /> : <a href={to} {...rest} />;
}

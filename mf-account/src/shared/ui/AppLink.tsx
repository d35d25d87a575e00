import type { AnchorHTMLAttributes } from 'react';
import { Link, NavLink, useInRouterContext } from 'react-router-dom';

/** Props of {@link AppLink}. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Marks the link of the current page (`aria-current="page"`) when inside a router. */
  nav?: boolean;
}

/**
 * A link inside the shop: a router link when the fragment sits in a router (the shell), a plain
 * anchor otherwise, so a fragment placed anywhere still works.
 */
export function AppLink({ to, nav = false, ...rest }: AppLinkProps) {
  const inRouter = useInRouterContext();
  if (!inRouter) return <a href={to} {...rest} />;
  return nav ? <NavLink to={to} end {...rest} /> : <Link to={to} {...rest} />;
}

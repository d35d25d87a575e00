import { Link } from 'react-router-dom';
import type { MenuItemDto } from 'shared-kit/contracts';

/** A menu link: internal routes through the router, external addresses as plain links. */
export function MenuLink({ item, className, onClick }: { item: MenuItemDto; className?: string; onClick?: () => void }) {
  const external = item.type === 'external' || /^https?:\/\//.test(item.url);
  if (external) {
    return (
      <a className={className} href={item.url} target={item.target} rel="noopener noreferrer" onClick={onClick}>
        {item.title}
      </a>
    );
  }
  return (
    <Link className={className} to={item.url} target={item.target === '_blank' ? '_blank' : undefined} onClick={onClick}>
      {item.title}
    </Link>
  );
}

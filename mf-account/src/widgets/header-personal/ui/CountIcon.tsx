import type { ReactNode } from 'react';
import { Badge } from 'shared-kit';
import { AppLink } from '../../../shared/ui';

interface CountIconProps {
  to: string;
  title: string;
  count: number;
  badge: string;
  children: ReactNode;
}

/** A signed-in customer's icon: a link to the cabinet list with the number of its products. */
export function CountIcon({ to, title, count, badge, children }: CountIconProps) {
  return (
    <AppLink className="mfa-hp__icon" to={to} title={title} aria-label={count > 0 ? `${title}: ${count}` : title}>
      {children}
      <span className="mfa-hp__badge">
        <Badge count={count} label={badge} />
      </span>
    </AppLink>
  );
}

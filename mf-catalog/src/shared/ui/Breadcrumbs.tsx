import { Link } from 'react-router-dom';
import type { BreadcrumbDto } from 'shared-kit/contracts';
import { messages } from '../../messages';
import './ui.css';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Steps above the current page, as the API gives them (the home page and the current page may be among them). */
  trail: readonly BreadcrumbDto[];
  /** The page being shown: its title and route. */
  current: BreadcrumbDto;
}

/** Trail from the home page to the current page; the last step is plain text. */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  const steps: BreadcrumbDto[] = [{ title: messages.breadcrumbs.home, url: '/' }];
  for (const step of trail) {
    if (step.url !== current.url && !steps.some((known) => known.url === step.url)) steps.push(step);
  }
  return (
    <nav className="mfc-breadcrumbs" aria-label={messages.breadcrumbs.label}>
      <ol>
        {steps.map((step) => (
          <li key={step.url}>
            <Link to={step.url}>{step.title}</Link>
          </li>
        ))}
        <li aria-current="page">{current.title}</li>
      </ol>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Button, getEventBus, usePageTitle, useSignedIn, type QueryStatus } from 'shared-kit';
import { messages } from '../../messages';
import { LogoutButton } from '../../features/logout';
import { PersonalSidebar } from '../../shared/ui';
import './CabinetLayout.css';

/** Props of {@link CabinetLayout}. */
export interface CabinetLayoutProps {
  title: ReactNode;
  children?: ReactNode;
}

/** A cabinet page: the personal sidebar (for a signed-in customer) beside the page's content; the tab takes its title. */
export function CabinetLayout({ title, children }: CabinetLayoutProps) {
  const signedIn = useSignedIn();
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <div className={`mfa-cabinet${signedIn ? '' : ' mfa-cabinet--single'}`}>
      {signedIn && (
        <aside className="mfa-cabinet__aside">
          <PersonalSidebar footer={<LogoutButton className="mfa-sidebar__logout" />} />
        </aside>
      )}
      <section className="mfa-cabinet__content">
        <h1 className="mfa-cabinet__title">{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** Asks the visitor to sign in (a guarded page that got a 401), instead of a broken page. */
export function SignInPrompt({ text = messages.cabinet.signInNeeded }: { text?: string }) {
  return (
    <div className="mfa-empty">
      <p className="mfa-empty__title">{text}</p>
      <Button
        onClick={() =>
          getEventBus().emit('account:sign-in-requested', {
            reason: 'guarded-route',
            redirectTo: `${window.location.pathname}${window.location.search}`,
          })
        }
      >
        {messages.signIn}
      </Button>
    </div>
  );
}

/** Props of {@link ResourceStatus}. */
export interface ResourceStatusProps {
  /** Where the page's data stands (`queryStateOf` or `usePagedList` of shared-kit). */
  status: QueryStatus;
  /** 'Повторить' loads it again; without it a failure is only said. */
  onRetry?: () => void;
  /** What a failure without 'Повторить' says (the cabinet's common text unless told). */
  failedText?: string;
  /** A 401 asks the visitor to sign in; a page open to everyone says it failed instead. */
  signIn?: boolean;
}

/**
 * What a cabinet page shows while its data is not ready, the one place that draws it: loading, a sign-in
 * prompt, or a quiet failure (with 'Повторить' when the page can load again).
 */
export function ResourceStatus({
  status,
  onRetry,
  failedText = messages.loadFailed,
  signIn = true,
}: ResourceStatusProps) {
  if (status === 'loading')
    return (
      <p aria-busy="true" className="mfa-muted">
        {messages.loading}
      </p>
    );
  if (status === 'unauthorized' && signIn) return <SignInPrompt />;
  if (status === 'failed' || status === 'unauthorized')
    return onRetry ? (
      <div role="alert" className="mfa-error mfa-error--retry">
        <span>{messages.loadFailedRetry}</span>
        <Button variant="secondary" onClick={onRetry}>
          {messages.retry}
        </Button>
      </div>
    ) : (
      <p role="alert" className="mfa-error">
        {failedText}
      </p>
    );
  return null;
}

/** An empty list: a title, a hint and an optional action. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="mfa-empty">
      <p className="mfa-empty__title">{title}</p>
      {hint && <p className="mfa-empty__hint">{hint}</p>}
      {action}
    </div>
  );
}

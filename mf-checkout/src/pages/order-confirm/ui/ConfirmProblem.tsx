import { Link } from 'react-router-dom';
import { Button, getEventBus } from 'shared-kit';
import { messages } from '../../../messages';

const text = messages.confirm;

/** An order that cannot be shown: unknown, failed to load, or the sign-in has expired. */
export function ConfirmProblem({ status, id }: { status: 'not-found' | 'failed' | 'unauthorized'; id: string }) {
  return (
    <section className="mfo-page">
      <div className="mfo-empty">
        {status === 'not-found' && (
          <>
            <h1 className="mfo-empty__title">{text.notFound}</h1>
            <p className="mfo-empty__hint">{text.notFoundHint}</p>
          </>
        )}
        {status === 'failed' && (
          <p role="alert" className="mfo-empty__title">
            {text.loadFailed}
          </p>
        )}
        {status === 'unauthorized' && (
          <>
            <h1 className="mfo-empty__title">{text.signInNeeded}</h1>
            <Button
              onClick={() =>
                getEventBus().emit('account:sign-in-requested', { reason: 'order', redirectTo: `/order/confirm/${id}` })
              }
            >
              {text.signIn}
            </Button>
          </>
        )}
        <Link className="sk-btn sk-btn--secondary" to="/category">
          {text.toCatalogue}
        </Link>
      </div>
    </section>
  );
}

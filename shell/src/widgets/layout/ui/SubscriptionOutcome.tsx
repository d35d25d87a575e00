import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../messages';

const OUTCOMES: Record<string, string> = {
  confirmed: messages.subscriptionConfirmed,
  unsubscribed: messages.subscriptionUnsubscribed,
  invalid: messages.subscriptionInvalid,
};

/**
 * What became of a link from a newsletter letter (`/?subscription=confirmed|unsubscribed|invalid`, where the
 * API sends the customer): said once at the top of the page, then the address is cleaned.
 */
export function SubscriptionOutcome() {
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const outcome = params.get('subscription');
    if (!outcome || !OUTCOMES[outcome]) return;
    setText(OUTCOMES[outcome]);
    params.delete('subscription');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate]);

  if (!text) return null;
  return (
    <div className="sh-toast" role="status">
      <span>{text}</span>
      <button type="button" className="sh-toast__close" aria-label={messages.closeNotice} onClick={() => setText(null)}>
        ×
      </button>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { COOKIES, setCookie, useCookie } from 'shared-kit';
import { messages } from '../../../messages';

/** Cookie notice, shown until 'ОК' (cookie `hideCookiesPanel`, 365 days). */
export function CookieNotice() {
  const acceptedBefore = Boolean(useCookie(COOKIES.hideCookiesPanel.name));
  const [accepted, setAccepted] = useState(acceptedBefore);
  if (accepted) return null;
  return (
    <div className="sh-cookies" role="region" aria-label={messages.cookieNotice}>
      <p>
        {messages.cookieText} <Link to="/policy">{messages.cookiePolicy}</Link>.
      </p>
      <button
        type="button"
        className="sk-btn"
        onClick={() => {
          setCookie(COOKIES.hideCookiesPanel.name, '1', { maxAge: COOKIES.hideCookiesPanel.maxAge });
          setAccepted(true);
        }}
      >
        {messages.cookieAccept}
      </button>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import './pages.css';

/** Shown where a remote's page would be when the remote cannot be loaded. */
export function RemoteUnavailable() {
  return (
    <section className="sh-unavailable" role="status">
      <p>{messages.sectionUnavailable}</p>
      <Link to="/">{messages.toHome}</Link>
    </section>
  );
}

/** Shown while a page loads. */
export function PageLoading() {
  return (
    <div className="sh-page-loading" aria-busy="true" aria-label={messages.pageLoading}>
      <span />
      <span />
      <span />
    </div>
  );
}

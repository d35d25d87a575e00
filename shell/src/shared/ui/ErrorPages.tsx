import { Link } from 'react-router-dom';
import { useEffect } from 'react';
import { messages } from '../../messages';
import './pages.css';

function ErrorPage({ code, title, text }: { code: number; title: string; text: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="sh-error" data-status={code}>
      <p className="sh-error__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="sh-error__title">{title}</h1>
      <p className="sh-error__text">{text}</p>
      <Link className="sk-btn" to="/">
        {messages.toHome}
      </Link>
    </section>
  );
}

/** The 404 page (docs/product.md §2). */
export function NotFoundPage() {
  return <ErrorPage code={404} title={messages.notFoundTitle} text={messages.notFoundText} />;
}

/** The 500 page (docs/product.md §2). */
export function ServerErrorPage() {
  return <ErrorPage code={500} title={messages.serverErrorTitle} text={messages.serverErrorText} />;
}

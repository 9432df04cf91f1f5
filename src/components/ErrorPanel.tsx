import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ErrorPanelProps {
  title: string;
  message: string;
  /** The optional 'go back to deals' link (spec 1 §8). */
  link?: { to: string; label: string };
  children?: ReactNode;
}

/** The error panel: header, message and an optional way back (spec 1 §8, 3 §2.5). */
export function ErrorPanel({ title, message, link, children }: ErrorPanelProps) {
  return (
    <section className="panel panel--error" aria-labelledby="error-panel-title">
      <div className="panel__art" aria-hidden="true">
        ☹
      </div>
      <h1 id="error-panel-title" className="panel__title">
        {title}
      </h1>
      <p className="panel__text">{message}</p>
      {link ? (
        <Link className="button button--primary" to={link.to}>
          {link.label}
        </Link>
      ) : null}
      {children}
    </section>
  );
}

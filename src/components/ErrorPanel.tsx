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
        <svg width="64" height="64" viewBox="0 0 64 64" focusable="false">
          <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="4" />
          <circle cx="22" cy="26" r="3.5" fill="currentColor" />
          <circle cx="42" cy="26" r="3.5" fill="currentColor" />
          <path d="M20 46 Q32 36 44 46" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
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

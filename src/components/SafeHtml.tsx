import DOMPurify from 'dompurify';
import type { ElementType } from 'react';

/** Server or translation HTML, sanitised (spec: toast titles and messages, emergency banner). */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br', 'span', 'a', 'p', 'ul', 'ol', 'li', 'small'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class'];

export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as: Tag = 'span', className, id }: SafeHtmlProps) {
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />;
}

/**
 * Where a social sign-in sends the browser back to (11-G11): one of the account areas' own paths, with
 * the handoff code or socialError=1 added. Nothing else is ever a redirect target (open redirects).
 */

export const DEFAULT_RETURN_TO = '/account/';

/**
 * The return target when it is one of the account areas' own paths ('/account…' or '/accounts…' on
 * this origin), else null. Refused: other paths, absolute and protocol-relative URLs, backslashes
 * (browsers read '/\evil' as '//evil'), control characters, '..' segments.
 */
export function safeReturnTo(value: string | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!/^\/accounts?(?:[/?#]|$)/.test(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.includes('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'http://origin.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://origin.invalid' || !/^\/accounts?(?:\/|$)/.test(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}`;
}

/** The return target with one query value added (the handoff, or socialError=1). */
export function withQuery(returnTo: string, name: string, value: string): string {
  const url = new URL(returnTo, 'http://origin.invalid');
  url.searchParams.delete('handoff');
  url.searchParams.delete('socialError');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export const failedReturn = (returnTo: string) => withQuery(returnTo, 'socialError', '1');

/**
 * Paths the API owns. A GET under them never falls back to the app's index.html: an unknown API
 * path must fail as JSON, or the page would try to parse HTML as data.
 */
const API_PREFIXES = ['/v1', '/v2', '/dev'];
const API_EXACT = new Set(['/health', '/log', '/RELEASE_HASH.txt']);

export function isApiPath(pathname: string): boolean {
  if (API_EXACT.has(pathname)) return true;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

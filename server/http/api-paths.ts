/**
 * Paths the API owns. A GET under them never falls back to the app's index.html: an unknown API
 * path must fail as JSON, or the page would try to parse HTML as data.
 */
// '/sandbox': the payment sandbox and the social sign-in stand-ins (issue 14) answer there, never the app.
const API_PREFIXES = ['/v1', '/v2', '/dev', '/sandbox'];
const API_EXACT = new Set(['/health', '/log', '/RELEASE_HASH.txt']);

export function isApiPath(pathname: string): boolean {
  if (API_EXACT.has(pathname)) return true;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

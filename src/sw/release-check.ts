// The page's half of the release-hash check (issue 7): the deployed release (RELEASE_HASH.txt)
// against the one this page was built from; app/sw-client.ts asks for the new worker when they differ.
// It sits with the worker's code and compiles under both tsconfigs (fetch, Response and
// __RELEASE_HASH__ exist in the page and in the worker).

/** "every hour while online" (issue 7). */
export const RELEASE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Compares the deployed release with the one this page was built from. Fetched with no-store so
 * neither the HTTP cache nor the worker can answer with an old value. True when they differ.
 */
export async function releaseChanged(fetcher: typeof fetch = fetch, own: string = __RELEASE_HASH__): Promise<boolean> {
  const response = await fetcher('/RELEASE_HASH.txt', { cache: 'no-store' });
  if (!response.ok) return false;
  const served = (await response.text()).trim();
  return served !== '' && served !== own;
}

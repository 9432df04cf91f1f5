import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page and its menu cache holds these lists of the
 * hut (`/v2/products/{list}`): from then on the menu opens with the network off.
 */
export async function waitForOfflineReady(page: Page, lists: string[]): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const menus = names.find((name) => name.startsWith('api-menus-'));
          if (!menus) return [];
          const requests = await (await caches.open(menus)).keys();
          return requests.map((request) => new URL(request.url).pathname);
        }),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(lists.map((list) => `/v2/products/${list}`)));
}

import { expect, test } from '@playwright/test';

// What makes the site an installable, offline-capable app: the web app manifest and the service worker.

test('the web app manifest is served, valid and lists its icons', async ({ page, request, baseURL }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/json/);
  const manifest = JSON.parse(await response.text()) as {
    name?: string;
    short_name?: string;
    start_url?: string;
    display?: string;
    theme_color?: string;
    background_color?: string;
    icons?: { src: string; sizes?: string; type?: string; purpose?: string }[];
  };

  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBeTruthy();
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBeTruthy();
  expect(manifest.background_color).toBeTruthy();

  const icons = manifest.icons ?? [];
  const sizes = icons.flatMap((icon) => (icon.sizes ?? '').split(/\s+/));
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(icons.some((icon) => (icon.purpose ?? '').split(/\s+/).includes('maskable'))).toBe(true);

  const manifestUrl = new URL('/manifest.webmanifest', baseURL);
  for (const icon of icons) {
    const iconResponse = await request.get(new URL(icon.src, manifestUrl).href);
    expect(iconResponse.status(), icon.src).toBe(200);
    expect(iconResponse.headers()['content-type'], icon.src).toMatch(/^image\/png/);
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/);
});

test('the service worker registers for the whole site and precaches the shell', async ({ page, baseURL }) => {
  await page.goto('/');

  const worker = await page.evaluate(async () => {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('navigator.serviceWorker.ready did not resolve within 60 s')), 60_000),
    );
    const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
    return {
      scriptURL: registration.active?.scriptURL ?? null,
      scope: registration.scope,
      caches: await caches.keys(),
    };
  });

  expect(worker.scriptURL).toMatch(/\/sw\.js$/);
  expect(worker.scope).toBe(new URL('/', baseURL).href);
  expect(worker.caches.some((name) => name.includes('precache')), `caches: ${worker.caches.join(', ')}`).toBe(true);
});

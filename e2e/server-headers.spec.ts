import { expect, test } from '@playwright/test';

// The server answers the way a CDN would: security headers everywhere, hashed assets cached
// forever, the shell files and the release hash always revalidated.

test('the page is served with security headers', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headers();

  const csp = headers['content-security-policy'];
  expect(csp, 'Content-Security-Policy').toBeTruthy();
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain('frame-ancestors');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy'], 'Referrer-Policy').toBeTruthy();
});

test('hashed assets are compressed and cached for good', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The app's entry, which the small boot script names (issue 18; the boot file is below the size
  // worth compressing).
  const script = html.match(/data-app-entry="(\/assets\/[\w.-]+\.js)"/)?.[1];
  expect(script, 'the hashed /assets/*.js entry named in index.html').toBeTruthy();

  const response = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the shell files are revalidated on every visit', async ({ request }) => {
  for (const path of ['/', '/sw.js', '/manifest.webmanifest']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toContain('no-cache');
  }
});

test('the release hash is served uncached', async ({ request }) => {
  const response = await request.get('/RELEASE_HASH.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-cache');
  expect((await response.text()).trim()).not.toBe('');
});

test('the health check answers ok', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { status?: string }).status).toBe('ok');
});

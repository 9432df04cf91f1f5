import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { orderSettingsFromEnvironment } from '../../server/services/orders/settings';
import { createTestDatabase, type TestDatabase } from './test-db';

// 14-G29: the app wrapper harness is mounted only with DEV_ENDPOINTS=1, and only then may a framed
// document be framed by this origin; everything else keeps frame-ancestors 'none' (clickjacking).
let testDb: TestDatabase;
const appWith = (devEndpoints: boolean) =>
  createApp({
    db: testDb.handle,
    staticDir: '/nonexistent',
    releaseHash: 'test',
    logger: createLogger({ level: 'silent' }),
    orderSettings: { ...orderSettingsFromEnvironment({}), devEndpoints },
  });

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

describe('GET /dev/app-harness (14-G29)', () => {
  it('is not there in production settings, and nothing may be framed', async () => {
    const app = appWith(false);
    expect((await app.request('/dev/app-harness')).status).toBe(404);
    expect((await app.request('/dev/app-harness.js')).status).toBe(404);
    const framed = await app.request('/health', { headers: { 'sec-fetch-dest': 'iframe' } });
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('in development: the page, its script (no inline script under the policy), labelled controls for every tracking status', async () => {
    const app = appWith(true);
    const page = await app.request('/dev/app-harness');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/dev/app-harness.js"></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    for (const status of ['authorized', 'restricted', 'denied', 'unavailable']) expect(html).toContain(`data-answer="${status}"`);
    expect(html).toContain('<iframe id="app" name="app" title="The app"');
    const script = await app.request('/dev/app-harness.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('window.PizzaHutAppHost');
  });

  it('in development: only a document loaded into a frame may be framed, and only by this origin', async () => {
    const app = appWith(true);
    const framed = await app.request('/dev/app-harness', { headers: { 'sec-fetch-dest': 'iframe' } });
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const top = await app.request('/dev/app-harness', { headers: { 'sec-fetch-dest': 'document' } });
    expect(top.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Not a document (JSON): unchanged, even when the header says iframe.
    const json = await app.request('/health', { headers: { 'sec-fetch-dest': 'iframe' } });
    expect(json.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

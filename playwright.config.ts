import { defineConfig, devices } from '@playwright/test';

// Browser journeys in Debian's Chromium (never a downloaded browser: `npm test` installs the
// `chromium` package when it is missing) against the very server `npm start` runs, on a fresh
// database each run.

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const dataDir = '.e2e-data';
const ci = Boolean(process.env.CI);

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // Honest results: a test that needs a retry to pass is a failing test.
  retries: 0,
  forbidOnly: ci,
  // A journey's budget, not a tolerance: every timer a journey waits on is driven by the page's
  // clock (e2e/support/clock.ts) and every check waits for a state, so a slow, busy machine only
  // makes a journey take longer. Under CI's load (two browsers, the server and its database on two
  // cores) the longest journeys took twice their time alone, and one of 44 s alone passed its 150 s
  // budget; so every journey has 180 s, one budget for all, and the single longer one (five sign-ins
  // and orders, loyalty-journey) sets its own. A hung journey still fails within three minutes.
  timeout: 180_000,
  // A state's budget likewise. Under CI's load average of 12–14 a first visit's page (the entry, the
  // screen's chunks, the first answers) once took 10–12 s to show where it takes 1–2 s alone (the
  // traces of CI stop 26 and of a rehearsal of it); 15 s keeps a hung page failing fast without
  // failing a merely busy one.
  expect: { timeout: 15_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...chromium,
    baseURL,
    headless: true,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Customers install the app on a phone: every journey runs here.
      name: 'phone',
      use: {
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Kiosk-style tablets in store: the journeys whose layout differs (tagged @tablet).
      name: 'tablet',
      grep: /@tablet/,
      use: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 2,
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The webServer starts before any globalSetup, so the data folder is wiped here.
    command: `node e2e/support/reset-data.mjs ${dataDir} && npm start`,
    url: `${baseURL}/health`,
    // The fixed server clock of server/db/seed/huts/README.md: which huts are open, closing or closed.
    // The sandbox kitchen runs 100 times faster (an order is delivered in 15 s, not 25 minutes), and
    // the dev endpoints let a journey change a price on the server between basket and payment.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      STORE_FIXED_TIME: '2025-06-18T18:20:00Z',
      ORDER_CLOCK_SPEED: '100',
      DEV_ENDPOINTS: '1',
      // Every journey calls from 127.0.0.1: rate-limits.spec.ts is a client of its own through
      // X-Forwarded-For (the right-most hop, as our proxy would append it), so no other journey is limited.
      TRUST_PROXY: '1',
    },
    timeout: 240_000,
    reuseExistingServer: !ci,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

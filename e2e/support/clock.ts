import { expect, type Page } from '@playwright/test';

/**
 * Holding the page's clock still for journeys that wait on a timer (the kiosk's idle time and
 * countdown, toasts that hide themselves): once paused, time moves only when the test moves it
 * (`page.clock.fastForward`, `runFor`), so a slow, busy machine shows the very same seconds as a
 * fast one. The page starts with its clock running (`page.clock.install`): start-up itself waits on
 * timers (lazy chunks, React's Suspense), so the clock is paused once the page is up, and resumed
 * before the next page load.
 */

/**
 * How far the clock jumps when paused: `pauseAt` only moves forward, and the call reaches the page
 * a moment after its time was read (seconds, on a loaded machine). Timers due within the jump fire
 * once, as they would have in that time.
 */
const PAUSE_AHEAD_MS = 5_000;

/** Pauses the page's running clock, a few seconds on from its current time. */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + PAUSE_AHEAD_MS);
}

/**
 * With the clock paused (`pauseClock`): waits for a toast, moving the clock on 50 ms at a time, since
 * the toasts' renderer is a lazy chunk React reveals on a timer and a paused clock never gets there.
 * Each step waits up to a second of real time, so the toast is seen long before its own five seconds.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('region', { name: 'Notifications' }).getByText(text);
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(toast).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

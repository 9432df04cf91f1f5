import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now: no violation of impact serious or critical (developers' guide;
 * issue 13 "Done when"). The message names each rule and the elements it found, so a failure says
 * what to fix. `exclude` takes CSS selectors for a part another check owns (rarely needed).
 */
export async function expectNoSeriousViolations(page: Page, screen = 'page', exclude: readonly string[] = []): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    screen,
  ).toEqual([]);
}

/**
 * Waits for the page's finite animations to end (a toast fading in or out is half transparent, and axe
 * reads its text's contrast against what shows through). Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

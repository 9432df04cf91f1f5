import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now: no violation of impact serious or critical (developers' guide;
 * issue 13 "Done when"). The message names each rule and the elements it found, so a failure says
 * what to fix. `exclude` takes CSS selectors for a part another check owns (rarely needed).
 */
export async function expectNoSeriousViolations(page: Page, screen = 'page', exclude: readonly string[] = []): Promise<void> {
  const analyze = async () => {
    await settleAnimations(page);
    let builder = new AxeBuilder({ page });
    for (const selector of exclude) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  };
  let serious = await analyze();
  // A toast that starts fading in after the wait above is read half transparent (its text's contrast
  // against what shows through). Such a moment is over once its animation ends: what is still found
  // on a second look, after the animations settle again, is the page's own.
  if (serious.length > 0) {
    await page.waitForTimeout(600);
    serious = await analyze();
  }
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

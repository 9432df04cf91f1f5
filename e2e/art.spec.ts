import { expect, test, type Page } from '@playwright/test';
import { FR_BASTILLE, openMenu, UK_CAMDEN, type SeededHut } from './support/localise';
import { expectNoSeriousViolations } from './support/axe';

// Issue 13, walkthrough item 1 and 10-G18: every product, deal, drink and bag showed one clip-art
// pizza because every image answered 404. Now each has its own picture, drawn at build time; the
// pizza editor redraws the pizza as it changes.

/** The server's frozen clock (playwright.config.ts): the device shows the same moment. */
const FIXED_TEST_TIME = '2025-06-18T18:20:00Z';

interface Watch {
  failedImages: string[];
  consoleErrors: string[];
}

/** Counts image answers ≥ 400, failed requests and console errors from here on. */
function watch(page: Page): Watch {
  const seen: Watch = { failedImages: [], consoleErrors: [] };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) seen.failedImages.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') seen.failedImages.push(`failed ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  return seen;
}

/** Loads every picture of the page now (they are lazy), then checks each one in main has really loaded. */
async function expectEveryPictureLoaded(page: Page, tab: string): Promise<number> {
  await page.getByRole('main').locator('img[loading="lazy"]').evaluateAll((list) => list.forEach((img) => ((img as HTMLImageElement).loading = 'eager')));
  const images = page.getByRole('main').locator('img');
  await expect
    // A tab holds up to 60 drawings; on a loaded machine they take longer than one expect's 10 s.
    .poll(() => images.evaluateAll((list) => list.filter((img) => !(img as HTMLImageElement).complete).length), { message: `${tab}: images still loading`, timeout: 30_000 })
    .toBe(0);
  const broken = await images.evaluateAll((list) =>
    list.filter((img) => (img as HTMLImageElement).naturalWidth === 0).map((img) => (img as HTMLImageElement).src),
  );
  expect(broken, tab).toEqual([]);
  return images.count();
}

/** Every menu tab of the localised hut, each picture loaded; the pictures seen, by src. */
async function visitEveryTab(page: Page): Promise<Set<string>> {
  const tabs = page.getByRole('navigation', { name: /Menu categories|Catégories du menu/ });
  await expect(tabs).toBeVisible();
  const hrefs = await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(3);
  const sources = new Set<string>();
  for (const href of hrefs) {
    await tabs.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    // A tab may be empty for this hut (uk-1 sells no melts): its empty state, then no picture to check.
    await expect(page.getByRole('main').getByRole('article').first().or(page.getByText(/^(Nothing here right now|Rien pour le moment)$/))).toBeVisible();
    const count = await expectEveryPictureLoaded(page, href);
    expect(count, `${href}: a picture per card`).toBe(await page.getByRole('main').getByRole('article').count());
    for (const src of await page.getByRole('main').locator('img').evaluateAll((list) => list.map((img) => (img as HTMLImageElement).src))) sources.add(src);
  }
  return sources;
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

for (const hut of [UK_CAMDEN, FR_BASTILLE] as SeededHut[]) {
  test(`${hut.market}: every menu tab shows each product's own picture, no image fails, no console error`, async ({ page }) => {
    const seen = watch(page);
    await openMenu(page, hut, 'deals');
    await expectNoSeriousViolations(page, `${hut.market} deals`);
    if (hut.market === 'UK') {
      // A discount's card says what it takes off (10-G18; it showed no price at all).
      await expect(page.getByRole('article', { name: '25% Off Sides' })).toContainText('25% off');
      await expect(page.getByRole('article', { name: 'Spend £30, Save £5' })).toContainText('£5.00 off');
    }
    const sources = await visitEveryTab(page);
    // Own pictures, not one for all: the drawn art of this market, never a fallback.
    expect(sources.size).toBeGreaterThan(40);
    const market = hut.market.toLowerCase();
    for (const src of sources) expect(new URL(src).pathname).toMatch(new RegExp(`^/images/(menu|deals)/${market}/[a-z0-9-]+\\.svg$`));
    await expectNoSeriousViolations(page, `${hut.market} menu`);
    expect(seen.failedImages).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });
}

test('the pizza editor redraws the pizza as toppings, size, crust and halves change', async ({ page }) => {
  const seen = watch(page);
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await page.getByRole('button', { name: 'Choose Margherita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  const art = dialog.getByTestId('pizza-art');
  await expect(art.locator('svg')).toBeVisible();
  const drawing = () => art.innerHTML();
  const pieces = () => art.locator('svg > g[transform]').count();

  // A Margherita has no toppings: none drawn.
  expect(await pieces()).toBe(0);
  const plain = await drawing();

  await dialog.getByRole('group', { name: 'Toppings' }).getByRole('checkbox', { name: /^Mushrooms/ }).check();
  await expect.poll(pieces).toBeGreaterThan(3);
  const withMushrooms = await drawing();
  expect(withMushrooms).not.toBe(plain);

  // A bigger size draws a bigger pizza.
  const radius = () => art.locator('svg > circle').first().getAttribute('r');
  const mediumRadius = await radius();
  await dialog.getByRole('radio', { name: /^Large/ }).check();
  await expect.poll(radius).not.toBe(mediumRadius);

  // Another crust, another rim.
  const beforeCrust = await drawing();
  await dialog.getByRole('radio', { name: /^Cheesy Bites/ }).check();
  await expect.poll(drawing).not.toBe(beforeCrust);

  await expectNoSeriousViolations(page, 'pizza editor');
  expect(seen.failedImages).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

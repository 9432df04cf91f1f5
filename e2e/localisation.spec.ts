import { expect, test, type Page } from '@playwright/test';
import {
  CA_TORONTO,
  collectFromFinder,
  FR_BASTILLE,
  IN_DELHI,
  localiseByAddress,
  localiseFrance,
  localiseUk,
  SEEDED,
} from './support/localise';

// From the home page to a localised hut in each market, by that market's own method (spec 1 §4),
// against the seeded huts at the fixed server clock (server/db/seed/huts/README.md:
// Wednesday 18 June 2025, 19:20 in London).

const FIXED_TEST_TIME = '2025-06-18T18:20:00Z';

/** The customer's device shows the same moment as the server. */
async function atTestTime(page: Page) {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
}

const localisationBar = (page: Page) => page.getByRole('region', { name: 'Your order' });

/** The id of the hut saved in the browser's database (the huts slice), once it is written. */
function savedHutId(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const request = indexedDB.open('pizza-ordering');
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          const read = db.transaction('huts').objectStore('huts').get('current');
          read.onsuccess = () => resolve((read.result as { value?: { current?: { id?: string } } } | undefined)?.value?.current?.id ?? null);
          read.onerror = () => resolve(null);
        };
      }),
  );
}

test.describe('localising in each market', () => {
  test.beforeEach(async ({ page }) => atTestTime(page));

  test('UK: a postcode in any case and spacing finds the Hut and opens its deals', { tag: '@tablet' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: /postcode/i }).fill('nw18qp');
    await page.getByRole('button', { name: 'Find my Hut' }).click();

    await expect(page).toHaveURL(/\/order\/deals\/$/);
    await expect(localisationBar(page)).toContainText('Delivery to NW1 8QP from London - Camden');
  });

  test('UK: an invalid postcode is refused before any look-up', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('textbox', { name: /postcode/i });
    await expect(field).toHaveAttribute('maxlength', '10');
    await field.fill('NOT A CODE');
    await page.getByRole('button', { name: 'Find my Hut' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid postcode' })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('France: postcode, street and number find the Hut of that address range, in French', async ({ page }) => {
    await localiseFrance(page, FR_BASTILLE.address);
    await expect(page).toHaveURL(/\/order\/deals\/$/);
    // The hut's default language takes over: the customer had not chosen one (spec 1 §4).
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('region', { name: 'Votre commande' })).toContainText('Livraison à 75011, depuis Paris - Bastille');
  });

  test('France: a language the customer chose is kept', async ({ page }) => {
    await localiseFrance(page, FR_BASTILLE.address, { language: 'en-GB' });
    await expect(localisationBar(page)).toContainText('Paris - Bastille');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('India: an address suggestion is geocoded and the nearest Hut localised', async ({ page }) => {
    await localiseByAddress(page, 'IN', IN_DELHI.address);
    await expect(localisationBar(page)).toContainText('Delhi - Connaught Place');
  });

  test('Canada: suggestions start after the fourth character, then the Hut is found', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Ordering in').selectOption('CA');
    const field = page.getByRole('combobox', { name: 'Enter your delivery address' });
    await field.fill('M5V');
    await page.waitForTimeout(400); // longer than the suggestion delay: still nothing after 3 characters
    await expect(field).toHaveAttribute('aria-expanded', 'false');

    await localiseByAddress(page, 'CA', CA_TORONTO.address);
    await expect(localisationBar(page)).toContainText('Toronto - Queen West');
  });
});

test.describe('localisation outcomes', () => {
  test.beforeEach(async ({ page }) => atTestTime(page));

  test('a closed Hut gives the warning toast and the customer stays home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: /postcode/i }).fill(SEEDED.ukClosed.postcode);
    await page.getByRole('button', { name: 'Find my Hut' }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'Glasgow - West End' });
    await expect(toast).toContainText('Sorry');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a postcode no Hut delivers to offers collection nearby', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: /postcode/i }).fill(SEEDED.ukNotDelivered.postcode);
    await page.getByRole('button', { name: 'Find my Hut' }).click();
    await expect(page.getByRole('dialog', { name: "Sorry, we don't deliver to your address." })).toBeVisible();
  });
});

test.describe('scheduled orders', () => {
  test.beforeEach(async ({ page }) => atTestTime(page));

  test('a Hut open only for later opens the time overlay, and a chosen slot starts the order', { tag: '@tablet' }, async ({ page }) => {
    await page.goto('/');
    // London - Shoreditch stopped asap orders at 19:00 but takes orders for later until 22:30 (seed README).
    await page.getByRole('textbox', { name: /postcode/i }).fill('E2 8DP');
    await page.getByRole('button', { name: 'Find my Hut' }).click();

    const overlay = page.getByRole('dialog', { name: 'When would you like your order?' });
    await expect(overlay).toContainText('Delivery from London - Shoreditch');
    const time = overlay.getByRole('combobox', { name: 'Order time' });
    // now + 20 min prep, on the 15-minute grid, in the UK's 24-hour clock; the first slot is chosen
    await expect(time).toHaveValue(/T19:45:00/);
    await time.selectOption({ label: '20:30' });
    await overlay.getByRole('button', { name: 'Start order' }).click();

    await expect(page).toHaveURL(/\/order\/deals\/$/);
    await expect(localisationBar(page)).toContainText('Wed 20:30');
  });

  test('Change time re-opens the slots with Set order time', async ({ page }) => {
    await localiseUk(page);
    await localisationBar(page).getByRole('button', { name: 'Change time' }).click();
    const overlay = page.getByRole('dialog', { name: 'When would you like your order?' });
    await overlay.getByRole('combobox', { name: 'Order time' }).selectOption({ label: '21:00' });
    await overlay.getByRole('button', { name: 'Set order time' }).click();
    await expect(overlay).toBeHidden();
    await expect(localisationBar(page)).toContainText('Wed 21:00');
  });
});

test.describe('collection', () => {
  test.beforeEach(async ({ page }) => atTestTime(page));

  test('the store finder shows at most three stores and localises the one tapped', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Collection' }).click();
    await page.getByRole('searchbox', { name: /postcode/i }).fill('EC2V 6AA');
    await page.getByRole('button', { name: 'Find Huts' }).click();

    const finder = page.getByRole('dialog', { name: 'Find a Hut to collect from' });
    const stores = finder.getByRole('list').getByRole('button');
    await expect(stores.first()).toBeVisible();
    expect(await stores.count()).toBeLessThanOrEqual(3);
    // Name with distance in miles to one decimal, address lines joined by commas, postcode.
    await expect(stores.first()).toContainText(/London - \w+ – \d+\.\d miles/);
    await expect(stores.first()).toContainText(/, London/);

    await stores.filter({ hasText: 'London - Camden' }).click();
    await expect(page).toHaveURL(/\/order\/deals\/$/);
    await expect(localisationBar(page)).toContainText('Collection from London - Camden');
  });

  test('the finder says so when no store lies within 20 miles', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Collection' }).click();
    await page.getByRole('searchbox', { name: /postcode/i }).fill('TR19 7AA');
    await page.getByRole('button', { name: 'Find Huts' }).click();
    const finder = page.getByRole('dialog', { name: 'Find a Hut to collect from' });
    await expect(finder).toContainText('Sorry, there are no Huts within 20.0 miles of your search.');
    await finder.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(finder).toBeHidden();
  });

  test('collecting through the helper reaches the menu', async ({ page }) => {
    await collectFromFinder(page, 'UK', 'Camden', { store: 'London - Camden' });
    await expect(localisationBar(page)).toContainText('Collection from London - Camden');
  });
});

test.describe('device location', () => {
  test.beforeEach(async ({ page }) => atTestTime(page));

  test('the current location lists the Huts nearby for collection', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 51.5142, longitude: -0.0937 }); // by London - City
    // The UK runs no primer experiment (14-G13: IN, CA): the browser is asked at once.
    await page.goto('/');
    await page.getByRole('tab', { name: 'Collection' }).click();
    await page.getByRole('button', { name: 'Use my current location' }).click();
    const finder = page.getByRole('dialog', { name: 'Find a Hut to collect from' });
    await expect(finder.getByRole('list').getByRole('button').first()).toContainText('London - City');
  });

  test('with the primer, a refused location says so and warns', async ({ page }) => {
    // The 'with-primer' variant of the primer experiment (14-G13/G14), forced on /debug.
    await page.goto('/debug');
    await page.getByLabel(/^Geolocation flow \(IN, CA\)/).selectOption('with-primer');
    await expect(page.getByText('Geolocation flow (IN, CA): with-primer')).toBeVisible();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Collection' }).click();
    await page.getByRole('button', { name: 'Use my current location' }).click();
    const primer = page.getByRole('dialog', { name: 'Find Huts near you?' });
    await primer.getByRole('button', { name: 'Use my location' }).click();
    // No permission was granted: the browser refuses (code 1).
    await expect(
      page.getByText('Sorry, we are unable to find your current location. Please try searching for your address instead.'),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Geolocation failed' })).toBeVisible();
  });
});

test.describe('the order area', () => {
  test.beforeEach(async ({ page }) => atTestTime(page));

  test('a uk-1 customer switches delivery to collection at once with an empty basket', async ({ page }) => {
    await localiseUk(page);
    const bar = localisationBar(page);
    await expect(bar.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true');
    await bar.getByRole('button', { name: 'Collection' }).click();
    await expect(bar).toContainText('Collection from London - Camden');
    await expect(bar.getByRole('button', { name: 'Collection' })).toHaveAttribute('aria-pressed', 'true');
    // The hut has the collection-incentive deal: a success notice names it and the saving (04-G15).
    await expect(page.getByRole('status').filter({ hasText: 'Collecting saves you more' })).toContainText(
      'Collect & Save £5 is now on the menu: £5.00 off when you collect.',
    );
  });

  test('a link asking for dine-in bounces to the home page and clears the localisation', async ({ page }) => {
    await localiseUk(page);
    await page.goto('/order/deals/?dispositionType=dinein#skipredirect');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('alert').filter({ hasText: "isn't taking collection orders right now" })).toBeVisible();
    await page.goto('/order/pizzas/');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirectFrom') === '/order/pizzas/');
  });
});

test.describe('returning customers', () => {
  test.beforeEach(async ({ page }) => atTestTime(page));

  test('change location sends the customer home; a return visit goes straight to the menu', async ({ page, context }) => {
    await localiseUk(page);
    await expect.poll(() => savedHutId(page)).toBe('1101');
    // A return visit is a new browser session (10-G10, C34: the redirect happens once per session).
    await context.clearCookies();
    await page.goto('/');
    await expect(page).toHaveURL(/\/order\/deals\/$/);

    await localisationBar(page).getByRole('button', { name: 'Change location' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Order pizza for delivery or collection' })).toBeVisible();
  });
});

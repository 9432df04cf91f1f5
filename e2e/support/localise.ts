import { expect, type Page } from '@playwright/test';
import { waitForSavedLocalisation } from './storage';

/**
 * Localising helpers for e2e journeys: each gets a customer from the home page to a localised hut
 * the way a customer would (the form of the market) and waits for the order page. Huts and
 * postcodes are the seeded ones of server/db/seed/huts/README.md; the server's clock is frozen for
 * e2e runs (STORE_FIXED_TIME in playwright.config.ts), so the huts used below are open.
 *
 * Language: localising switches to the hut's default language unless the customer chose one
 * (spec 1 §4): a French hut turns the page French, Montréal fr-CA. Pass `language: 'en-GB'` (or any
 * locale) to choose it first, as a customer would (`?lang=`), and keep it.
 *
 * Each helper starts from `from` (default '/'). Start on an order page (`from: '/order/pizzas/'`)
 * and the not-localised redirect brings the customer back to it after localising.
 *
 * Owned by the localisation engineer of issue 4; the exports used by other specs (openMenu,
 * UK_CAMDEN, openMenuByPostcode, UK_CAMDEN_POSTCODE) keep their signatures.
 */

export type Market = 'UK' | 'FR' | 'IN' | 'CA';

export interface LocaliseOptions {
  /** Where to start; an order page is reached again after localising (redirectFrom). */
  from?: string;
  /** A language chosen before localising (kept: the hut's language does not override it). */
  language?: string;
  /** Wait for this URL after localising; default any /order/ page. */
  expectPath?: RegExp;
}

/** Seeded examples (README): open at the fixed clock unless named otherwise. */
export const SEEDED = {
  uk: { postcode: 'NW1 8QP', hut: 'London - Camden' },
  ukClosed: { postcode: 'G12 8UD', hut: 'Glasgow - West End' },
  ukNotDelivered: { postcode: 'TR19 7AA' },
  fr: { postcode: '75011', street: 'Rue de la Roquette', number: '12', hut: 'Paris - Bastille' },
  in: { address: '110001', hut: 'Delhi - Connaught Place' },
  ca: { address: 'M5V 2A5', hut: 'Toronto - Queen West' },
} as const;

/** A seeded hut and how a customer reaches it. */
export type SeededHut =
  | { market: 'UK'; name: string; sector: string; id: string; postcode: string }
  | { market: 'FR'; name: string; sector: string; id: string; address: { postcode: string; street: string; number: string } }
  | { market: 'CA' | 'IN'; name: string; sector: string; id: string; address: string };

export const UK_CAMDEN = { market: 'UK', name: 'London - Camden', sector: 'uk-1', id: '1101', postcode: 'NW1 8QP' } as const;
/** London - Camden (uk-1) delivers to this postcode and is open at the fixed test time. */
export const UK_CAMDEN_POSTCODE = UK_CAMDEN.postcode;
export const FR_BASTILLE = {
  market: 'FR',
  name: 'Paris - Bastille',
  sector: 'fr-1',
  id: '2101',
  address: { postcode: '75011', street: 'Rue de la Roquette', number: '12' },
} as const;
export const IN_DELHI = { market: 'IN', name: 'Delhi - Connaught Place', sector: 'in-1', id: '3101', address: '110001' } as const;
export const CA_TORONTO = { market: 'CA', name: 'Toronto - Queen West', sector: 'ca-1', id: '4101', address: 'M5V 2A5' } as const;

const ORDER_PAGE = /\/order\//;

async function openHome(page: Page, market: Market, options: LocaliseOptions): Promise<void> {
  const url = new URL(options.from ?? '/', 'http://localhost');
  if (options.language) url.searchParams.set('lang', options.language);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
  await expect(page).toHaveURL((current) => current.pathname === '/');
  await page.getByLabel('Ordering in').selectOption(market);
}

async function waitForOrderPage(page: Page, options: LocaliseOptions): Promise<void> {
  await expect(page).toHaveURL(options.expectPath ?? ORDER_PAGE, { timeout: 15_000 });
}

/** UK delivery by postcode: the postcode field, 'Find my Hut', then the order page. */
export async function localiseUk(page: Page, postcode: string = SEEDED.uk.postcode, options: LocaliseOptions = {}): Promise<void> {
  await openHome(page, 'UK', options);
  await page.getByRole('tab', { name: 'Delivery' }).click();
  await page.getByRole('textbox', { name: /postcode/i }).fill(postcode);
  await page.getByRole('button', { name: 'Find my Hut' }).click();
  await waitForOrderPage(page, options);
}

/**
 * Canada or India delivery by address: types the text, picks the suggestion (the first one, or the
 * one whose text contains `pick`) and waits for the order page.
 */
export async function localiseByAddress(
  page: Page,
  market: 'CA' | 'IN',
  text: string = market === 'CA' ? SEEDED.ca.address : SEEDED.in.address,
  options: LocaliseOptions & { pick?: string } = {},
): Promise<void> {
  await openHome(page, market, options);
  await page.getByRole('tab', { name: 'Delivery' }).click();
  await page.getByRole('combobox', { name: 'Enter your delivery address' }).fill(text);
  const listbox = page.getByRole('listbox', { name: 'Enter your delivery address' });
  const option = options.pick ? listbox.getByRole('option', { name: options.pick }) : listbox.getByRole('option');
  await option.first().click();
  await waitForOrderPage(page, options);
}

/** France delivery: postcode, street (from the suggestions), number, 'Find my Hut'. */
export async function localiseFrance(
  page: Page,
  address: { postcode: string; street: string; number: string } = SEEDED.fr,
  options: LocaliseOptions = {},
): Promise<void> {
  // Choosing France turns the page French unless a language was chosen (10-G30): both namings.
  await openHome(page, 'FR', options);
  await page.getByRole('tab', { name: /^(Delivery|Livraison)$/ }).click();
  await page.getByRole('textbox', { name: /^(Postcode|Code postal)$/ }).fill(address.postcode);
  await page.getByRole('combobox', { name: /^(Street|Rue)$/ }).fill(address.street);
  await page.getByRole('listbox', { name: /^(Street|Rue)$/ }).getByRole('option', { name: address.street, exact: true }).click();
  await page.getByRole('textbox', { name: /^(Street number|Numéro)$/ }).fill(address.number);
  await page.getByRole('button', { name: /^(Find my Hut|Trouver mon restaurant)$/ }).click();
  await waitForOrderPage(page, options);
}

/**
 * Collection through the store finder (UK and France search by postcode, town or hut name): opens
 * the finder, taps the store named `store` (default the nearest) and waits for the order page.
 */
export async function collectFromFinder(
  page: Page,
  market: 'UK' | 'FR',
  query: string,
  options: LocaliseOptions & { store?: string } = {},
): Promise<void> {
  await openHome(page, market, options);
  await page.getByRole('tab', { name: /^(Collection|À emporter)$/ }).click();
  await page.getByRole('searchbox', { name: /postcode|code postal/i }).fill(query);
  await page.getByRole('button', { name: /^(Find Huts|Trouver un restaurant)$/ }).click();
  const finder = page.getByRole('dialog', { name: /^(Find a Hut to collect from|Trouver un restaurant pour emporter)$/ });
  const stores = finder.getByRole('list').getByRole('button');
  const store = options.store ? stores.filter({ hasText: options.store }) : stores;
  await store.first().click();
  await waitForOrderPage(page, options);
}

/** Localises to `hut` by its market's own method. */
export async function localiseTo(page: Page, hut: SeededHut, options: LocaliseOptions = {}): Promise<void> {
  if (hut.market === 'UK') await localiseUk(page, hut.postcode, options);
  else if (hut.market === 'FR') await localiseFrance(page, hut.address, options);
  else await localiseByAddress(page, hut.market, hut.address, options);
  // Journeys go on with page.goto: the localisation must be saved first, or a new page load races it.
  await waitForSavedLocalisation(page);
}

/**
 * Opens /order/{category}/ of a seeded hut the way a customer does: the menu page sends a customer
 * who is not localised home; after localising they are back on the page they wanted.
 */
export async function openMenu(
  page: Page,
  hut: SeededHut = UK_CAMDEN,
  category = 'deals',
  options: Omit<LocaliseOptions, 'from' | 'expectPath'> = {},
): Promise<void> {
  const menuPath = `/order/${category}/`;
  await localiseTo(page, hut, { ...options, from: menuPath, expectPath: new RegExp(`${menuPath.replace(/\//g, '\\/')}$`) });
}

/** UK delivery by postcode from /order/{category}/, back on that page with its category tabs. */
export async function openMenuByPostcode(page: Page, postcode: string, category: string): Promise<void> {
  const menuPath = `/order/${category}/`;
  await page.goto(menuPath);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirectFrom') === menuPath);

  await page.getByRole('textbox', { name: /postcode/i }).fill(postcode);
  await page.getByRole('button', { name: 'Find my Hut' }).click();

  await expect(page).toHaveURL((url) => url.pathname === menuPath);
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await waitForSavedLocalisation(page);
}

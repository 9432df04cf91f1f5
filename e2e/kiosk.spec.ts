import { expect, test, type Page } from '@playwright/test';
import { addFromMenu, FIXED_TEST_TIME, goToCategory } from './support/basket';
import { UK_CAMDEN } from './support/localise';
import { storedSlice, waitForSavedBasket } from './support/storage';

// Kiosk mode (issue 07): a store tablet at London - Camden (uk-1, hut 1101). A customer touches the
// attract screen, orders, walks away; after the idle time 'Still there?' counts down 20 s and, with
// no answer, everything they did is wiped and the attract screen waits for the next customer.
// Time is moved on with Playwright's clock; the idle time of the link is the shortest allowed (15 s).

const IDLE_SECONDS = 15;
const COUNTDOWN_SECONDS = 20;

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

function attractScreen(page: Page) {
  return page.getByRole('dialog', { name: 'Touch to order' });
}

function stillThere(page: Page) {
  return page.getByRole('dialog', { name: 'Still there?' });
}

function basketLink(page: Page, count: number) {
  return page.getByRole('banner').getByRole('link', { name: `Basket, ${count} item${count === 1 ? '' : 's'}` });
}

async function touchToOrder(page: Page): Promise<void> {
  await expect(attractScreen(page)).toContainText(`Welcome to ${UK_CAMDEN.name}`);
  await attractScreen(page).getByRole('button', { name: 'Touch to order' }).click();
  await expect(page).toHaveURL(/\/order\/deals\/$/);
  await expect(attractScreen(page)).toBeHidden();
}

test.describe('kiosk', () => {
  test("an idle customer is asked 'Still there?', then wiped; the next one starts afresh", { tag: '@tablet' }, async ({ page }) => {
    await page.goto(`/?kiosk=${UK_CAMDEN.sector}:${UK_CAMDEN.id}&idle=${IDLE_SECONDS}`);
    // The link is read into the settings and leaves the address; the device is now a kiosk.
    await expect(attractScreen(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.locator('html')).toHaveAttribute('data-kiosk', '');
    await expect(attractScreen(page)).toContainText('Eat in or take away — pay and collect at the counter');

    await touchToOrder(page);
    // Locked to the hut: collection there, no location change.
    await expect(page.getByText('Eat in or take away — pay and collect at the counter')).toBeVisible();
    await expect(page.getByText(`Collection from ${UK_CAMDEN.name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change location' })).toBeHidden();

    await goToCategory(page, 'Sides');
    await addFromMenu(page, 'Garlic Bread', 4.49);
    await expect(basketLink(page, 1)).toBeVisible();
    await waitForSavedBasket(page, { items: 1 });

    // Idle: the question comes; an answer keeps the basket.
    await page.clock.fastForward(IDLE_SECONDS * 1000);
    await expect(stillThere(page)).toBeVisible();
    await expect(stillThere(page)).toContainText(/cleared in 2\d seconds|cleared in 20 seconds/);
    await stillThere(page).getByRole('button', { name: "I'm still here" }).click();
    await expect(stillThere(page)).toBeHidden();
    await expect(basketLink(page, 1)).toBeVisible();

    // Idle again, and this time nobody answers: the countdown runs out.
    await page.clock.fastForward(IDLE_SECONDS * 1000);
    await expect(stillThere(page)).toBeVisible();
    await page.clock.fastForward((COUNTDOWN_SECONDS - 10) * 1000);
    await expect(stillThere(page)).toContainText('cleared in 10 seconds');
    await page.clock.fastForward(10 * 1000);
    await expect(stillThere(page)).toBeHidden();
    await expect(attractScreen(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // The wipe is saved, not only on screen: the basket is empty in IndexedDB and after a reload,
    // and the kiosk setting stayed.
    await waitForSavedBasket(page, { items: 0, deals: 0 });
    expect(await storedSlice(page, 'settings')).toMatchObject({ kiosk: { sector: 'uk-1', hutId: '1101', idleSeconds: IDLE_SECONDS } });
    await page.reload();
    await expect(attractScreen(page)).toBeVisible();
    await touchToOrder(page);
    await expect(basketLink(page, 0)).toBeVisible();
  });

  test('the hidden settings screen checks the hut, starts and leaves kiosk mode', async ({ page }) => {
    await page.goto('/kiosk/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Kiosk settings' })).toBeVisible();
    const hut = page.getByRole('textbox', { name: 'Hut (sector:hut id)' });
    const idle = page.getByRole('textbox', { name: "Idle seconds before 'Still there?'" });

    await hut.fill('camden');
    await idle.fill('5');
    await page.getByRole('button', { name: 'Start kiosk mode' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter the hut as sector:hut id' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'from 15 to 3600' })).toBeVisible();
    await expect(hut).toHaveAttribute('aria-invalid', 'true');

    await hut.fill('uk-1:9999');
    await idle.fill('60');
    await page.getByRole('button', { name: 'Start kiosk mode' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is no such hut.' })).toBeVisible();

    await hut.fill('uk-1:1101');
    await page.getByRole('button', { name: 'Start kiosk mode' }).click();
    await expect(attractScreen(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-kiosk', '');
    expect(await storedSlice(page, 'settings')).toMatchObject({ kiosk: { sector: 'uk-1', hutId: '1101', idleSeconds: 60 } });

    await page.goto('/kiosk/settings');
    await expect(page.getByText(`This device is a kiosk at ${UK_CAMDEN.name} (uk-1:1101).`)).toBeVisible();
    await page.getByRole('button', { name: 'Leave kiosk mode' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(attractScreen(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-kiosk');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { IN_DELHI, localiseTo } from './support/localise';

/**
 * The legacy India account area (11-G12..17) against the real server: phone → SMS code (read from the
 * development outbox) → register → edit → log out; and three wrong codes need a new code.
 */

/** A fresh Indian mobile per run, so a reused server never knows it. */
function freshMobile(): string {
  return '9' + String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
}

async function latestCode(page: Page, phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/dev/outbox?recipient=${encodeURIComponent(phone)}`);
      const messages = (await answer.json()) as { code: string | null }[];
      code = messages[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

async function askForCode(page: Page, mobile: string): Promise<void> {
  await page.goto('/account/otp');
  const phone = page.getByLabel('Mobile number');
  await expect(phone).toHaveAttribute('inputmode', 'tel', { timeout: 30_000 });
  await phone.fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('One-time code')).toHaveAttribute('inputmode', 'numeric');
}

// Two journeys, one after the other: each signs in from 127.0.0.1 and the machine is small.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await localiseTo(page, IN_DELHI, { language: 'en-IN' });
});

test('India: phone, code, register, edit shows the details, log out', async ({ page }) => {
  const mobile = freshMobile();
  await askForCode(page, mobile);
  await expectNoSeriousViolations(page, 'legacy code step');
  await page.getByLabel('One-time code').fill(await latestCode(page, `+91${mobile}`));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/account\/register$/);
  await expect(page.getByLabel('Mobile number')).toHaveValue(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await expect(page.getByLabel('Mobile number')).toBeDisabled();
  await expectNoSeriousViolations(page, 'legacy register');
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Sharma');
  await page.getByLabel('Email', { exact: true }).fill(`priya.${mobile}@example.in`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The header greets the signed-in customer (11-G25 "The India header shows 'Hi {first name}'").
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi Priya' })).toBeVisible();

  await page.goto('/account/edit');
  await expect(page.getByRole('heading', { name: 'Hi Priya' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`priya.${mobile}@example.in`);
  await expectNoSeriousViolations(page, 'legacy edit');
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi Priya' })).toHaveCount(0);
  await page.goto('/account/edit');
  await expect(page).toHaveURL(/\/account\/otp$/);

  // Delete (11-G8): signed in again by code, edit links to delete; the box gates the button; then
  // signed out, home, and the deleted notice.
  const previous = await latestCode(page, `+91${mobile}`);
  await askForCode(page, mobile);
  await expect.poll(() => latestCode(page, `+91${mobile}`)).not.toBe(previous);
  await page.getByLabel('One-time code').fill(await latestCode(page, `+91${mobile}`));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/edit');
  await page.getByRole('link', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await expectNoSeriousViolations(page, 'legacy delete');
  await page.getByRole('checkbox', { name: /I understand/ }).check();
  await remove.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi Priya' })).toHaveCount(0);
});

test('India: a wrong code three times needs a new code', async ({ page }) => {
  const mobile = freshMobile();
  await askForCode(page, mobile);
  const real = await latestCode(page, `+91${mobile}`);
  const wrong = real.slice(0, 5) + String((Number(real[5]) + 1) % 10);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  for (const attempt of [1, 2, 3]) {
    await page.getByLabel('One-time code').fill(wrong);
    await confirm.click();
    await expect(page.getByRole('alert')).toHaveText(attempt < 3 ? 'Invalid OTP.' : 'That was the third wrong code. Please ask for a new code.');
  }
  await page.getByLabel('One-time code').fill(real);
  await expect(confirm).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
});

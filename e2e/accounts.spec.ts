import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expectToast, pauseClock } from './support/clock';
import { addFromMenu, FIXED_TEST_TIME } from './support/basket';
import { openMenu, UK_CAMDEN } from './support/localise';
import { storedSlice } from './support/storage';

/**
 * The modern passwordless account area (11-G1..G11) against the real server, in two journeys that run
 * side by side: register by e-mail code (read from the development outbox) → details → home → edit,
 * saving a mobile → preferences → sign out → sign in by SMS code with that mobile to the same account;
 * and a new mobile signs up by SMS code → a cash order carries the customer (the history answers it to
 * their id token) → delete → the same mobile starts a new account. The identity stand-in signs in by username, as the spec's
 * provider does: a phone that is not a username is a new account (C30's silent registration).
 */

/** A fresh contact per run and project, so a reused server never knows it. */
function freshEmail(tag: string): string {
  return `ada.${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
}
function freshUkMobile(): { typed: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { typed: `07 9${rest}`, e164: `+4479${rest}` };
}

async function latestCode(page: Page, recipient: string, after: string | null = null): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
      const messages = (await answer.json()) as { id: string; code: string | null }[];
      code = messages[0] && messages[0].id !== after ? messages[0].code : null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

async function enterCode(page: Page, code: string): Promise<void> {
  const input = page.getByLabel('6-digit code');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await input.fill(code.slice(0, 5));
  await expect(confirm).toBeDisabled();
  await input.fill(code);
  await expect(confirm).toBeEnabled();
  await confirm.click();
}

async function fillDetails(page: Page, first: string, last: string): Promise<void> {
  await expect(page).toHaveURL(/\/account\/register\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
}

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(FIXED_TEST_TIME) });
});

test('register by e-mail code, save a mobile, sign out, sign in by SMS to the same account @tablet', async ({ page }, testInfo) => {
  const email = freshEmail(testInfo.project.name);

  // Register (11-G5): a new e-mail gets a code, the code step confirms it.
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectNoSeriousViolations(page, 'account register');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/account\/register\/otp$/);
  await expect(page.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
  await expectNoSeriousViolations(page, 'account register code');
  await enterCode(page, await latestCode(page, email));

  // No account record yet ('Not Found'): the details step (11-G4); the e-mail is the locked method.
  await fillDetails(page, 'Ada', 'Lovelace');
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expectNoSeriousViolations(page, 'account details');
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Home (11-G2): the saved profile and the menu; the header greets the customer (11-G25).
  await expect(page).toHaveURL(/\/account\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Ada' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi Ada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms/');
  await expectNoSeriousViolations(page, 'account home');
  // Tokens live in Dexie (the identity table), never localStorage.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('eyJ');
  expect(((await storedSlice(page, 'identity')) as { authMethod?: string }).authMethod).toBe('email');

  // Edit (11-G3: a save returns home with 'CONFIRMED').
  await page.getByRole('link', { name: 'Personal details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await expectNoSeriousViolations(page, 'account edit');
  await page.getByLabel('Last name').fill('King');
  // A mobile of the customer's own: from now on a second sign-in name of this account.
  const mobile = freshUkMobile();
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile.typed);
  // The notice hides itself after 5 s: held still, a busy machine cannot miss it.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/account\/?$/);
  await expectToast(page, 'Your details have been saved.');
  await expect(page.getByText('Ada King')).toBeVisible();
  await page.clock.resume();

  // Preferences: email and SMS offers (C36: both start unticked in the UK).
  await page.getByRole('link', { name: 'Notification preferences' }).click();
  const emailOffers = page.getByRole('checkbox', { name: 'Email offers' });
  await expect(emailOffers).not.toBeChecked();
  await expectNoSeriousViolations(page, 'account preferences');
  await emailOffers.check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page).toHaveURL(/\/account\/?$/);
  await page.getByRole('link', { name: 'Notification preferences' }).click();
  await expect(page.getByRole('checkbox', { name: 'Email offers' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'SMS offers' })).not.toBeChecked();
  await page.goBack();

  // Sign out (11-G9): 'You have been logged out.', the header offers 'Sign in' again.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'You have been logged out.');
  await page.clock.resume();
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', '/account/signin');
  await page.goto('/account/');
  await expect(page).toHaveURL(/\/account\/signin$/);

  // Sign in by SMS code (UK +44) with the mobile saved on the details: the same customer, not a new
  // account (one customer, two sign-in names; the code goes to the phone).
  await expectNoSeriousViolations(page, 'account sign in');
  await page.getByLabel('Email or mobile number').fill(mobile.typed);
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('+44');
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/account\/signin\/otp$/);
  await expectNoSeriousViolations(page, 'account sign-in code');
  await enterCode(page, await latestCode(page, mobile.e164));
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Ada' })).toBeVisible();
  await expect(page.getByText('Ada King')).toBeVisible();
  expect(((await storedSlice(page, 'identity')) as { authMethod?: string }).authMethod).toBe('sms');
});

test('a new mobile signs up by SMS code, orders signed in, deletes the account; the same mobile then starts a new one', async ({ page }) => {
  // A phone no account knows: the code step says so, then the details with the mobile locked (C30, 11-G4).
  const mobile = freshUkMobile();
  await signUpBySms(page, mobile, null, 'Grace', 'Hopper');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(freshEmail('sms'));
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Grace' })).toBeVisible();

  // A cash order at Camden while signed in: the history answers it to this customer's id token (11-G30, 11-G31).
  const { transactionId } = await placeCashOrder(page);
  const identity = (await storedSlice(page, 'identity')) as { tokens: { idToken: string } };
  const history = await page.request.get('/v2/orders/orders/history?storeId=uk-1:1101&limit=1', {
    headers: { authorization: `Bearer ${identity.tokens.idToken}` },
  });
  expect(history.status()).toBe(200);
  expect(((await history.json()) as { orders: { transactionId: string }[] }).orders[0]?.transactionId).toBe(transactionId);

  // Delete (11-G8): privacy link, agreement box, then signed out and home.
  await page.goto('/account/delete');
  await expect(page.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy/');
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await expectNoSeriousViolations(page, 'account delete');
  await page.getByRole('checkbox', { name: /I understand/ }).check();
  await remove.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  // The account is gone, so the same phone starts a new one again.
  const previous = (await (await page.request.get(`/dev/outbox?recipient=${encodeURIComponent(mobile.e164)}`)).json()) as { id: string }[];
  await signUpBySms(page, mobile, previous[0]?.id ?? null, 'Ada', 'Byron');
});

/** Sign-in by a mobile no account knows → 'We couldn't find an account' → code → details, mobile locked. */
async function signUpBySms(page: Page, mobile: { typed: string; e164: string }, previousCode: string | null, first: string, last: string): Promise<void> {
  await page.goto('/account/signin');
  await page.getByLabel('Email or mobile number').fill(mobile.typed);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/account\/signin\/otp$/);
  await expect(page.getByText("We couldn't find an account for you", { exact: false })).toBeVisible();
  await enterCode(page, await latestCode(page, mobile.e164, previousCode));
  await fillDetails(page, first, last);
  await expect(page.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveAttribute('readonly', '');
}

/** Basket → checkout → cash → placed; answers the transaction id of the order summary's address. */
async function placeCashOrder(page: Page): Promise<{ transactionId: string }> {
  await openMenu(page, UK_CAMDEN, 'pizzas');
  await addFromMenu(page, 'Margherita', 14.49);
  await page.getByRole('banner').getByRole('link', { name: /^Basket, / }).click();
  await page.getByRole('button', { name: /^Checkout, / }).click();
  await expect(page).toHaveURL(/\/order\/checkout\/?$/);
  await page.getByLabel('Full name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace.hopper@example.com');
  await page.getByLabel('Phone number', { exact: true }).fill('07911 123456');
  await page.getByLabel('Address line 1', { exact: true }).fill('186 Camden High Street');
  await page.getByRole('radio', { name: /^Cash/ }).check({ force: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/ordersummary\/\?transactionId=/, { timeout: 20_000 });
  return { transactionId: new URL(page.url()).searchParams.get('transactionId') ?? '' };
}

test('keyboard-only sign-in: contact, code, details, all by keys', async ({ page }) => {
  const email = freshEmail('keys');
  await page.goto('/account/signin');
  const contact = page.getByLabel('Email or mobile number');
  for (let i = 0; i < 30 && !(await contact.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(contact).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/signin\/otp$/);
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await latestCode(page, email));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/register\/details$/);
  await page.getByLabel('First name').focus();
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Only');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Keys' })).toBeVisible();
});

test('a wrong code is refused, the third needs a new code, and the resend link counts down', async ({ page }) => {
  const email = freshEmail('wrong');
  await page.goto('/account/signin');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('button', { name: 'Send my code' }).click();
  const real = await latestCode(page, email);
  const wrong = real === '000000' ? '111111' : '000000';
  const input = page.getByLabel('6-digit code');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  for (let i = 0; i < 2; i++) {
    await input.fill(wrong);
    await confirm.click();
    await expect(page.getByText("That code isn't right.", { exact: false })).toBeVisible();
  }
  await input.fill(wrong);
  await confirm.click();
  await expect(page.getByText('three wrong codes', { exact: false })).toBeVisible();
  await input.fill(real);
  await expect(confirm).toBeDisabled();
  // 60 s on the page's clock: the countdown ends and the link is offered (the server keeps its own
  // 60 s on the real clock, so a click here would be refused as too early).
  await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
  await page.clock.runFor(61_000);
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
});

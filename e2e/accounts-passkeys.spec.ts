import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';

/**
 * Passkeys (issue 14 "Beyond the spec") against the real server, with Chromium's virtual authenticator
 * (CDP WebAuthn domain: a platform authenticator with resident keys and user verification): sign up
 * by e-mail code (read from the development outbox), add a passkey on the account home, sign out, and
 * sign in again with the passkey alone — no e-mail typed.
 */

function freshEmail(tag: string): string {
  return `passkey.${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function latestCode(page: Page, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
      const messages = (await answer.json()) as { code: string | null }[];
      code = messages[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

test('sign up by code, add a passkey on the account home, sign out, sign in with the passkey', async ({ page }, testInfo) => {
  // The virtual authenticator is a Chromium DevTools feature; every project here runs Chromium.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  const email = freshEmail(testInfo.project.name);

  // Sign up by e-mail code (11-G5), then the details form.
  await page.goto('/account/register');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/account\/register\/otp$/);
  await page.getByLabel('6-digit code').fill(await latestCode(page, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/account\/register\/details$/);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Grace' })).toBeVisible();

  // The account home's passkeys: none yet, then one, named after the device, with its date.
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText("You haven't added a passkey yet.")).toBeVisible();
  await expectNoSeriousViolations(page, 'account home with passkeys');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText(/^Passkey added: Passkey on /)).toBeVisible();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys.getByRole('listitem').getByText(/^Added .* · not used yet$/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await expectNoSeriousViolations(page, 'account home with a passkey');

  // Sign out, then sign in with the passkey: no e-mail, no code.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/signin');
  const signIn = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(signIn).toBeVisible();
  await expectNoSeriousViolations(page, 'account sign in with passkey');
  await signIn.click();
  await expect(page).toHaveURL(/\/account\/?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi Grace' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/ · last used /)).toBeVisible();

  // Remove it: after confirming, the list is empty again.
  const region = page.getByRole('region', { name: 'Passkeys' });
  await region.getByRole('button', { name: /^Remove Passkey on / }).click();
  await region.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(region.getByText("You haven't added a passkey yet.")).toBeVisible();

  // A passkey the server no longer knows is refused with words the customer can act on.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.goto('/account/signin');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText("We don't recognise that passkey. Sign in with a code, then add a passkey from your account.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/signin$/);
});

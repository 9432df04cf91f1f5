import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.wallets.json';
import fr from '../../src/i18n/locales/fr.wallets.json';
import { APPLE_PAY_MESSAGES } from '../../src/domain/checkout';
import { applePayErrorText, googlePayErrorText, sheetLanguage, walletTexts } from '../../server/services/payment-sandbox/wallet-texts';
import { createOrderTestApp, fourMargheritas, pageToken, preauthorised, submitForm, type Market, type OrderTestApp } from './orders-setup';

// 13-G19: the wallet sheet's texts come from the translation files, in French for a French hut
// (Montréal, 4103, defaultLanguage fr-CA), in English for the others.
const MONTREAL: Market = { hut: { id: '4103', sector: 'ca-1' }, currency: 'CAD', phone: '5145550123', postcode: 'H2W 1Y5' };
const customer = {
  name: 'Camille Tremblay',
  phone: '514 555 0123',
  email: 'camille@example.ca',
  marketing: { all: false },
  deliveryAddress: { address: '4150 Boulevard Saint-Laurent', postcode: 'H2W 1Y5' },
};
const delivery = { type: 'delivery' as const, when: 'asap' as const };

let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

describe('wallet texts (13-G19)', () => {
  it('has every Apple Pay and Google Pay message in English and French; English is the spec wording', () => {
    for (const [key, message] of Object.entries(APPLE_PAY_MESSAGES)) {
      expect(applePayErrorText(walletTexts('en'), message)).toBe(message);
      expect(fr.applePay[key as keyof typeof fr.applePay]).toBeTruthy();
      expect(applePayErrorText(walletTexts('fr'), message)).not.toBe(message);
    }
    expect(googlePayErrorText(walletTexts('en'), 'No shipping postcode provided')).toBe('No shipping postcode provided');
    expect(googlePayErrorText(walletTexts('en'), 'Customer provided invalid shipping postcode')).toBe('Customer provided invalid shipping postcode');
    expect(Object.keys(fr.sheet.fields).sort()).toEqual(Object.keys(en.sheet.fields).sort());
  });

  it("speaks the hut's default language", () => {
    expect(sheetLanguage('fr-CA')).toBe('fr');
    expect(sheetLanguage('fr-FR')).toBe('fr');
    expect(sheetLanguage('en-CA')).toBe('en');
    expect(sheetLanguage(undefined)).toBe('en');
  });

  it('a Montréal Google Pay sheet asks and refuses in French', async () => {
    const { answer } = await preauthorised(setup, MONTREAL, { payment: { type: 'googlePay', amount: 0, currency: 'CAD' }, disposition: delivery, customer }, fourMargheritas());
    const sheet = await (await setup.app.request(answer.redirectUrl!)).text();
    expect(sheet).toContain('<html lang="fr">');
    expect(sheet).toContain('Code postal de livraison');
    expect(sheet).toContain('Annuler');
    expect(sheet).not.toContain('Shipping postcode');
    const url = `/sandbox/wallet/${answer.transactionId}`;
    const missing = await submitForm(setup, url, { result: 'pay', shippingPostcode: '', token: pageToken(answer) });
    expect(missing.status).toBe(422);
    expect(missing.text).toContain('Aucun code postal de livraison fourni');
    expect(missing.text).not.toContain('No shipping postcode provided');
    const wrong = await submitForm(setup, url, { result: 'pay', shippingPostcode: 'M5V 2T6', token: pageToken(answer) });
    expect(wrong.text).toContain('Le code postal de livraison fourni n&#39;est pas valide');
  });

  it("a Montréal Apple Pay sheet says 'Postcode is invalid' in French", async () => {
    const { answer } = await preauthorised(setup, MONTREAL, { payment: { type: 'applePay', amount: 0, currency: 'CAD' }, disposition: delivery, customer }, fourMargheritas());
    const url = `/sandbox/wallet/${answer.transactionId}`;
    const refused = await submitForm(setup, url, {
      token: pageToken(answer),
      result: 'pay',
      givenName: 'Camille',
      familyName: 'Tremblay',
      addressLine: '4150 Boulevard Saint-Laurent',
      postalCode: 'NOT A CODE',
      emailAddress: 'camille@example.ca',
      phoneNumber: '514 555 0123',
      billingGivenName: 'Camille',
      billingFamilyName: 'Tremblay',
      billingCountry: 'CA',
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Le code postal n&#39;est pas valide');
    expect(refused.text).toContain('Prénom');
    expect(refused.text).not.toContain('Postcode is invalid');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { availablePaymentTypes, type PaymentChoiceInput } from '../../../src/domain/checkout';
import { isCashType } from '../../../src/domain/checkout/payment-methods';
import { redemptionAllowedWith } from '../../../src/domain/loyalty';
import { marketConfig } from '../../../src/domain/markets';
import { providerFor } from '../../../server/services/orders/providers';
import { payButtonKind } from '../../../src/screens/checkout/checkout-view';

/**
 * Issue 16 (13-G7): France's opt-in types — `eigen` (Eigen's framed card page), `vtexCard` (a VTEX-style
 * hosted card page) and `cash/ticket` (cash or meal ticket at the door, under cash's rules) — their
 * labels in en and fr, and where each hut offers them (seed picks: 2103, 2105, 2104).
 */

function frenchChoices(hutSupported: string[], overrides: Partial<PaymentChoiceInput> = {}) {
  const { payments } = marketConfig('FR');
  return availablePaymentTypes({
    marketTypes: payments.types,
    hutOptIn: payments.hutOptIn,
    hutSupported,
    amountDue: 30,
    cashMaximum: 60,
    loyaltyRedemption: false,
    signedIn: false,
    cashNeedsSignIn: false,
    ...overrides,
  });
}

const reasonOf = (choices: ReturnType<typeof frenchChoices>, type: string) => choices.find((choice) => choice.type === type)?.disabledReason;

describe('13-G7 the French opt-in types', () => {
  it('are offered only where the hut lists them: a hosted card where the market lists card, cash/ticket after the market\u2019s own types', () => {
    expect(frenchChoices(['card', 'cash', 'ticket']).map((choice) => choice.type)).toEqual(['card', 'ticket', 'cash']);
    expect(frenchChoices(['eigen', 'cash', 'ticket']).map((choice) => choice.type)).toEqual(['eigen', 'ticket', 'cash']);
    expect(frenchChoices(['card', 'cash', 'ticket', 'cash/ticket']).map((choice) => choice.type)).toEqual(['card', 'ticket', 'cash', 'cash/ticket']);
    expect(frenchChoices(['vtexCard', 'cash', 'ticket']).map((choice) => choice.type)).toEqual(['vtexCard', 'ticket', 'cash']);
    expect(frenchChoices(['card', 'eigen', 'cash', 'paylater_credit']).map((choice) => choice.type)).toEqual(['card', 'eigen', 'cash', 'paylater_credit']);
  });

  it('cash/ticket follows cash\u2019s rules: the per-hut maximum, sign-in, and never with a reward (even with the flag)', () => {
    const hut = ['card', 'cash', 'ticket', 'cash/ticket'];
    expect(isCashType('cash/ticket')).toBe(true);
    expect(isCashType('ticket')).toBe(false);
    expect(reasonOf(frenchChoices(hut), 'cash/ticket')).toBeNull();
    expect(reasonOf(frenchChoices(hut, { amountDue: 60 }), 'cash/ticket')).toBe('CASH_LIMIT');
    expect(reasonOf(frenchChoices(hut, { cashNeedsSignIn: true }), 'cash/ticket')).toBe('SIGN_IN_FOR_CASH');
    expect(reasonOf(frenchChoices(hut, { loyaltyRedemption: true, loyaltyWithOfflinePayments: true }), 'cash/ticket')).toBe('LOYALTY_REDEMPTION');
    // The ticket alone may go with a reward when the flag allows it; cash and cash/ticket never.
    expect(reasonOf(frenchChoices(hut, { loyaltyRedemption: true, loyaltyWithOfflinePayments: true }), 'ticket')).toBeNull();
    expect(redemptionAllowedWith('cash/ticket', true)).toBe(false);
    // Nothing to pay takes no payment at all (C47).
    expect(reasonOf(frenchChoices(hut, { amountDue: 0, loyaltyRedemption: true }), 'cash/ticket')).toBeNull();
  });

  it('the card types are online payments a reward may go with; cash/ticket places the order, the card types pay', () => {
    const hut = ['card', 'cash', 'ticket', 'eigen', 'vtexCard'];
    expect(reasonOf(frenchChoices(hut, { loyaltyRedemption: true }), 'eigen')).toBeNull();
    expect(reasonOf(frenchChoices(hut, { loyaltyRedemption: true }), 'vtexCard')).toBeNull();
    expect(payButtonKind('cash/ticket', 30)).toBe('place');
    expect(payButtonKind('eigen', 30)).toBe('pay');
    expect(payButtonKind('vtexCard', 30)).toBe('pay');
  });

  it('each goes to its own sandbox provider; cash/ticket to none', () => {
    expect(providerFor('eigen', 'fr-1', 30)).toBe('eigen');
    expect(providerFor('vtexCard', 'fr-1', 30)).toBe('vtex');
    expect(providerFor('cash/ticket', 'fr-1', 30)).toBe('none');
    expect(providerFor('eigen', 'fr-1', 0)).toBe('none');
  });
});

describe('13-G4/13-G7 labels in English and French (checkout and order summary)', () => {
  const read = (file: string) => JSON.parse(readFileSync(new URL(`../../../src/i18n/locales/${file}`, import.meta.url), 'utf8')) as Record<string, Record<string, Record<string, string>>>;
  const LABELS = { en: 'Cash or meal vouchers', fr: 'Espèces ou titres-restaurant' };

  it.each(['en', 'fr'] as const)('%s: eigen and vtexCard read as a card; cash/ticket in words on checkout and the summary', (language) => {
    const checkout = read(`${language}.checkout.json`).payment!;
    const summary = read(`${language}.ordersummary.json`).payment!;
    // A hosted card reads exactly as the market's card, with its description, so the choice looks the same.
    for (const type of ['eigen', 'vtexCard']) {
      expect(checkout.types![type]).toBe(checkout.types!.card);
      expect(checkout.descriptions![type]).toBe(checkout.descriptions!.card);
      expect(summary.types![type]).toBe(summary.types!.card);
    }
    expect(checkout.types!['cash/ticket']).toBe(LABELS[language]);
    expect(summary.types!['cash/ticket']).toBe(LABELS[language]);
    expect(checkout.descriptions!['cash/ticket']).toMatch(language === 'fr' ? /titres-restaurant/ : /meal vouchers/);
  });
});

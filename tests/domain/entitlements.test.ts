import { describe, expect, it } from 'vitest';
import { entitlementRefusals, mayHaveDeal, mayHaveDiscount, mayTip, type EntitlementBasket, type EntitlementFacts } from '../../src/domain/entitlements';

// The one entitlement rule (issue 12 item 5) with the seed's and spec's figures: gift vouchers are
// hidden deals reached by their code (C46), rewards need sign-in (spec 3 §4.5), priority delivery is
// 2.99 (spec 2 §9), India and France do not tip.
const guestOnWeb: EntitlementFacts = { channel: 'web', signedIn: false, voucher: null, tipping: true, priority: null, deliveryArea: 'inside' };
const giftVoucher = { id: 'gift-voucher-5', hidden: true, loyalty: false };
const reward = { id: 'reward-free-side', hidden: false, loyalty: true };
const bogof = { id: 'bogof', hidden: false, loyalty: false };
const basket = (changes: Partial<EntitlementBasket> = {}): EntitlementBasket => ({ deals: [], discount: null, disposition: 'collection', surcharges: [], ...changes });
const codes = (b: EntitlementBasket, facts: EntitlementFacts = guestOnWeb) => entitlementRefusals(b, facts).map((refusal) => refusal.code);

describe('mayHaveDeal: what the menu and deal page offer', () => {
  it('a guest never has a reward; a signed-in member does', () => {
    expect(mayHaveDeal(reward, guestOnWeb)).toBe(false);
    expect(mayHaveDeal(reward, { ...guestOnWeb, signedIn: true })).toBe(true);
  });

  it('12-G3: a signed-in customer who is not a loyalty member never has a reward; a member does', () => {
    expect(mayHaveDeal(reward, { signedIn: true, voucher: null, loyaltyMember: false })).toBe(false);
    expect(mayHaveDeal(reward, { signedIn: false, voucher: null, loyaltyMember: true })).toBe(false);
    expect(mayHaveDeal(reward, { signedIn: true, voucher: null, loyaltyMember: true })).toBe(true);
    expect(mayHaveDeal(bogof, { signedIn: false, voucher: null, loyaltyMember: false })).toBe(true);
  });

  it('a voucher-only deal only through its own voucher', () => {
    expect(mayHaveDeal(giftVoucher, guestOnWeb)).toBe(false);
    expect(mayHaveDeal(giftVoucher, { ...guestOnWeb, voucher: { dealId: 'gift-voucher-10' } })).toBe(false);
    expect(mayHaveDeal(giftVoucher, { ...guestOnWeb, voucher: { dealId: 'gift-voucher-5' } })).toBe(true);
    expect(mayHaveDeal(bogof, guestOnWeb)).toBe(true);
  });

  it('channel discounts and tips', () => {
    expect(mayHaveDiscount({ id: 'app-10-off', channels: ['app'] }, 'web')).toBe(false);
    expect(mayHaveDiscount({ id: 'kiosk-5-off', channels: ['kiosk'] }, 'kiosk')).toBe(true);
    expect(mayHaveDiscount({ id: 'web-only-20-off', channels: ['web'] }, 'web')).toBe(true);
    expect(mayHaveDiscount({ id: 'no-channels' }, 'kiosk')).toBe(true);
    expect(mayTip(false)).toBe(false);
  });
});

describe('entitlementRefusals', () => {
  it('six gift vouchers and no code: each one refused', () => {
    const deals = [5, 10, 15, 20, 25, 30].map((value) => ({ ...giftVoucher, id: `gift-voucher-${value}` }));
    expect(codes(basket({ deals }))).toEqual(Array(6).fill('VOUCHER_ONLY_DEAL'));
  });

  it('a code unlocks its deal once', () => {
    const facts = { ...guestOnWeb, voucher: { dealId: 'gift-voucher-5' } };
    expect(codes(basket({ deals: [giftVoucher, bogof] }), facts)).toEqual([]);
    expect(codes(basket({ deals: [giftVoucher, giftVoucher] }), facts)).toEqual(['VOUCHER_ONLY_DEAL']);
  });

  it('a reward without a verified sign-in', () => {
    expect(codes(basket({ deals: [reward] }))).toEqual(['REWARD_NEEDS_SIGN_IN']);
    expect(codes(basket({ deals: [reward] }), { ...guestOnWeb, signedIn: true })).toEqual([]);
  });

  it('an app-only discount on the web, a kiosk discount off the kiosk', () => {
    expect(codes(basket({ discount: { id: 'app-10-off', channels: ['app'] } }))).toEqual(['DISCOUNT_NOT_ON_CHANNEL']);
    expect(codes(basket({ discount: { id: 'kiosk-5-off', channels: ['kiosk'] } }))).toEqual(['DISCOUNT_NOT_ON_CHANNEL']);
    expect(codes(basket({ discount: { id: 'kiosk-5-off', channels: ['kiosk'] } }), { ...guestOnWeb, channel: 'kiosk' })).toEqual([]);
  });

  it('a ₹20 tip where the market does not tip; a zero tip is no tip', () => {
    const india = { ...guestOnWeb, tipping: false };
    expect(codes(basket({ surcharges: [{ type: 'driverTip', amount: 20 }] }), india)).toEqual(['TIP_NOT_OFFERED']);
    expect(codes(basket({ surcharges: [{ type: 'driverTip', amount: 0 }] }), india)).toEqual([]);
    expect(codes(basket({ surcharges: [{ type: 'driverTip', amount: 2 }] }))).toEqual([]);
  });

  it('priority delivery: only with a held reservation, at its 2.99, and only for delivery', () => {
    const delivery = basket({ disposition: 'delivery', surcharges: [{ type: 'priorityDelivery', amount: 0 }] });
    expect(codes(delivery)).toEqual(['PRIORITY_NOT_RESERVED']);
    const held = { ...guestOnWeb, priority: { amount: 2.99 } };
    expect(codes(delivery, held)).toEqual(['PRIORITY_PRICE']);
    expect(codes(basket({ disposition: 'delivery', surcharges: [{ type: 'priorityDelivery', amount: 2.99 }] }), held)).toEqual([]);
    expect(codes(basket({ surcharges: [{ type: 'priorityDelivery', amount: 2.99 }] }), held)).toEqual(['PRIORITY_NOT_RESERVED']);
  });

  it('a delivery needs an address inside the area; collection does not look', () => {
    expect(codes(basket({ disposition: 'delivery' }), { ...guestOnWeb, deliveryArea: 'missing' })).toEqual(['DELIVERY_ADDRESS_MISSING']);
    expect(codes(basket({ disposition: 'delivery' }), { ...guestOnWeb, deliveryArea: 'outside' })).toEqual(['OUTSIDE_DELIVERY_AREA']);
    expect(codes(basket({ disposition: 'delivery' }), { ...guestOnWeb, deliveryArea: 'not-checked' })).toEqual([]);
    expect(codes(basket(), { ...guestOnWeb, deliveryArea: 'missing' })).toEqual([]);
  });
});

import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearIdleSession, SESSION_IDLE_TIMEOUT_MS, startIdleTimeout } from '../../src/atoms/idle-timeout';
import { basketAtom } from '../../src/atoms/basket';
import { checkoutFormAtom, checkoutPasswordAtom, creditsAtom, orderAtom, utmAtom } from '../../src/atoms/checkout';
import { lastOrderAtom } from '../../src/atoms/last-order';
import { sessionAtom } from '../../src/atoms/session';
import { DEFAULT_BASKET, DEFAULT_CHECKOUT_FORM, DEFAULT_CREDITS, DEFAULT_ORDER } from '../../src/db/defaults';
import { lastOrder } from '../screens/order-summary/fixtures';

// The session idle time-out (spec 2 §4, 3 §4.4: one hour, 3 600 000 ms; C23 what it clears).

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(Date.parse('2025-06-18T18:20:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startIdleTimeout', () => {
  it('is one hour by default, and fires once after it', () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(3_600_000);
    const onIdle = vi.fn();
    const stop = startIdleTimeout({ onIdle, target: new EventTarget() });
    vi.advanceTimersByTime(SESSION_IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * SESSION_IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel'])('starts the wait again on %s', (type) => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    const stop = startIdleTimeout({ onIdle, target, timeoutMs: 90_000 });
    vi.advanceTimersByTime(60_000);
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(89_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('activity after it fired starts a new wait', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    const stop = startIdleTimeout({ onIdle, target, timeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1000);
    expect(onIdle).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a tab shown again after the time (its timer slowed down) fires at once', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    let clock = 0;
    const stop = startIdleTimeout({ onIdle, target, timeoutMs: 1000, now: () => clock });
    clock = 5000; // the hidden tab's timer has not run yet
    target.dispatchEvent(new Event('visibilitychange'));
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a tab shown again within the time counts as activity', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    const stop = startIdleTimeout({ onIdle, target, timeoutMs: 1000 });
    vi.advanceTimersByTime(600);
    target.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(600);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening and waiting when stopped', () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    startIdleTimeout({ onIdle, target, timeoutMs: 1000 })();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledTimes(5);
  });
});

describe('clearIdleSession (C23)', () => {
  function storeWithSession(orderState: (typeof DEFAULT_ORDER)['state']) {
    const store = createStore();
    const basket = { ...DEFAULT_BASKET, expires: Date.now() + 3_600_000, discount: { id: 'D1', value: 5 } };
    store.set(basketAtom, basket);
    store.set(checkoutFormAtom, { ...DEFAULT_CHECKOUT_FORM, name: 'Ada', phone: '07700 900123', email: 'ada@example.com' });
    store.set(checkoutPasswordAtom, 'Secret123');
    store.set(orderAtom, { ...DEFAULT_ORDER, state: orderState, transactionId: 'tx-1', clientOrderId: '2f1c0c52-0d5e-4a43-9a53-4ad8a3f8e1a0' });
    store.set(creditsAtom, { voucher: null, giftCard: { number: '6006491234', pin: '1234', balance: 20, expiryDate: '2026-01-01' } });
    store.set(utmAtom, { source: 'newsletter' });
    store.set(lastOrderAtom, lastOrder());
    return { store, basket };
  }

  it('clears the checkout form, password, order in flight and credits; keeps the basket and the last order', () => {
    const { store, basket } = storeWithSession('ORDER_PREAUTHORIZED');
    clearIdleSession(store);
    expect(store.get(checkoutFormAtom)).toEqual(DEFAULT_CHECKOUT_FORM);
    expect(store.get(checkoutPasswordAtom)).toBe('');
    expect(store.get(orderAtom)).toEqual(DEFAULT_ORDER);
    expect(store.get(creditsAtom)).toEqual(DEFAULT_CREDITS);
    expect(store.get(basketAtom)).toEqual(basket);
    expect(store.get(lastOrderAtom)).toEqual(lastOrder());
    expect(store.get(utmAtom)).toEqual({ source: 'newsletter' });
  });

  it('10-G27: clears a voucher with its basket discount or its deal, the delivery address, instructions and contact-free; keeps the rest of the basket', () => {
    const { store, basket } = storeWithSession('idle');
    store.set(creditsAtom, { giftCard: null, voucher: { id: 'SAVE5', type: 'discount', title: '£5 off', discountId: 'D1', collectionOnly: false } });
    store.set(sessionAtom, (session) => ({
      ...session,
      deliveryHut: { hutId: '1101', sector: 'uk-1' },
      deliveryAddress: { postcode: 'NW1 8QP', address: '12 Camden Road' },
      deliveryLocation: { placeId: 'p1', address: '12 Camden Road' },
      driverInstructions: 'Ring twice',
      contactFree: true,
    }));
    clearIdleSession(store);
    expect(store.get(basketAtom)).toEqual({ ...basket, discount: null });
    const session = store.get(sessionAtom);
    expect(session).not.toHaveProperty('deliveryAddress');
    expect(session).not.toHaveProperty('deliveryLocation');
    expect(session).not.toHaveProperty('driverInstructions');
    expect(session).not.toHaveProperty('contactFree');
    expect(session.deliveryHut).toEqual({ hutId: '1101', sector: 'uk-1' });

    const gift = { id: 'b9', deal: { id: 'gift-voucher-10', price: -10, type: 'giftcard' } };
    const kept = { id: 's1', dealId: null, item: { type: 'side', properties: { id: 'wedges' } } };
    store.set(basketAtom, { ...basket, discount: null, deals: { b9: gift }, items: { s1: kept } });
    store.set(creditsAtom, { giftCard: null, voucher: { id: 'GIFT10', type: 'deal', title: '£10 off', dealId: 'gift-voucher-10', collectionOnly: false } });
    clearIdleSession(store);
    expect(store.get(basketAtom).deals).toEqual({});
    expect(store.get(basketAtom).items).toEqual({ s1: kept });
  });

  it('leaves an order that is being placed to finish', () => {
    const { store } = storeWithSession('ORDER_PROCESSING');
    clearIdleSession(store);
    expect(store.get(orderAtom)).toMatchObject({ state: 'ORDER_PROCESSING', transactionId: 'tx-1' });
    expect(store.get(checkoutFormAtom)).toEqual(DEFAULT_CHECKOUT_FORM);
  });
});

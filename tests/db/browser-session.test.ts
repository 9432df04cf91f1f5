import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_SESSION_COOKIE, purgeBrowserSession, startsBrowserSession } from '../../src/db/browser-session';
import { openDatabase } from '../../src/db/database';
import { loadSlice, saveSlice } from '../../src/db/persist';
import { DEFAULT_CHECKOUT_FORM, DEFAULT_ORDER } from '../../src/db/defaults';
import { freshIndexedDB } from './fresh-indexeddb';

beforeEach(freshIndexedDB);
afterEach(freshIndexedDB);

/** A cookie jar as a browser keeps one: each write adds or replaces a cookie, reads list name=value pairs. */
function jar(initial = '') {
  const cookies = new Map(initial ? initial.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const [pair = ''] = written.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name.trim(), value);
    },
  };
}

describe('browser session mark (C34)', () => {
  it('is new once: the first start marks the session with a session cookie, later starts (reloads, tabs) are not', () => {
    const cookies = jar('other=1');
    expect(startsBrowserSession(cookies)).toBe(true);
    expect(cookies.cookie).toContain(`${BROWSER_SESSION_COOKIE}=1`);
    expect(startsBrowserSession(cookies)).toBe(false);
    expect(startsBrowserSession(jar(`${BROWSER_SESSION_COOKIE}=1`))).toBe(false);
  });

  it('never counts as a new session without a document (a worker, the server)', () => {
    expect(startsBrowserSession(undefined)).toBe(false);
  });
});

describe('per-browser-session purge (10-G26, C34)', () => {
  it('purges the checkout form, the order in flight and the visit; keeps the basket, last order, settings and session', async () => {
    const basket = { expires: Date.now() + 60_000, deals: {}, items: { a: { id: 'a', dealId: null, item: { type: 'side', properties: { id: 'wedges' } } } }, discount: null };
    await saveSlice('basket', basket);
    await saveSlice('checkout', { ...DEFAULT_CHECKOUT_FORM, name: 'Ann Smith', phone: '07700900123' });
    await saveSlice('order', { ...DEFAULT_ORDER, state: 'ORDER_PREAUTHORIZED', clientOrderId: '6f1c2b8e-3f5a-4c1d-9b1e-2a7d4c3b5e6f' });
    await saveSlice('visit', { channel: 'qr-takeaway', autoLocaliseDone: true });
    await saveSlice('settings', { flagLevel: 'canary', showHiddenFlags: false, vegetarianOnly: true, covidNotice: false, kiosk: null, consent: null });

    await purgeBrowserSession();

    expect((await loadSlice('checkout')).stored).toBe(false);
    expect((await loadSlice('order')).value.state).toBe('idle');
    expect((await loadSlice('visit')).value).toEqual({ channel: null, autoLocaliseDone: false });
    expect((await loadSlice('basket')).value.items).toHaveProperty('a');
    expect((await loadSlice('settings')).value.vegetarianOnly).toBe(true);
  });

  it('opens version 9 with the visit and identity tables', async () => {
    const db = await openDatabase();
    expect(db.verno).toBeGreaterThanOrEqual(9); // version 10 (issue 17) keeps every table of 9
    expect(db.tables.map((table) => table.name)).toContain('visit');
    expect(db.tables.map((table) => table.name)).toContain('identity');
  });
});

// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConsentSlot } from '../../src/analytics/ConsentSlot';
import { hydrationStatusAtom } from '../../src/atoms/persisted';
import { settingsAtom } from '../../src/atoms/settings';
import { DEFAULT_SETTINGS } from '../../src/db/defaults';
import { CONSENT_HINT_KEY, CONSENT_HINT_SCRIPT } from '../../src/domain/analytics/consent';
import { initI18n } from '../../src/i18n';
import { SECURITY_HEADERS } from '../../server/http/security-headers';

// Issue 18: the consent banner (14-G8) is in the first render, decided by the hint cookie until the
// saved settings are read, so it never arrives late and pushes the page down; the hint follows the
// settings for the next start, and the inline script reading it before any module runs is allowed by
// its hash in the Content-Security-Policy.

const BANNER = 'We value your privacy';
const answeredCookie = () => document.cookie.split('; ').includes(`${CONSENT_HINT_KEY}=hidden`);
const clearCookie = () => {
  document.cookie = `${CONSENT_HINT_KEY}=; Path=/; Max-Age=0`;
};

function mount(store = createStore()) {
  render(
    <Provider store={store}>
      <ConsentSlot />
    </Provider>,
  );
  return store;
}

beforeAll(async () => {
  await initI18n('en-GB');
});
beforeEach(clearCookie);
afterEach(() => {
  cleanup();
  document.documentElement.className = '';
});

describe('the consent slot', () => {
  it('shows the banner at the first render to a new visitor, before the settings are read', () => {
    mount();
    expect(screen.getByRole('region', { name: BANNER })).toBeTruthy();
  });

  it('shows nothing at the first render when the hint says the banner was answered', () => {
    document.cookie = `${CONSENT_HINT_KEY}=hidden; Path=/`;
    mount();
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  });

  it('follows the saved settings once they are read, and writes the hint for the next start', () => {
    const store = createStore();
    store.set(settingsAtom, { ...DEFAULT_SETTINGS, consent: { groups: ['C0001'], at: 1 } });
    mount(store);
    expect(screen.getByRole('region', { name: BANNER })).toBeTruthy(); // no hint yet: the banner's room is kept
    act(() => store.set(hydrationStatusAtom, 'ready'));
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    expect(answeredCookie()).toBe(true);
  });

  it('keeps the banner for an unanswered visitor after reading, and answering it hides it and sets the hint', () => {
    const store = mount();
    act(() => store.set(hydrationStatusAtom, 'ready'));
    expect(answeredCookie()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    expect(store.get(settingsAtom).consent?.groups).toEqual(['C0001']);
    expect(answeredCookie()).toBe(true);
  });

  it("'Manage choices' loads the switches and their strings, and saves the groups chosen", async () => {
    const store = mount();
    act(() => store.set(hydrationStatusAtom, 'ready'));
    fireEvent.click(screen.getByRole('button', { name: 'Manage choices' }));
    const analytics = await screen.findByRole('switch', { name: 'Performance and analytics' });
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(store.get(settingsAtom).consent?.groups).toEqual(['C0001', 'C0002']);
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  });

  it('shows no banner on a registered kiosk, and the hint says so', () => {
    const store = createStore();
    store.set(settingsAtom, { ...DEFAULT_SETTINGS, kiosk: { deviceId: 'k1' } as never });
    store.set(hydrationStatusAtom, 'ready');
    mount(store);
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    expect(answeredCookie()).toBe(true);
  });
});

describe('the inline consent hint', () => {
  it('marks <html> when the hint cookie is set, and only then', () => {
    new Function(CONSENT_HINT_SCRIPT)();
    expect(document.documentElement.classList.contains('consent-answered')).toBe(false);
    document.cookie = `${CONSENT_HINT_KEY}=hidden; Path=/`;
    new Function(CONSENT_HINT_SCRIPT)();
    expect(document.documentElement.classList.contains('consent-answered')).toBe(true);
  });

  it('is allowed by its hash in the Content-Security-Policy, and no other inline script is', () => {
    const hash = createHash('sha256').update(CONSENT_HINT_SCRIPT).digest('base64');
    const scriptSrc = SECURITY_HEADERS['Content-Security-Policy']!.split('; ').find((part) => part.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
  });
});

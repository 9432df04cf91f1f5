// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Hut } from '../../src/api/contract/hut';
import { ClosingSoon } from '../../src/components/closing-soon';
import { hutsAtom } from '../../src/atoms/huts';
import { sessionAtom } from '../../src/atoms/session';
import { DEFAULT_SESSION } from '../../src/db/defaults';
import { i18n, initI18n, withScreenStrings } from '../../src/i18n';

// London - City (seed hut 1102) closes for online orders at 19:30 BST = 18:30 UTC.
const CLOSE = Date.parse('2025-06-18T18:30:00Z');
const hut = {
  id: '1102',
  sector: 'uk-1',
  name: 'London - City',
  hours: {
    web: {
      asap: [
        { disposition: 'delivery', open: '2025-06-18T11:00:00+01:00', close: '2025-06-18T19:30:00+01:00' },
        { disposition: 'collection', open: '2025-06-18T11:00:00+01:00', close: '2025-06-18T21:00:00+01:00' },
      ],
      scheduled: [],
    },
  },
} as unknown as Hut;

function show(options: { when?: 'asap' | 'scheduled'; disposition?: 'delivery' | 'collection' } = {}) {
  const store = createStore();
  store.set(hutsAtom, { current: hut, localised: true });
  store.set(sessionAtom, {
    ...DEFAULT_SESSION,
    dispositionType: options.disposition ?? 'delivery',
    dispositionWhen: options.when ?? 'asap',
  });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ClosingSoon />
      </I18nextProvider>
    </Provider>,
  );
}

/** Time passes a second at a time, letting React render between the component's timers. */
function tick(ms: number) {
  for (let left = ms; left > 0; left -= 1000) act(() => vi.advanceTimersByTime(Math.min(1000, left)));
}

describe('ClosingSoon (spec 1 §4, §9: 15 minutes before the asap window closes)', () => {
  beforeAll(async () => {
    await initI18n('en-GB');
    // The order area loads the screens' strings with its chunk; this test mounts the notice directly.
    await withScreenStrings(async () => null)();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('stays hidden until 15 minutes before close, then counts down in minutes and seconds', () => {
    vi.useFakeTimers({ now: CLOSE - 20 * 60_000 });
    show();
    expect(screen.queryByRole('heading', { name: 'Closing soon for online orders' })).toBeNull();

    tick(5 * 60_000);
    expect(screen.getByRole('heading', { name: 'Closing soon for online orders' })).toBeTruthy();
    expect(screen.getByText('15:00')).toBeTruthy();
    expect(screen.getByText('London - City stops taking online orders in', { exact: false })).toBeTruthy();

    tick(1000);
    expect(screen.getByText('14:59')).toBeTruthy();
    tick(9 * 60_000 + 58_000);
    expect(screen.getByText('5:01')).toBeTruthy();
  });

  it('tells screen readers once a minute, not every second', () => {
    vi.useFakeTimers({ now: CLOSE - 15 * 60_000 });
    show();
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent;
    expect(live()).toBe('15 minutes left to order online.');
    tick(30_000);
    expect(live()).toBe('15 minutes left to order online.');
    tick(30_000);
    expect(live()).toBe('14 minutes left to order online.');
    tick(13 * 60_000);
    expect(live()).toBe('1 minute left to order online.');
  });

  it('says sorry at zero and keeps saying it until dismissed', () => {
    vi.useFakeTimers({ now: CLOSE - 2000 });
    show();
    expect(screen.getByText('0:02')).toBeTruthy();
    tick(2000);
    expect(screen.getByRole('heading', { name: "Sorry, we've closed" })).toBeTruthy();
    expect(screen.getByText('London - City has closed for online orders now. Please come back when it reopens.')).toBeTruthy();

    tick(20 * 60_000); // past the 15 minutes in which a reload would still say sorry
    expect(screen.getByRole('heading', { name: "Sorry, we've closed" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByRole('heading', { name: "Sorry, we've closed" })).toBeNull();
  });

  it('follows the disposition, and says nothing for a scheduled order', () => {
    vi.useFakeTimers({ now: CLOSE - 5 * 60_000 });
    show({ disposition: 'collection' });
    expect(screen.queryByRole('heading', { name: 'Closing soon for online orders' })).toBeNull();
    cleanup();
    show({ when: 'scheduled' });
    expect(screen.queryByRole('heading', { name: 'Closing soon for online orders' })).toBeNull();
  });
});

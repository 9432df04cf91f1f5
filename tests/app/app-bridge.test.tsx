// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import AppBridge, { resetAppBridgeForTests } from '../../src/app-bridge/AppBridge';
import { appTrackingPort } from '../../src/app-bridge/tracking';
import { appConsentAtom, appInfoAtom, appSessionAtom } from '../../src/atoms/app-bridge';
import { checkoutFormAtom } from '../../src/atoms/checkout';
import { hydrationStatusAtom } from '../../src/atoms/persisted';
import { analyticsAllowed } from '../../src/domain/analytics/consent';
import type { AnalyticsEvent } from '../../src/domain/analytics/events';
import type { PageToAppMessage } from '../../src/domain/app-bridge';
import { initI18n } from '../../src/i18n';
import { installDialogPolyfill } from '../support/screen-setup';

// The wrapper bridge (14-G21…14-G25, 14-G27) against a fake host object that records what it is sent.

let sent: PageToAppMessage[];
let store: ReturnType<typeof createStore>;
let go: (path: string) => void;

function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

function mount(search: string, path = '/') {
  window.history.replaceState(null, '', `/${search}`);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <AppBridge />
      </MemoryRouter>
    </Provider>,
  );
}

function answer(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

beforeAll(async () => {
  installDialogPolyfill();
  await initI18n('en-GB');
});
beforeEach(() => {
  sent = [];
  store = createStore();
  resetAppBridgeForTests();
  (window as unknown as Record<string, unknown>).PizzaHutAppHost = { postMessage: (json: string) => sent.push(JSON.parse(json) as PageToAppMessage) };
});
afterEach(() => {
  cleanup();
  delete (window as unknown as Record<string, unknown>).PizzaHutAppHost;
});

describe('AppBridge', () => {
  it('settles the app info, asks for tracking permission, and sends a navigation state per route change', async () => {
    mount('?app=android&appId=com.pizzahut.uk&appVersion=5.0.0', '/');
    await waitFor(() => expect(sent).toContainEqual({ type: 'request-tracking-permission' }));
    expect(store.get(appInfoAtom)).toEqual({ platform: 'ANDROID', isMobileApp: true, appId: 'com.pizzahut.uk', appVersion: '5.0.0' });
    expect(sent).toContainEqual({ type: 'navigation-state', path: '/', search: '' });
    act(() => go('/order/pizzas/?x=1'));
    await waitFor(() => expect(sent).toContainEqual({ type: 'navigation-state', path: '/order/pizzas/', search: '?x=1' }));
    expect(sent.filter((message) => message.type === 'navigation-state')).toHaveLength(2);
  });

  it('consent follows the tracking answer: nothing before it, authorized grants, denied refuses; other origins are ignored', async () => {
    mount('?app=ios&appId=com.pizzahut.uk');
    await waitFor(() => expect(store.get(appConsentAtom)).toEqual({ source: 'app', status: null }));
    expect(analyticsAllowed(store.get(appConsentAtom)!)).toBe(false);
    answer({ source: 'pizzahut-app', type: 'tracking-permission', status: 'authorized' }, 'https://evil.example');
    expect(store.get(appConsentAtom)).toEqual({ source: 'app', status: null });
    answer({ source: 'pizzahut-app', type: 'tracking-permission', status: 'authorized' });
    expect(analyticsAllowed(store.get(appConsentAtom)!)).toBe(true);
    answer({ source: 'pizzahut-app', type: 'tracking-permission', status: 'denied' });
    expect(analyticsAllowed(store.get(appConsentAtom)!)).toBe(false);
  });

  it('prefills the empty checkout fields from the app session and keeps what was typed', async () => {
    mount('?app=android&appId=com.pizzahut.uk', '/order/checkout/');
    await waitFor(() => expect(sent).toContainEqual({ type: 'request-tracking-permission' }));
    store.set(checkoutFormAtom, (current) => ({ ...current, phone: '07700900999' }));
    answer({ source: 'pizzahut-app', type: 'app-session', loginToken: 'tok', accountInfo: { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: '07700900123' } });
    // Nothing is written before the stored form has been read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.get(checkoutFormAtom).email).toBe('');
    act(() => store.set(hydrationStatusAtom, 'ready'));
    await waitFor(() => expect(store.get(checkoutFormAtom).email).toBe('ann@example.com'));
    expect(store.get(checkoutFormAtom)).toMatchObject({ firstName: 'Ann', lastName: 'Lee', name: 'Ann Lee', phone: '07700900999' });
    expect(store.get(appSessionAtom)?.loginToken).toBe('tok');
  });

  it('a retired app id gets the decommission modal with update only; update tells the app and closes it', async () => {
    mount('?app=ios&appId=com.pizzahut.fr.legacy');
    const dialog = await screen.findByRole('dialog', { name: 'This app is no longer supported' });
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update the app' }));
    expect(sent).toContainEqual({ type: 'update-app', url: 'https://apps.apple.com/fr/app/pizza-hut-france/id1035335830' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('the soft-update variant can be dismissed', async () => {
    mount('?app=android&appId=com.pizzahut.uk.v2');
    await screen.findByRole('dialog', { name: 'A new version of the app is ready' });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((message) => message.type === 'update-app')).toBe(false);
  });

  it('a current app id gets no modal', async () => {
    mount('?app=android&appId=com.pizzahut.uk');
    await waitFor(() => expect(sent).toContainEqual({ type: 'request-tracking-permission' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('appTrackingPort (14-G27)', () => {
  it('sends Canada deep-link events only while the app authorised tracking', () => {
    const posted: PageToAppMessage[] = [];
    let status: 'authorized' | 'denied' | null = null;
    let market = 'CA';
    const port = appTrackingPort(() => market, () => ({ source: 'app', status }), (message) => posted.push(message));
    const login = { type: 'login' } as AnalyticsEvent;
    port.track(login);
    expect(posted).toEqual([]);
    status = 'authorized';
    port.track(login);
    expect(posted).toEqual([{ type: 'tracking-event', name: 'LOGIN', event: login }]);
    market = 'UK';
    port.track(login);
    status = 'denied';
    market = 'CA';
    port.track(login);
    expect(posted).toHaveLength(1);
  });
});

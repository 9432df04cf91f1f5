// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getPwaStatus } from '../../../src/atoms/pwa-status';
import { i18n, withScreenStrings } from '../../../src/i18n';
import { installDialogPolyfill, loadScreenStrings } from '../../support/screen-setup';
import { BasketView, type BasketMode } from '../../../src/screens/basket/BasketView';
import type { BasketModel } from '../../../src/screens/basket/model';
import { useBasketModel } from '../../../src/screens/basket/use-basket-model';
import { actions, model } from './fixtures';

// Issue 7: offline the basket still shows and edits its priced lines, but paying needs a
// connection — the checkout button says so and is disabled until the network is back.

const OFFLINE_LINE = "You're offline. Your basket is saved — you can pay as soon as you're back online.";

beforeAll(async () => {
  installDialogPolyfill();
  await loadScreenStrings();
});

afterEach(async () => {
  cleanup();
  window.dispatchEvent(new Event('online'));
  await i18n.changeLanguage('en-GB');
});

function show(input: Partial<BasketModel> = {}, mode: BasketMode = 'overlay') {
  const calls: string[] = [];
  const view = (next: Partial<BasketModel>) => (
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <BasketView model={model(next)} actions={actions((name) => calls.push(name))} mode={mode} />
      </I18nextProvider>
    </MemoryRouter>
  );
  const result = render(view(input));
  return { calls, rerender: (next: Partial<BasketModel>) => result.rerender(view(next)) };
}

const checkoutButton = () => screen.getByRole('button', { name: 'Checkout, 2 items, £17.98' }) as HTMLButtonElement;

describe('checkout while offline (issue 7)', () => {
  it('is disabled and explains why under the button, keeping the lines and the amount due', () => {
    const { calls } = show({ offline: true });
    const button = checkoutButton();
    expect(button.disabled).toBe(true);
    const line = screen.getByText(OFFLINE_LINE);
    expect(button.getAttribute('aria-describedby')).toBe(line.id);
    expect(button.closest('footer')?.contains(line)).toBe(true);
    // The basket itself is still there, priced.
    expect(screen.getByRole('list', { name: 'In your basket' })).toBeTruthy();
    fireEvent.click(button);
    expect(calls).toEqual([]);
  });

  it('becomes active again the moment the network returns, and the line goes', () => {
    const { calls, rerender } = show({ offline: true });
    expect(checkoutButton().disabled).toBe(true);
    rerender({ offline: false });
    expect(checkoutButton().disabled).toBe(false);
    expect(checkoutButton().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(OFFLINE_LINE)).toBeNull();
    fireEvent.click(checkoutButton());
    expect(calls).toEqual(['checkout']);
  });

  it('stays disabled online when the checkout link says so, without the offline line', () => {
    show({ checkout: { disabled: true, action: 'checkout' } });
    expect(checkoutButton().disabled).toBe(true);
    expect(screen.queryByText(OFFLINE_LINE)).toBeNull();
  });

  it('gives the sidebar and the overlay their own line ids', () => {
    show({ offline: true }, 'sidebar');
    show({ offline: true }, 'overlay');
    const ids = screen.getAllByText(OFFLINE_LINE).map((line) => line.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr-FR');
    await withScreenStrings(async () => null)();
    show({ offline: true, sector: 'fr-1', market: 'FR' });
    expect(screen.getByText('Vous êtes hors ligne. Votre panier est enregistré : vous pourrez payer dès votre retour en ligne.')).toBeTruthy();
  });
});

describe("the basket model's offline flag follows the app's online status", () => {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={createStore()}>{children}</Provider>;

  it("is set by the browser's 'offline' event and cleared by 'online'", () => {
    const { result } = renderHook(() => useBasketModel(), { wrapper });
    expect(result.current.offline).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(getPwaStatus().online).toBe(false);
    expect(result.current.offline).toBe(true);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current.offline).toBe(false);
  });
});

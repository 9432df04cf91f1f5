// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InstallButton } from '../../src/app/InstallButton';
import {
  getPwaStatus,
  RECOVERY_PROBE_MS,
  setPwaStatus,
  setUpdateHandler,
  type BeforeInstallPromptEvent,
} from '../../src/atoms/pwa-status';
import PwaNotices from '../../src/app/PwaNotices';
import UpdatePrompt from '../../src/app/UpdatePrompt';
import { changeLanguage, i18n, initI18n } from '../../src/i18n';

function renderWithI18n(ui: React.ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const OFFLINE = "You're offline.";

// Once per file: initialising again would empty the loaded sections.
beforeAll(async () => {
  await initI18n('en-GB');
});

describe('the offline banner and the update notice', () => {
  afterEach(() => {
    cleanup();
    act(() => setPwaStatus({ online: true, networkFailing: false, updateWaiting: false, installOffer: null }));
  });

  it('says nothing while online', () => {
    renderWithI18n(<PwaNotices />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so while the browser is offline, and goes when it is back', async () => {
    renderWithI18n(<PwaNotices />);
    act(() => setPwaStatus({ online: false }));
    const banner = await screen.findByText(OFFLINE, { exact: false });
    expect(banner.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    act(() => setPwaStatus({ online: true, networkFailing: false }));
    expect(screen.queryByText(OFFLINE, { exact: false })).toBeNull();
  });

  it('also shows while requests fail with the browser still online', async () => {
    renderWithI18n(<PwaNotices />);
    act(() => setPwaStatus({ networkFailing: true }));
    expect(await screen.findByText(OFFLINE, { exact: false })).toBeTruthy();
    act(() => setPwaStatus({ networkFailing: false }));
    expect(screen.queryByText(OFFLINE, { exact: false })).toBeNull();
  });

  it('asks the network every few seconds while requests fail, and clears the banner when it answers', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => new Response('release\n', { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    try {
      act(() => setPwaStatus({ networkFailing: true }));
      expect(fetcher).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTimeAsync(RECOVERY_PROBE_MS));
      expect(fetcher).toHaveBeenCalledWith('/RELEASE_HASH.txt', { cache: 'no-store' });
      expect(getPwaStatus().networkFailing).toBe(false);
      await act(async () => vi.advanceTimersByTimeAsync(3 * RECOVERY_PROBE_MS));
      expect(fetcher).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('offers the waiting release, and reloads only when the customer asks', async () => {
    const skipWaiting = vi.fn();
    setUpdateHandler(skipWaiting);
    renderWithI18n(<PwaNotices />);
    expect(screen.queryByText('A new version is available')).toBeNull();
    act(() => setPwaStatus({ updateWaiting: true }));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getByRole('complementary', { name: 'A new version is available' })).toBeTruthy();
    expect(skipWaiting).not.toHaveBeenCalled();
    fireEvent.click(reload);
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('speaks French too', async () => {
    await changeLanguage('fr-FR');
    try {
      renderWithI18n(<UpdatePrompt onReload={() => {}} />);
      expect(await screen.findByRole('button', { name: 'Recharger' })).toBeTruthy();
      expect(screen.getByText('Une nouvelle version est disponible')).toBeTruthy();
    } finally {
      await changeLanguage('en-GB');
    }
  });
});

describe('the install button', () => {
  afterEach(() => {
    cleanup();
    act(() => setPwaStatus({ installOffer: null }));
  });

  it('is not there where the browser offers no install (iOS, Firefox)', () => {
    renderWithI18n(<InstallButton />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the browser prompt once and thanks the customer who accepts', async () => {
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as BeforeInstallPromptEvent;
    renderWithI18n(<InstallButton />);
    act(() => setPwaStatus({ installOffer: offer }));
    fireEvent.click(await screen.findByRole('button', { name: 'Install the app' }));
    expect(await screen.findByText('Installed. Open Pizza Hut from your home screen next time.')).toBeTruthy();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(getPwaStatus().installOffer).toBeNull();
  });
});

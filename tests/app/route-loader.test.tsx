// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_STUCK_AFTER_MS, RouteLoader } from '../../src/app/RouteLoader';
import { i18n, initI18n } from '../../src/i18n';

describe('RouteLoader (spec 1 §8: a stuck loader offers Retry)', () => {
  beforeAll(() => initI18n('en-GB'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function show() {
    render(
      <I18nextProvider i18n={i18n}>
        <RouteLoader />
      </I18nextProvider>,
    );
  }

  it('shows only a progress indicator at first', () => {
    show();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(LOADER_STUCK_AFTER_MS - 1));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a message and a Retry button that reloads the page once stuck', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    show();
    act(() => vi.advanceTimersByTime(LOADER_STUCK_AFTER_MS));
    expect(screen.getByRole('alert').textContent).toContain('taking longer than usual');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

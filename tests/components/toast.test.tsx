// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../src/atoms/notifications';
import { Toast } from '../../src/components/Toast';
import { i18n, initI18n } from '../../src/i18n';

function notification(overrides: Partial<Notification>): Notification {
  return { id: 'n1', type: 'info', timeOut: 5000, priority: 0, start: 0, phase: 'visible', ...overrides };
}

function show(overrides: Partial<Notification>, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Toast notification={notification(overrides)} onClose={onClose} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onClose;
}

describe('Toast', () => {
  beforeAll(() => initI18n('en-GB'));
  afterEach(cleanup);

  it('shows title and message as sanitised HTML', () => {
    show({
      title: '<strong>Added</strong><img src=x onerror="alert(1)">',
      message: 'Margherita<script>alert(1)</script> is in',
    });
    const status = screen.getByRole('status');
    expect(status.querySelector('strong')?.textContent).toBe('Added');
    expect(status.innerHTML).not.toContain('onerror');
    expect(status.innerHTML).not.toContain('<script');
    expect(status.textContent).toContain('Margherita is in');
  });

  it('interrupts for warnings and errors, waits politely for info and success', () => {
    show({ id: 'w', type: 'warning', title: 'Closed' });
    expect(screen.getByRole('alert')).toHaveProperty('className', expect.stringContaining('toast--warning'));
    cleanup();
    show({ id: 's', type: 'success', title: 'Added' });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it("offers 'Show basket' on success notices unless hidden", () => {
    show({ type: 'success', title: 'Added' });
    expect(screen.getByRole('link', { name: 'Show basket' }).getAttribute('href')).toBe('/#basket');
    cleanup();
    show({ type: 'success', title: 'Added', hideShowBasket: true });
    expect(screen.queryByRole('link', { name: 'Show basket' })).toBeNull();
    cleanup();
    show({ type: 'info', title: 'FYI' });
    expect(screen.queryByRole('link', { name: 'Show basket' })).toBeNull();
  });

  it('closes with its button, which can be hidden', () => {
    const onClose = show({ id: 'close-me', title: 'Bye' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledWith('close-me');
    cleanup();
    show({ title: 'Sticky', hideClose: true });
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
  });
});

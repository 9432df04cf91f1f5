// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/api/http-error';
import { notificationsAtom } from '../../../src/atoms/notifications';
import { appStore } from '../../../src/atoms/store';
import { loadLegacyAccount, setAccountInfo, setLoginToken, setVerifiedToken } from '../../../src/db/legacy-account';
import { i18n, initI18n, withScreenStrings } from '../../../src/i18n';
import LegacyAccountArea from '../../../src/screens/account-legacy/LegacyAccountArea';
import { freshIndexedDB } from '../../db/fresh-indexeddb';

// The legacy India area's delete screen (11-G8, 11-G16, C32): the box gates the button, the call takes the
// account id and the verified token, then the record is cleared, home, 'Your account has been deleted.'.

vi.mock('../../../src/api/bot-check', () => ({ botCheckHeaders: vi.fn(async () => ({})) }));
vi.mock('../../../src/api/legacy-accounts', () => ({
  generateOtp: vi.fn(),
  verifyOtp: vi.fn(),
  legacyLogin: vi.fn(),
  legacyRegister: vi.fn(),
  deleteLegacyCustomer: vi.fn(),
}));
const api = vi.mocked(await import('../../../src/api/legacy-accounts'));

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256' })}.${part(claims)}.c2ln`;
}
const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
const VERIFIED = token({ phone_number: '+919876543210', token_use: 'verified-phone', exp: inMinutes(20) });
const STALE_VERIFIED = token({ phone_number: '+919876543210', token_use: 'verified-phone', exp: inMinutes(-5) });
const LOGIN = token({ sub: 'u1', exp: inMinutes(15) });
const CUSTOMER = { id: 'c1', firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.in', phone: '+919876543210', shadow: false };

beforeAll(async () => {
  await initI18n('en-IN');
  await withScreenStrings(async () => null)();
});
beforeEach(async () => {
  await freshIndexedDB();
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => cleanup());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show(path: string) {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            <Route path="/account/*" element={<LegacyAccountArea />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>,
  );
}
const where = () => screen.getByTestId('where').textContent;

async function signedIn(verified = VERIFIED) {
  await setVerifiedToken(verified);
  await setLoginToken(LOGIN);
  await setAccountInfo(CUSTOMER);
}

describe('legacy India area: delete account', () => {
  it('is reached from edit; the button waits for the box; then deleted, signed out, home with the notice', async () => {
    await signedIn();
    api.deleteLegacyCustomer.mockResolvedValue(undefined);
    show('/account/edit');
    fireEvent.click(await screen.findByRole('link', { name: 'Delete account' }));
    await waitFor(() => expect(where()).toBe('/account/delete'));
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe('/privacy/');
    const button = screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(api.deleteLegacyCustomer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: "I understand that my account will be deleted and this can't be undone" }));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(where()).toBe('/'));
    expect(api.deleteLegacyCustomer).toHaveBeenCalledWith('c1', VERIFIED);
    expect(await loadLegacyAccount()).toMatchObject({ verifiedToken: null, loginToken: null, accountInfo: null });
    expect(appStore.get(notificationsAtom).map((notice) => notice.message)).toContain('Your account has been deleted.');
  });

  it('inside the mobile app: the bridge logout message goes to the app and the notice says the app signs out (14-G28)', async () => {
    const postMessage = vi.fn();
    Object.assign(window, { PizzaHutAppHost: { postMessage } });
    try {
      await signedIn();
      api.deleteLegacyCustomer.mockResolvedValue(undefined);
      show('/account/delete');
      fireEvent.click(await screen.findByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
      await waitFor(() => expect(where()).toBe('/'));
      expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'logout' }));
      expect(await loadLegacyAccount()).toMatchObject({ loginToken: null, accountInfo: null });
      expect(appStore.get(notificationsAtom).map((notice) => notice.message)).toContain('Your account has been deleted. The app is signing you out.');
    } finally {
      delete (window as unknown as Record<string, unknown>).PizzaHutAppHost;
    }
  });

  it('a failed call keeps the customer signed in on the screen with an alert', async () => {
    await signedIn();
    api.deleteLegacyCustomer.mockRejectedValue(new HttpError({ status: 500, url: '/customer', type: 'basic', body: '' }));
    show('/account/delete');
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't delete your account. Please try again.");
    expect(where()).toBe('/account/delete');
    expect(await loadLegacyAccount()).toMatchObject({ loginToken: LOGIN, accountInfo: CUSTOMER });
  });

  it('an expired or refused verified token asks for the mobile again, and the code brings the customer back', async () => {
    await signedIn(STALE_VERIFIED);
    show('/account/delete');
    expect(await screen.findByText(/confirm your mobile number with a new code/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    api.generateOtp.mockResolvedValue('otp-token');
    api.verifyOtp.mockResolvedValue({ result: true, token: VERIFIED });
    api.legacyLogin.mockResolvedValue({ ...CUSTOMER, token: LOGIN });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my mobile number' }));
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('One-time code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(where()).toBe('/account/delete'));

    // The server refusing the token (401) also asks again rather than showing a dead end.
    api.deleteLegacyCustomer.mockRejectedValue(new HttpError({ status: 401, url: '/customer', type: 'basic', body: '' }));
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('button', { name: 'Confirm my mobile number' })).toBeTruthy();
    expect(api.deleteLegacyCustomer).toHaveBeenCalledWith('c1', VERIFIED);
  });

  it('without a login token it goes the way edit does (register, then otp)', async () => {
    show('/account/delete');
    await waitFor(() => expect(where()).toBe('/account/otp'));
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/api/http-error';
import { notificationsAtom } from '../../../src/atoms/notifications';
import { appStore } from '../../../src/atoms/store';
import { loadLegacyAccount, setLoginToken, setAccountInfo, setVerifiedToken } from '../../../src/db/legacy-account';
import { i18n, initI18n, withScreenStrings } from '../../../src/i18n';
import LegacyAccountArea from '../../../src/screens/account-legacy/LegacyAccountArea';
import { freshIndexedDB } from '../../db/fresh-indexeddb';

// The legacy India area (11-G12..17) with its calls mocked: states, three wrong codes, login, register, edit, logout.

// The bot check is solved before each code request; its token goes with the call (11-G36).
vi.mock('../../../src/api/bot-check', () => ({ botCheckHeaders: vi.fn(async () => ({ 'recaptcha-token': 'solved-token' })) }));
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
const VERIFIED = token({ phone_number: '+919876543210', token_use: 'verified-phone' });
const LOGIN = token({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900 });
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

async function sendPhone() {
  const phone = await screen.findByLabelText('Mobile number');
  expect(phone.getAttribute('inputmode')).toBe('tel');
  const send = screen.getByRole('button', { name: 'Send code' });
  fireEvent.change(phone, { target: { value: '98765 4321' } });
  expect((send as HTMLButtonElement).disabled).toBe(true); // 11 digits with 91: not yet 12
  fireEvent.change(phone, { target: { value: '98765 43210' } });
  expect((send as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(send);
}

describe('legacy India area', () => {
  it('sends +91 and the number, then three wrong codes need a new code; resend goes back to sending', async () => {
    api.generateOtp.mockResolvedValue('otp-token');
    api.verifyOtp.mockResolvedValue({ result: false });
    show('/account/otp');
    await sendPhone();
    await vi.waitFor(() => expect(api.generateOtp).toHaveBeenCalledWith('+919876543210', 'solved-token'));
    const code = await screen.findByLabelText('One-time code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    fireEvent.change(code, { target: { value: '12a345' } });
    expect(confirm.disabled).toBe(true); // five digits
    for (const attempt of [1, 2, 3]) {
      fireEvent.change(code, { target: { value: '123456' } });
      fireEvent.click(confirm);
      await waitFor(() => expect(api.verifyOtp).toHaveBeenCalledTimes(attempt));
      await screen.findByRole('alert');
    }
    expect(screen.getByRole('alert').textContent).toBe('That was the third wrong code. Please ask for a new code.');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true));
    let release: (value: string) => void = () => {};
    api.generateOtp.mockReturnValue(new Promise((resolve) => (release = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(((await screen.findByRole('button', { name: 'Sending code…' })) as HTMLButtonElement).disabled).toBe(true);
    release('otp-token-2');
    expect(((await screen.findByLabelText('One-time code')) as HTMLInputElement).value).toBe('');
    expect(api.generateOtp).toHaveBeenLastCalledWith('+919876543210', 'solved-token');
  });

  it("shows 'Invalid OTP.' for a false result and the generate failures of 11-G15", async () => {
    api.generateOtp.mockRejectedValueOnce(new HttpError({ status: 400, url: '/v1/otp/generate', type: 'basic', body: '' }));
    show('/account/otp');
    await sendPhone();
    expect((await screen.findByRole('alert')).textContent).toBe('There was a problem validating this number');
    api.generateOtp.mockRejectedValueOnce(new HttpError({ status: 500, url: '/v1/otp/generate', type: 'basic', body: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unable to send SMS; please try again'));
    api.generateOtp.mockResolvedValueOnce('otp-token');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    api.verifyOtp.mockResolvedValueOnce({ result: false });
    fireEvent.change(await screen.findByLabelText('One-time code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP.');
  });

  it('a known customer is logged in and goes to /; a shadow account goes to register', async () => {
    api.generateOtp.mockResolvedValue('otp-token');
    api.verifyOtp.mockResolvedValue({ result: true, token: VERIFIED });
    api.legacyLogin.mockResolvedValueOnce({ ...CUSTOMER, token: LOGIN });
    show('/account/otp');
    await sendPhone();
    fireEvent.change(await screen.findByLabelText('One-time code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(await loadLegacyAccount()).toMatchObject({ verifiedToken: VERIFIED, phone: '+919876543210', loginToken: LOGIN, accountInfo: CUSTOMER });

    cleanup();
    await freshIndexedDB();
    api.legacyLogin.mockResolvedValueOnce({ ...CUSTOMER, shadow: true, token: LOGIN });
    show('/account/otp');
    await sendPhone();
    fireEvent.change(await screen.findByLabelText('One-time code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(where()).toBe('/account/register'));
    expect((await loadLegacyAccount()).loginToken).toBeNull();
  });

  it('register: phone locked, legacy messages, then created, logged in and back to checkout', async () => {
    await setVerifiedToken(VERIFIED);
    const { setRedirectToCheckout } = await import('../../../src/db/legacy-account');
    await setRedirectToCheckout(true);
    api.legacyRegister.mockResolvedValue(CUSTOMER);
    api.legacyLogin.mockResolvedValue({ ...CUSTOMER, token: LOGIN });
    show('/account/register');
    const phone = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(phone.disabled).toBe(true);
    expect(phone.value).toBe('+91 98765 43210');
    const marketing = screen.getByRole('checkbox') as HTMLInputElement;
    expect(marketing.checked).toBe(false); // C36: India is opt-in
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'priya@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please include a character')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(api.legacyRegister).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Priya' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Sharma' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Priya@Example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(where()).toBe('/order/checkout/'));
    expect(api.legacyRegister).toHaveBeenCalledWith(
      { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.in', marketing: false, sector: 'in-1' },
      VERIFIED,
    );
    expect(await loadLegacyAccount()).toMatchObject({ loginToken: LOGIN, redirectToCheckout: false });
  });

  it('redirects: register without a phone → otp; edit without a login token → register; other paths → edit', async () => {
    show('/account/register');
    await waitFor(() => expect(where()).toBe('/account/otp'));
    cleanup();
    show('/account/elsewhere');
    await waitFor(() => expect(where()).toBe('/account/otp'));
  });

  it('edit shows the details read-only, and log out clears everything and goes home', async () => {
    await setVerifiedToken(VERIFIED);
    await setLoginToken(LOGIN);
    await setAccountInfo(CUSTOMER);
    show('/account/edit');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('heading', { name: 'Hi Priya' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log out' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(await loadLegacyAccount()).toMatchObject({ verifiedToken: null, loginToken: null, accountInfo: null });
    expect(appStore.get(notificationsAtom).map((notice) => notice.message)).toContain('You have been logged out.');
  });
});

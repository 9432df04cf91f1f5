// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityAtom } from '../../../src/atoms/identity';
import { hydrationStatusAtom } from '../../../src/atoms/persisted';
import { i18n } from '../../../src/i18n';
import { loadScreenStrings } from '../../support/screen-setup';
import { AccountForms } from '../../../src/screens/account-forms';
import InStoreSignUp from '../../../src/screens/in-store-sign-up';

// The e-mail-and-password forms (11-G19..G22) and in-store sign-up (11-G24), one file per form with the
// shared submit cycle (components/account-forms/form-parts): field checks first, then the call, its
// errors on their field, and the button busy only while the call runs.

vi.mock('../../../src/atoms/order-account', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/atoms/order-account')>();
  return { profileMobile: actual.profileMobile, signInWithPassword: vi.fn(), signUpWithPassword: vi.fn() };
});
vi.mock('../../../src/api/profile', () => ({ profile: { inStoreAccountExists: vi.fn(), save: vi.fn() } }));
vi.mock('../../../src/atoms/loyalty', () => ({ joinLoyalty: vi.fn() }));
vi.mock('../../../src/atoms/account-session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/atoms/account-session')>();
  return { ...actual, freshAccessToken: vi.fn(), fetchAccount: vi.fn() };
});
vi.mock('../../../src/api/identity', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/identity')>();
  return { ...actual, identity: { ...actual.identity, forgotPassword: vi.fn(), confirmForgotPassword: vi.fn() } };
});
const accounts = vi.mocked(await import('../../../src/atoms/order-account'));
const { identity } = await import('../../../src/api/identity');
const { profile } = await import('../../../src/api/profile');
const forgotPassword = vi.mocked(identity.forgotPassword);
const inStoreAccountExists = vi.mocked(profile.inStoreAccountExists);
const saveProfile = vi.mocked(profile.save);
const loyalty = vi.mocked(await import('../../../src/atoms/loyalty'));
const session = vi.mocked(await import('../../../src/atoms/account-session'));

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

beforeAll(async () => {
  await loadScreenStrings();
});
beforeEach(() => vi.resetAllMocks());
afterEach(() => cleanup());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
const where = () => screen.getByTestId('where').textContent;

function show(element: React.ReactNode, path = '/account/', store = createStore()) {
  store.set(hydrationStatusAtom, 'ready');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <I18nextProvider i18n={i18n}>
          <Routes>
            <Route path="/account/in-store-sign-up/*" element={element} />
            <Route path="/account/" element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>,
  );
}
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

describe('the e-mail-and-password forms', () => {
  it('sign-up goes on to its details step although the session it starts signs the customer in on the way', async () => {
    const store = createStore();
    accounts.signUpWithPassword.mockResolvedValue(undefined as never);
    accounts.signInWithPassword.mockImplementation(async () => {
      // What the real sign-in does first: the session begins, so the screen sees a signed-in customer.
      store.set(identityAtom, { ...store.get(identityAtom), tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresAt: Date.now() + 900_000 } });
      await new Promise((resolve) => setTimeout(resolve, 20));
      return undefined as never;
    });
    show(<AccountForms form="signUp" market="UK" />, '/account/?form=signUp', store);
    fireEvent.change(field('Email address'), { target: { value: 'new@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Pizza2go!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(where()).toBe('/account/?form=additionalDetails'));
  });

  it('a customer who arrives signed in is sent on from sign-up', async () => {
    const store = createStore();
    store.set(identityAtom, { ...store.get(identityAtom), tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresAt: Date.now() + 900_000 } });
    show(<AccountForms form="signUp" market="UK" />, '/account/?form=signUp', store);
    await waitFor(() => expect(where()).toBe('/account/'));
  });

  it('login: empty fields are named before any call; an unknown failure lands on the password', async () => {
    show(<AccountForms form="login" market="UK" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(accounts.signInWithPassword).not.toHaveBeenCalled();

    let refuse: (error: Error) => void = () => {};
    accounts.signInWithPassword.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    fireEvent.change(field('Email address'), { target: { value: 'sam@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Please wait…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    refuse(named('NotAuthorizedException', 'Incorrect username or password.'));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(accounts.signInWithPassword).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'Secret123', tenant: expect.any(String) });
  });

  it('sign-up: India names the run in its hint; an existing e-mail is refused on the e-mail field', async () => {
    show(<AccountForms form="signUp" market="IN" />);
    fireEvent.change(field('Password'), { target: { value: 'Abc12345' } });
    expect(screen.getByText(/no run of 3 like abc or 123/)).toBeTruthy();
    accounts.signUpWithPassword.mockRejectedValue(named('UsernameExistsException'));
    fireEvent.change(field('Email address'), { target: { value: 'priya@example.in' } });
    fireEvent.change(field('Password'), { target: { value: 'Pizza2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('We were unable to create your account')).toBeTruthy();
    expect(accounts.signInWithPassword).not.toHaveBeenCalled();
  });

  it('sign-up then automatic sign-in goes on to the additional details form', async () => {
    accounts.signUpWithPassword.mockResolvedValue(undefined);
    accounts.signInWithPassword.mockResolvedValue(undefined);
    show(<AccountForms form="signUp" market="UK" />);
    fireEvent.change(field('Email address'), { target: { value: 'sam@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Pizza2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(where()).toBe('/account/?form=additionalDetails'));
  });

  it('forgotten password: the code is asked for, then a short code and a weak password are named', async () => {
    forgotPassword.mockResolvedValue(undefined as never);
    show(<AccountForms form="forgotPassword" market="UK" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Username cannot be empty')).toBeTruthy();
    fireEvent.change(field('Email address'), { target: { value: 'Sam@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/If sam@example.com has an account/)).toBeTruthy();
    expect(forgotPassword).toHaveBeenCalledWith(expect.objectContaining({ username: 'sam@example.com' }));
    fireEvent.change(field('Reset code'), { target: { value: '123' } });
    fireEvent.change(field('New password'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Please enter the 6 digits of your code')).toBeTruthy();
    expect(screen.getByText('Please enter a stronger password')).toBeTruthy();
    expect(identity.confirmForgotPassword).not.toHaveBeenCalled();
  });
});

describe('in-store sign-up', () => {
  it('the details step saves the profile, then joins Hut Rewards with the date of birth (issue 15)', async () => {
    session.freshAccessToken.mockResolvedValue('access');
    session.fetchAccount.mockResolvedValue({ status: 'ok' } as never);
    saveProfile.mockResolvedValue({} as never);
    loyalty.joinLoyalty.mockResolvedValue({} as never);
    const store = createStore();
    store.set(identityAtom, { ...store.get(identityAtom), tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresAt: Date.now() + 900_000 } });
    show(<InStoreSignUp />, '/account/in-store-sign-up/additional-details?mobile=07700900123', store);
    fireEvent.change(await screen.findByLabelText('First name', { exact: false }), { target: { value: 'Alan' } });
    fireEvent.change(field('Last name'), { target: { value: 'Turing' } });
    fireEvent.change(field('Date of birth'), { target: { value: '23/06/1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(loyalty.joinLoyalty).toHaveBeenCalledWith('23/06/1990', { fallbackMarket: 'UK' }));
    expect(saveProfile).toHaveBeenCalledWith('access', 'uk-1', expect.objectContaining({ dateOfBirth: '23/06/1990' }));
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('a mobile the check cannot clear is refused on its field, and no account is made', async () => {
    inStoreAccountExists.mockResolvedValue(true);
    show(<InStoreSignUp />, '/account/in-store-sign-up?hut=uk-1:39');
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'sam@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'Pizza2025' } });
    fireEvent.change(field('Mobile number'), { target: { value: '07700 900123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/We couldn't confirm this mobile number/)).toBeTruthy();
    expect(inStoreAccountExists).toHaveBeenCalledWith('uk-1', '39', '07700900123');
    expect(accounts.signUpWithPassword).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

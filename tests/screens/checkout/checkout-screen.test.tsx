// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../src/i18n';
import { loadScreenStrings } from '../../support/screen-setup';
import { CheckoutView } from '../../../src/screens/checkout/CheckoutView';
import type { CheckoutModel } from '../../../src/screens/checkout/model';
import { actions, form, model, price, validUkForm } from './fixtures';

beforeAll(async () => {
  await loadScreenStrings();
});

afterEach(() => {
  cleanup();
});

function show(input: Partial<CheckoutModel> = {}) {
  const calls: [string, ...unknown[]][] = [];
  const view = (next: Partial<CheckoutModel>) => (
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <CheckoutView model={model(next)} actions={actions((...call) => calls.push(call))} />
      </I18nextProvider>
    </MemoryRouter>
  );
  const result = render(view(input));
  return { calls, rerender: (next: Partial<CheckoutModel>) => result.rerender(view(next)) };
}

const pay = () => screen.getByRole('button', { name: /^(Pay|Place order)/ });

describe('checkout screen (spec 2 §2, §5)', () => {
  it('draws the UK delivery form: sections, the tel input, the postcode and the opt-in box unticked', () => {
    show({ form: form({ postcode: 'NW1 8QP' }) });
    for (const name of ['Your details', 'Delivery address', 'Tip your driver', 'Payment', 'Your order']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    const phone = screen.getByLabelText('Phone number');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('NW1 8QP');
    expect((screen.getByRole('checkbox', { name: /send me offers/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: /Contact-free delivery/ })).toBeTruthy();
    expect(screen.getByText('We deliver here.')).toBeTruthy();
  });

  it('shows an error when a field is left, tied to it and announced', () => {
    show({ form: form({ email: 'not-an-email' }) });
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(email);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please enter a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('on the pay click shows every error, focuses the first invalid field and does not submit', () => {
    const { calls } = show({ form: form({ paymentType: 'card' }) });
    fireEvent.click(pay());
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your address')).toBeTruthy();
    expect(calls.some(([name]) => name === 'submit')).toBe(false);
  });

  it("06-G5/06-G9: 'Please enter a valid {fieldName}' for a bad postcode; India's mobile texts for a bad phone", () => {
    const { rerender } = show({ form: { ...validUkForm, postcode: 'NW1' } });
    fireEvent.click(pay());
    expect(screen.getByText('Please enter a valid postcode')).toBeTruthy();
    const india = { market: 'IN' as const, sector: 'in-1', tipping: false, sessionAddress: '12 MG Road, Bengaluru', payments: [{ type: 'razorpay', disabledReason: null }] };
    rerender({ ...india, form: form({ name: 'Priya Sharma', email: 'priya@example.com', phone: '58765 43210', interior: 'Flat 4', paymentType: 'razorpay' }) });
    fireEvent.click(pay());
    expect(screen.getByText('Mobile numbers should start with 6,7,8 or 9')).toBeTruthy();
    rerender({ ...india, form: form({ name: 'Priya Sharma', email: 'priya@example.com', phone: '98765 432', interior: 'Flat 4', paymentType: 'razorpay' }) });
    fireEvent.click(pay());
    expect(screen.getByText('Mobile should consist of 10 digits')).toBeTruthy();
  });

  it('says a house number alone is not a full address (06-G7)', () => {
    show({ form: { ...validUkForm, addressLine1: '12' } });
    fireEvent.click(pay());
    expect(screen.getByText('Our driver needs your full address')).toBeTruthy();
  });

  it("says the postcode is another hut's or undeliverable (spec 2 §5)", () => {
    const { rerender } = show({ form: validUkForm, postcodeCheck: 'other-hut' });
    fireEvent.click(pay());
    expect(screen.getByText("Sorry, your chosen Hut doesn't deliver to this postcode.")).toBeTruthy();
    rerender({ form: validUkForm, postcodeCheck: 'not-deliverable' });
    expect(screen.getByText("Sorry, we don't deliver to your address.")).toBeTruthy();
  });

  it('submits a valid form through the order flow', () => {
    const { calls } = show({ form: validUkForm });
    expect(pay().textContent).toBe('Pay £21.50');
    fireEvent.click(pay());
    expect(calls).toContainEqual(['submit']);
  });

  it("stops at 'Sorry, we don't deliver to your address.' when the geocoded address check fails (10-G11)", async () => {
    const calls: [string, ...unknown[]][] = [];
    render(
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <CheckoutView
            model={model({ form: validUkForm })}
            actions={{ ...actions((...call) => calls.push(call)), checkAddress: async () => false }}
          />
        </I18nextProvider>
      </MemoryRouter>,
    );
    fireEvent.click(pay());
    expect(await screen.findByText("Sorry, we don't deliver to your address.")).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe("Sorry, we don't deliver to your address.");
    expect(calls).not.toContainEqual(['submit']);
  });

  it('asks for the phone without a driver on collection (10-G33)', () => {
    show({ form: validUkForm, disposition: 'collection', tipping: false });
    expect(screen.getByText('In case the restaurant needs to reach you about your order.')).toBeTruthy();
    expect(screen.queryByText(/driver needs to reach you/)).toBeNull();
  });

  it("reads 'Place order' for cash, and shows the busy state", () => {
    const { rerender } = show({ form: { ...validUkForm, paymentType: 'cash' } });
    expect(pay().textContent).toBe('Place order');
    rerender({ form: validUkForm, busy: true });
    const button = screen.getByRole('button', { name: /Placing your order/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('waits offline with the reason, and comes back online', () => {
    const { calls, rerender } = show({ form: validUkForm, offline: true });
    expect(pay().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Paying needs a connection — your details are saved')).toBeTruthy();
    rerender({ form: validUkForm, offline: false });
    expect(pay().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Paying needs a connection — your details are saved')).toBeNull();
    fireEvent.click(pay());
    expect(calls).toContainEqual(['submit']);
  });

  it('stores the payment choice, and shows the cash limit', () => {
    const { calls } = show({ form: validUkForm });
    const cards = screen.getByRole('group', { name: 'Choose how to pay' });
    expect(within(cards).getByText('Cash on orders under £50.00')).toBeTruthy();
    fireEvent.click(within(cards).getByRole('radio', { name: /PayPal/ }));
    expect(calls).toContainEqual(['change', { paymentType: 'paypal' }]);
  });

  it('13-G5: labels pay-later clearly with its surcharge and cap, and says when the order is over the cap', () => {
    const payLater = { cap: 100, surcharges: { credit: 0.99, debit: 0 } };
    show({
      form: validUkForm,
      payLater,
      payments: [
        { type: 'card', disabledReason: null },
        { type: 'paylater_credit', disabledReason: null },
        { type: 'paylater_debit', disabledReason: 'PAY_LATER_LIMIT' },
      ],
    });
    const cards = screen.getByRole('group', { name: 'Choose how to pay' });
    expect(within(cards).getByRole('radio', { name: /^Pay later by credit card/ })).toBeTruthy();
    expect(within(cards).getByText('Adds 99p · orders up to £100.00')).toBeTruthy();
    expect(within(cards).getByText('Pay later is for orders up to £100.00')).toBeTruthy();
    expect((within(cards).getByRole('radio', { name: /^Pay later by debit card/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('says a gift card covers the order and places it', () => {
    show({ form: validUkForm, price: price({ giftCardCredit: 21.5, amountDue: 0 }) });
    expect(screen.getByText(/Your gift card covers this order/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Choose how to pay' })).toBeNull();
    expect(pay().textContent).toBe('Place order');
  });

  it('adds a percentage tip of the goods', () => {
    const { calls } = show({ form: validUkForm });
    // English writes '15%' without a space (10-G33); French keeps '15 %'.
    fireEvent.click(screen.getByRole('radio', { name: /^15%/ }));
    expect(calls).toContainEqual(['change', { tip: { option: '15%', amount: 3 } }]);
  });

  it('06-G12: delivery offers contact-free and collection offers curbside, each ticked into the form', () => {
    const { calls, rerender } = show({ form: validUkForm });
    expect(screen.queryByRole('checkbox', { name: /Curbside collection/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Contact-free delivery/ }));
    expect(calls).toContainEqual(['change', { contactFree: true }]);
    rerender({ form: validUkForm, disposition: 'collection', tipping: false });
    expect(screen.queryByRole('checkbox', { name: /Contact-free delivery/ })).toBeNull();
    const curbside = screen.getByRole('checkbox', { name: /Curbside collection/ }) as HTMLInputElement;
    expect(curbside.checked).toBe(false);
    fireEvent.click(curbside);
    expect(calls).toContainEqual(['change', { isCurbside: true }]);
  });

  it('counts the instructions against the market limit', () => {
    show({ market: 'IN', sector: 'in-1', instructionsMax: 28, form: form({ instructions: 'Ring twice' }), tipping: false });
    expect(screen.getByText('10 of 28 characters')).toBeTruthy();
    expect(screen.getByLabelText(/Instructions for the driver/).getAttribute('maxlength')).toBe('28');
  });

  it('India: the terms link opens in a new tab and the terms must be accepted', () => {
    show({ market: 'IN', sector: 'in-1', tipping: false, sessionAddress: '12 MG Road, Bengaluru', payments: [{ type: 'razorpay', disabledReason: null }] });
    const link = screen.getByRole('link', { name: /Terms and Conditions/ });
    expect(link.getAttribute('href')).toBe('/terms/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('12 MG Road, Bengaluru')).toBeTruthy();
    fireEvent.click(pay());
    expect(screen.getByText('Please accept Terms and Conditions')).toBeTruthy();
  });

  it('Canada: first and last name and an opt-out box', () => {
    show({ market: 'CA', sector: 'ca-1', marketingConsent: 'opt-out', form: form({ marketing: true }) });
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByLabelText('Last name')).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect((screen.getByRole('checkbox', { name: /No thanks/ }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the password hint 'n/8' with what is missing", () => {
    show({ password: 'abc1' });
    expect(screen.getByText('4/8 characters')).toBeTruthy();
    expect(screen.getByText(/Still needed: an uppercase letter/)).toBeTruthy();
  });

  it('priority delivery: reserves on, and says so when it is not available', async () => {
    const calls: [string, ...unknown[]][] = [];
    render(
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <CheckoutView
            model={model({ form: validUkForm, priority: { offered: true, reservation: null } })}
            actions={{ ...actions((...call) => calls.push(call)), setPriority: async () => 'unavailable' }}
          />
        </I18nextProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Priority delivery' }));
    expect(await screen.findByText('Priority delivery is not available right now')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Priority delivery' }).getAttribute('aria-checked')).toBe('false');
  });

  it('lists the money with the tip and priority delivery, and links back to the basket', () => {
    show({
      price: price({
        surcharges: [
          { type: 'deliverySupplement', amount: 1.5 },
          { type: 'driverTip', amount: 2, tippingOption: '10%' },
          { type: 'priorityDelivery', amount: 2.99 },
        ],
        total: 26.49,
        amountDue: 26.49,
      }),
    });
    const summary = screen.getByRole('complementary', { name: 'Your order' });
    expect(summary.textContent).toContain('Driver tip£2.00');
    expect(summary.textContent).toContain('Priority delivery£2.99');
    expect(summary.textContent).toContain('Total£26.49');
    expect(within(summary).getByRole('link', { name: 'Edit basket' }).getAttribute('href')).toBe('#basket');
  });

  it('speaks French', async () => {
    await changeLanguage('fr-FR');
    try {
      show({ market: 'FR', sector: 'fr-1', tipping: false, form: form({ email: 'x' }) });
      fireEvent.blur(screen.getByLabelText('Adresse e-mail'));
      expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir une adresse e-mail valide');
      expect(screen.getByRole('heading', { name: 'Vos coordonnées' })).toBeTruthy();
    } finally {
      await changeLanguage('en-GB');
    }
  });
});

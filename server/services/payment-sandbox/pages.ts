import type { ApplePayContactError } from '../../../src/domain/checkout';
import { CONTACT_FORM_FIELD, type ApplePayContactForm, type ApplePayContactFormField } from './apple-pay';
import type { CardField, CardForm } from './cards';
import { TEST_CARDS, formatCardNumber } from './cards';
import { html, page, type Html } from './html';
import { applePayErrorText, fill, googlePayErrorText, walletTexts, type SheetLanguage, type WalletTexts } from './wallet-texts';
import type { GooglePayShippingError } from '../../../src/domain/checkout';
import { REDIRECT_METHODS } from './redirect-methods';

/** How the Indian redirect pages name their methods (13-G6). */
const METHOD_LABELS: Record<string, string> = { card: 'Card', upi: 'UPI', netbanking: 'Net banking', wallet: 'Wallet' };

/**
 * The sandbox providers' pages. Each is a plain form posting back to the sandbox; a framed page
 * posts with target="_top" so the result (a redirect to the app's card-details page) replaces the
 * whole app page instead of loading the app inside the frame.
 */

export interface PaymentFacts {
  merchant: string;
  /** Already formatted in the market's currency. */
  amount: string;
  transactionId: string;
  returnUrl: string;
  /**
   * The token the page was opened with (providers.ts paymentToken: the transaction and the amount it
   * was opened for), posted back with every form so the sandbox authorises only that amount.
   */
  token?: string;
  /** The wallet sheet's language (13-G19): its hut's. The other pages are the providers' own, in English. */
  language?: SheetLanguage;
}

const PROVIDER_NAMES: Record<string, string> = {
  worldpay: 'Worldpay',
  hipay: 'HiPay',
  microform: 'Microform',
  eigen: 'Eigen',
  vtex: 'VTEX',
  razorpay: 'Razorpay',
  paytm: 'Paytm',
  phonepe: 'PhonePe',
  googlepay: 'Google Pay',
  applepay: 'Apple Pay',
  paypal: 'PayPal',
  terminal: 'Card terminal',
};

export const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;

const hidden = (name: string, value: string | undefined) => (value ? html`<input type="hidden" name="${name}" value="${value}">` : null);

function field(name: CardField, label: string, value: string, error: string | undefined, attributes: Html): Html {
  const errorId = `${name}-error`;
  return html`<div>
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${value}" ${attributes} ${error ? html`aria-invalid="true" aria-describedby="${errorId}"` : null}>
${error ? html`<p class="error" id="${errorId}" role="alert">${error}</p>` : null}
</div>`;
}

export interface CardPageInput extends PaymentFacts {
  provider: string;
  framed: boolean;
  form: CardForm;
  errors: Partial<Record<CardField, string>>;
}

export function cardPage(input: CardPageInput): string {
  const { provider, framed, form, errors } = input;
  const target = framed ? html` target="_top"` : null;
  const action = `/sandbox/card/${encodeURIComponent(input.transactionId)}`;
  const common = html`${hidden('returnUrl', input.returnUrl)}${hidden('frame', framed ? '1' : undefined)}${hidden('token', input.token)}`;
  const body = html`<h1>${providerName(provider)}: pay by card</h1>
<p class="merchant">Pay ${input.merchant}</p>
<p class="amount">${input.amount}</p>
<form method="post" action="${action}"${target} novalidate>
${common}
${field('number', 'Card number', form.number, errors.number, html`inputmode="numeric" autocomplete="cc-number" required`)}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', form.expiry, errors.expiry, html`inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required`)}
${field('cvc', 'Security code', form.cvc, errors.cvc, html`inputmode="numeric" autocomplete="cc-csc" required`)}
</div>
${field('name', 'Name on card', form.name, errors.name, html`autocomplete="cc-name" required`)}
<button type="submit">Pay ${input.amount}</button>
</form>
<form method="post" action="${action}/cancel"${target}>
${common}
<button type="submit" class="link">Cancel</button>
</form>
<table>
<caption>Test cards (any future expiry, any CVC)</caption>
<thead><tr><th scope="col">Number</th><th scope="col">Result</th></tr></thead>
<tbody>${TEST_CARDS.map((card) => html`<tr><td>${formatCardNumber(card.number)}</td><td>${card.label}</td></tr>`)}</tbody>
</table>`;
  return page({ title: `${providerName(provider)}: pay ${input.amount}`, brand: provider, framed, body });
}

export function challengePage(input: PaymentFacts & { provider: string; framed: boolean; last4: string }): string {
  const target = input.framed ? html` target="_top"` : null;
  const action = `/sandbox/card/${encodeURIComponent(input.transactionId)}/challenge`;
  const common = html`${hidden('returnUrl', input.returnUrl)}${hidden('frame', input.framed ? '1' : undefined)}${hidden('token', input.token)}`;
  const body = html`<h1>3-D Secure: confirm it is you</h1>
<p class="merchant">Your bank asks you to confirm a payment of ${input.amount} to ${input.merchant} with the card ending ${input.last4}.</p>
<form method="post" action="${action}"${target}>
${common}
<button type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail" class="danger">Fail authentication</button>
</form>`;
  return page({ title: '3-D Secure authentication', brand: input.provider, framed: input.framed, body });
}

export function redirectProviderPage(input: PaymentFacts & { provider: string; providerOrderId: string; customerOrderReference: string }): string {
  const action = `/sandbox/${input.provider}/checkout`;
  const body = html`<h1>${providerName(input.provider)}</h1>
<p class="merchant">${input.merchant}, order ${input.customerOrderReference}</p>
<p class="amount">${input.amount}</p>
<form method="post" action="${action}">
${hidden('order_id', input.providerOrderId)}${hidden('returnUrl', input.returnUrl)}
<fieldset class="methods"><legend>Pay with</legend>
${(REDIRECT_METHODS[input.provider] ?? []).map((method, index) => html`<label><input type="radio" name="method" value="${method}"${index === 0 ? html` checked` : html``}> ${METHOD_LABELS[method] ?? method}</label>`)}
</fieldset>
<button type="submit" name="result" value="success">Pay ${input.amount}</button>
<button type="submit" name="result" value="failed" class="danger">Payment failed</button>
<button type="submit" name="result" value="cancel" class="secondary">Cancel</button>
</form>`;
  return page({ title: `${providerName(input.provider)}: pay ${input.amount}`, brand: input.provider, body });
}

export interface WalletPageInput extends PaymentFacts {
  provider: string;
  /** Google Pay delivery orders ask for the shipping postcode (spec 2 §5). */
  askShipping: boolean;
  shippingPostcode: string;
  /**
   * 13-G14: the page skips the shipping-postcode check in development or when it localised by search
   * (facts only the page knows; in a real wallet the check is the page's own callback), and says so
   * on the sheet's link; the sheet carries it to its Pay.
   */
  skipShippingCheck?: boolean;
  error: GooglePayShippingError | null;
  /** Apple Pay delivery orders ask the wallet's shipping and billing contact (spec 2 §5; 06-G20). */
  contact?: ApplePayContactForm | null;
  contactErrors?: readonly ApplePayContactError[];
}

const CONTACT_AUTOCOMPLETE: Record<ApplePayContactFormField, string> = {
  givenName: 'shipping given-name',
  familyName: 'shipping family-name',
  addressLine: 'shipping address-line1',
  postalCode: 'shipping postal-code',
  emailAddress: 'email',
  phoneNumber: 'tel',
  billingGivenName: 'billing given-name',
  billingFamilyName: 'billing family-name',
  billingCountry: 'billing country',
};

function contactField(texts: WalletTexts, name: ApplePayContactFormField, value: string, messages: readonly string[]): Html {
  const label = texts.sheet.fields[name];
  const autocomplete = CONTACT_AUTOCOMPLETE[name];
  const errorId = `${name}-error`;
  const invalid = messages.length > 0;
  return html`<div>
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${value}" autocomplete="${autocomplete}" ${invalid ? html`aria-invalid="true" aria-describedby="${errorId}"` : null}>
${invalid ? html`<p class="error" id="${errorId}">${messages.join('; ')}</p>` : null}
</div>`;
}

/** The Apple Pay contact: every failing check is listed at the top and beside its field. */
function contactFields(texts: WalletTexts, contact: ApplePayContactForm, errors: readonly ApplePayContactError[]): Html {
  const text = (error: ApplePayContactError) => applePayErrorText(texts, error.message);
  const messagesOf = (name: ApplePayContactFormField) => errors.filter((error) => CONTACT_FORM_FIELD[error.field] === name).map(text);
  const fields = (names: ApplePayContactFormField[]) => names.map((name) => contactField(texts, name, contact[name], messagesOf(name)));
  return html`${errors.length > 0 ? html`<div class="alert" id="contact-errors" role="alert"><ul>${errors.map((error) => html`<li>${text(error)}</li>`)}</ul></div>` : null}
<fieldset>
<legend>${texts.sheet.shippingContact}</legend>
${fields(['givenName', 'familyName', 'addressLine', 'postalCode', 'emailAddress', 'phoneNumber'])}
</fieldset>
<fieldset>
<legend>${texts.sheet.billingContact}</legend>
${fields(['billingGivenName', 'billingFamilyName', 'billingCountry'])}
</fieldset>`;
}

export function walletPage(input: WalletPageInput): string {
  const language = input.language ?? 'en';
  const texts = walletTexts(language);
  const action = `/sandbox/wallet/${encodeURIComponent(input.transactionId)}`;
  const shipping = input.askShipping
    ? html`<label for="shippingPostcode">${texts.sheet.shippingPostcode}</label>
<input id="shippingPostcode" name="shippingPostcode" value="${input.shippingPostcode}" autocomplete="shipping postal-code" ${input.error ? html`aria-invalid="true" aria-describedby="shipping-error"` : null}>`
    : null;
  const payAmount = fill(texts.sheet.payAmount, { amount: input.amount });
  const body = html`<h1>${providerName(input.provider)}</h1>
<p class="merchant">${fill(texts.sheet.pay, { merchant: input.merchant })}</p>
<p class="amount">${input.amount}</p>
${input.error ? html`<div class="alert" id="shipping-error" role="alert"><p>${googlePayErrorText(texts, input.error)}</p><p>${fill(texts.sheet.reason, { reason: 'SHIPPING_ADDRESS_INVALID' })}</p></div>` : null}
<form method="post" action="${action}">
${hidden('returnUrl', input.returnUrl)}${hidden('token', input.token)}${hidden('shippingCheck', input.askShipping && input.skipShippingCheck ? 'skip' : undefined)}
${shipping}
${input.contact ? contactFields(texts, input.contact, input.contactErrors ?? []) : null}
<button type="submit" name="result" value="pay">${payAmount}</button>
<button type="submit" name="result" value="cancel" class="secondary">${texts.sheet.cancel}</button>
</form>`;
  return page({ title: `${providerName(input.provider)}: ${payAmount}`, brand: input.provider, body, lang: language });
}

/** A page that explains itself; `back` links to the shop (the whole window, should the page be framed). */
export function messagePage(title: string, message: string, back?: { href: string; label: string }): string {
  const link = back ? html`<p><a href="${back.href}" target="_top">${back.label}</a></p>` : null;
  return page({ title, brand: 'sandbox', body: html`<h1>${title}</h1><p>${message}</p>${link}` });
}

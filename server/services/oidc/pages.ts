import { html, type Html } from '../payment-sandbox/html';
import type { IdentityProvider } from '../../db/schema-identity';
import { PROVIDER_BRANDS, type StandInUser } from './stand-in-users';

/**
 * The local providers' pages (11-G42): the account chooser (sign-in) and the consent page of each
 * stand-in, server-rendered like the payment sandbox's pages (no scripts, every value escaped, one
 * stylesheet beside them), in the product's colours with the provider's own mark, and labelled as a
 * test provider so nobody mistakes it for the real one. Texts in English only: they stand for the
 * providers' own pages, which the product does not translate.
 */

export const OIDC_CSS_PATH = '/sandbox/oidc/oidc.css';

function page(provider: IdentityProvider, title: string, body: Html): string {
  const brand = PROVIDER_BRANDS[provider];
  return `<!doctype html>
${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – ${brand.name} (test provider)</title>
<link rel="stylesheet" href="${OIDC_CSS_PATH}">
</head>
<body class="${`brand-${brand.brand}`}">
<main class="sheet">
<header class="provider">
<span class="mark" aria-hidden="true">${brand.name.charAt(0)}</span>
<span class="provider-name">${brand.name}</span>
<span class="badge">Test provider</span>
</header>
${body}
<p class="note">A local stand-in for ${brand.name} sign-in: no real ${brand.name} account is used.</p>
</main>
</body>
</html>`.text}
`;
}

const initials = (user: { givenName: string; familyName: string }) => `${user.givenName.charAt(0)}${user.familyName.charAt(0)}`;

export interface ChooserPage {
  provider: IdentityProvider;
  /** The form's target: the interaction's login path. */
  action: string;
  clientName: string;
  users: readonly StandInUser[];
  email?: string;
  error?: string;
}

/** Step 1: choose an account (one tap) or type an e-mail address. */
export function chooserPage({ provider, action, clientName, users, email = '', error }: ChooserPage): string {
  const brand = PROVIDER_BRANDS[provider];
  const choices = users.map(
    (user) => html`<li><form method="post" action="${action}">
<input type="hidden" name="account" value="${user.id}">
<button type="submit" class="account"><span class="avatar" aria-hidden="true">${initials(user)}</span><span class="who"><span class="name">${`${user.givenName} ${user.familyName}`}</span><span class="email">${user.email}</span></span></button>
</form></li>`,
  );
  return page(
    provider,
    'Choose an account',
    html`<h1>Choose an account</h1>
<p class="lead">to continue to ${clientName}</p>
<ul class="accounts" aria-label="Test accounts">${choices}</ul>
<p class="hint">${brand.name} test accounts: pick one to sign in at once.</p>
<form method="post" action="${action}" class="other" novalidate>
<h2>Use another account</h2>
${error ? html`<p class="error" id="email-error" role="alert">${error}</p>` : null}
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" value="${email}"${error ? html` aria-invalid="true" aria-describedby="email-error"` : null}>
<label for="given_name">First name (optional)</label>
<input id="given_name" name="given_name" type="text" autocomplete="given-name">
<label for="family_name">Last name (optional)</label>
<input id="family_name" name="family_name" type="text" autocomplete="family-name">
<button type="submit" class="primary">Next</button>
</form>
<form method="post" action="${action.replace(/\/login$/, '/abort')}">
<button type="submit" class="link">Cancel and go back to ${clientName}</button>
</form>`,
  );
}

export interface ConsentPage {
  provider: IdentityProvider;
  action: string;
  clientName: string;
  user: { givenName: string; familyName: string; email: string | null };
  /** What the client asks for, in words ('your name and profile picture', 'your e-mail address'). */
  asks: readonly string[];
}

/** Step 2: "Continue as Ada Lovelace with Google (test provider)". */
export function consentPage({ provider, action, clientName, user, asks }: ConsentPage): string {
  const brand = PROVIDER_BRANDS[provider];
  const fullName = `${user.givenName} ${user.familyName}`;
  return page(
    provider,
    `Sign in to ${clientName}`,
    html`<h1>Sign in to ${clientName}</h1>
<p class="signed-as"><span class="avatar" aria-hidden="true">${initials(user)}</span><span class="who"><span class="name">${fullName}</span>${user.email ? html`<span class="email">${user.email}</span>` : null}</span></p>
<p>${brand.name} will share with ${clientName}:</p>
<ul class="asks">${asks.map((ask) => html`<li>${ask}</li>`)}</ul>
<form method="post" action="${action}">
<input type="hidden" name="decision" value="allow">
<button type="submit" class="primary">${`Continue as ${user.givenName} with ${brand.name} (test provider)`}</button>
</form>
<form method="post" action="${action}">
<input type="hidden" name="decision" value="deny">
<button type="submit" class="secondary">Cancel</button>
</form>`,
  );
}

/** An error of the provider (expired interaction, bad request) in the same frame. */
export function providerErrorPage(provider: IdentityProvider, message: string): string {
  return page(
    provider,
    'Something went wrong',
    html`<h1>Something went wrong</h1>
<p class="lead">${message}</p>
<p><a class="button" href="/account/">Back to Pizza Hut</a></p>`,
  );
}

/** The stylesheet of every stand-in page: the product's tokens (src/app/styles.css), the provider's mark. */
export const OIDC_CSS = `
:root { color-scheme: light; --brand: #c8102e; --ink: #1d1b1a; --ink-soft: #5b5552; --paper: #fbf7f2; --line: #e9e1d8; --error: #b3261e; --mark: #1d1b1a;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--paper); color: var(--ink); line-height: 1.5; }
.sheet { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 14px; box-shadow: 0 1px 2px rgb(0 0 0 / 6%), 0 6px 20px rgb(0 0 0 / 8%); }
@media (max-width: 480px) { .sheet { margin: 0; min-height: 100vh; border-radius: 0; box-shadow: none; } }
.provider { display: flex; align-items: center; gap: 0.5rem; margin-bottom: 1.25rem; }
.mark { display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%; background: var(--mark); color: #fff; font-weight: 800; }
.provider-name { font-weight: 700; }
.badge { margin-left: auto; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; padding: 0.15rem 0.5rem; border-radius: 999px; background: #fde8eb; color: #9e0b23; }
h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
h2 { font-size: 1rem; margin: 1.5rem 0 0.25rem; }
.lead { margin: 0 0 1rem; color: var(--ink-soft); }
.accounts { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--line); }
.accounts li { border-bottom: 1px solid var(--line); }
.accounts form { margin: 0; }
button.account { display: flex; align-items: center; gap: 0.75rem; width: 100%; min-height: 64px; margin: 0; padding: 0.5rem 0.25rem; background: none; border: 0; border-radius: 0; color: var(--ink); text-align: left; cursor: pointer; font: inherit; }
button.account:hover { background: #f7f2ec; }
.avatar { flex: none; display: inline-grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: 50%; background: var(--mark); color: #fff; font-weight: 700; }
.who { display: flex; flex-direction: column; min-width: 0; }
.name { font-weight: 700; }
.email { color: var(--ink-soft); font-size: 0.9rem; overflow-wrap: anywhere; }
.signed-as { display: flex; align-items: center; gap: 0.75rem; padding: 0.75rem; border: 1px solid var(--line); border-radius: 8px; }
.asks { padding-left: 1.25rem; }
label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
input { width: 100%; min-height: 48px; padding: 0.5rem 0.75rem; font: inherit; border: 1px solid #8a817c; border-radius: 8px; }
input[aria-invalid='true'] { border-color: var(--error); }
.error { color: var(--error); margin: 0.5rem 0 0; font-weight: 600; }
button { min-height: 48px; width: 100%; margin-top: 1rem; font: inherit; font-weight: 700; border: 2px solid transparent; border-radius: 999px; cursor: pointer; }
button.primary { background: var(--brand); color: #fff; }
button.primary:hover { background: #9e0b23; }
button.secondary { background: #fff; color: var(--brand); border-color: var(--brand); }
button.link { background: none; color: var(--ink-soft); text-decoration: underline; font-weight: 400; }
a.button { display: inline-block; min-height: 48px; padding: 0.75rem 1.25rem; border-radius: 999px; background: var(--brand); color: #fff; font-weight: 700; text-decoration: none; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.hint, .note { font-size: 0.85rem; color: var(--ink-soft); }
.note { margin: 1.5rem 0 0; border-top: 1px solid var(--line); padding-top: 0.75rem; }
.brand-google { --mark: #1a73e8; }
.brand-facebook { --mark: #1877f2; }
.brand-apple { --mark: #000; }
`;

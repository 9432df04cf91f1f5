/**
 * The sandbox pages' HTML: server-rendered, no scripts (the app's CSP allows none inline, and a
 * hosted payment page needs none), one stylesheet served beside them, every value escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** A template tag that escapes every interpolated value unless it is already Html. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

type Value = string | number | Html | readonly Html[] | null | undefined | false;

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let text = strings[0]!;
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1]!;
  });
  return new Html(text);
}

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map((part: Html) => part.text).join('');
  return escapeHtml(String(value));
}

export interface PageOptions {
  title: string;
  /** The provider's look: a class on <body> (worldpay, hipay, razorpay, googlepay, …). */
  brand: string;
  framed?: boolean;
  body: Html;
  /** The page's language (the wallet sheet follows its hut's, 13-G19); English by default. */
  lang?: string;
}

export function page({ title, brand, framed = false, body, lang = 'en' }: PageOptions): string {
  return `<!doctype html>
${html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
</head>
<body class="${`brand-${brand}${framed ? ' framed' : ''}`}">
<main class="sheet">
<p class="sandbox-note" lang="en">Payment sandbox: no real money moves.</p>
${body}
</main>
</body>
</html>`.text}
`;
}

/** Stylesheet of every sandbox page (served at /sandbox/sandbox.css). */
export const SANDBOX_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { margin: 0; background: #f3f4f6; color: #111827; }
body.framed { background: #fff; }
.sheet { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
body.framed .sheet { margin: 0 auto; box-shadow: none; }
h1 { font-size: 1.35rem; margin: 0 0 0.25rem; }
.merchant { margin: 0 0 1rem; color: #374151; }
.amount { font-size: 1.6rem; font-weight: 700; margin: 0 0 1rem; }
.sandbox-note { font-size: 0.8rem; color: #6b7280; margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 0.5rem 0.75rem; font-size: 1rem; border: 1px solid #9ca3af; border-radius: 8px; }
input[aria-invalid='true'] { border-color: #b91c1c; }
.row { display: flex; gap: 0.75rem; }
.row > div { flex: 1; }
.error { color: #b91c1c; margin: 0.25rem 0 0; font-size: 0.9rem; }
.alert { color: #7f1d1d; background: #fee2e2; border-radius: 8px; padding: 0.75rem; margin: 0 0 1rem; }
.alert ul { margin: 0; padding-left: 1.25rem; }
fieldset { border: 1px solid #e5e7eb; border-radius: 8px; margin: 0 0 1rem; padding: 0 0.75rem 0.75rem; }
legend { font-weight: 700; padding: 0 0.25rem; }
button { min-height: 48px; width: 100%; margin-top: 1rem; font-size: 1rem; font-weight: 700; border: 0; border-radius: 8px; cursor: pointer; background: #1d4ed8; color: #fff; }
button.secondary { background: #e5e7eb; color: #111827; }
button.link { background: none; color: #1d4ed8; text-decoration: underline; font-weight: 400; }
button.danger { background: #b91c1c; }
button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; margin-top: 1.25rem; font-size: 0.85rem; }
th, td { text-align: left; padding: 0.35rem 0.25rem; border-top: 1px solid #e5e7eb; }
.brand-worldpay h1 { color: #b91c1c; }
.brand-hipay h1 { color: #1e3a8a; }
.brand-microform h1 { color: #0f766e; }
.brand-eigen h1 { color: #7c2d12; }
.brand-eigen button[type="submit"]:not(.link):not(.danger) { background: #7c2d12; }
.brand-vtex h1 { color: #be185d; }
.brand-vtex button[type="submit"]:not(.link):not(.danger) { background: #be185d; }
.brand-razorpay h1 { color: #2563eb; }
.brand-paytm h1 { color: #0ea5e9; }
.brand-phonepe h1 { color: #5b21b6; }
.brand-googlepay h1, .brand-applepay h1, .brand-paypal h1 { color: #111827; }
`;

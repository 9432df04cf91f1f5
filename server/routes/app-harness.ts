import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { SANDBOX_POLICY } from '../http/security-headers';

/**
 * The mobile-app wrapper stand-in (14-G29): there is no native app, so in development (DEV_ENDPOINTS=1,
 * like GET /dev/events) GET /dev/app-harness embeds the product in a frame and plays the native side.
 * It sets the platform, app id and version (a deprecated id opens the decommission modal, S3 §2.7),
 * records every page → app message in a visible log, answers tracking-permission requests with each
 * status (S3 §4.7) and hands over an app session (S3 §6). The e2e (e2e/app-bridge.spec.ts) drives it.
 *
 * Picks, written down (14-G20: the spec does not show the wrapper):
 * - How the framed page reaches the harness: the harness defines `window.PizzaHutAppHost` on itself and
 *   loads the product with `?app=<platform>&appId&appVersion`; the product, framed by its own origin,
 *   takes its parent's host object (src/app-bridge/host.ts). A reload or a route change inside the frame
 *   keeps the channel, which an object injected into the frame's window would lose at each load.
 * - The app → page answers go by `frame.contentWindow.postMessage({source: 'pizzahut-app', …}, origin)`:
 *   same origin, the shape src/domain/app-bridge/messages.ts validates.
 * - The product's pages forbid framing (`frame-ancestors 'none'`). With DEV_ENDPOINTS=1 only, a page the
 *   browser loads into a frame (`Sec-Fetch-Dest: iframe`) may be framed by this origin ('self'); production
 *   never mounts this (settings.ts refuses DEV_ENDPOINTS there).
 * - A service worker installed by a normal tab serves the app shell from its precache, with the
 *   'none' policy: the harness unregisters the origin's workers before it loads the frame, and a framed
 *   product does not register one (src/app/register-sw.ts).
 * - The page's script is a file of its own: the policy allows no inline script.
 */
export function appHarnessRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/dev/app-harness', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(HARNESS_HTML);
  });
  routes.get('/dev/app-harness.js', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(HARNESS_SCRIPT);
  });
  return routes;
}

/**
 * Development only, mounted before the security headers' middleware so it runs after it: a document
 * loaded into a frame may be framed by this origin (the harness above). Everything else keeps 'none'.
 */
export const frameableInDevelopment: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.header('sec-fetch-dest') !== 'iframe') return;
  if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
  c.res.headers.set('Content-Security-Policy', SANDBOX_POLICY);
};

const HARNESS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>App wrapper harness (development)</title>
<style>
  :root { font: 16px/1.4 system-ui, sans-serif; color: #1d1d1b; background: #f4f1ec; }
  body { margin: 0; padding: 16px; display: grid; gap: 16px; grid-template-columns: minmax(300px, 420px) 1fr; align-items: start; }
  @media (max-width: 900px) { body { grid-template-columns: 1fr; } }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  h2 { font-size: 1rem; margin: 0 0 8px; }
  p.hint { margin: 0 0 12px; color: #555; font-size: .875rem; }
  fieldset { border: 1px solid #c9c3b8; border-radius: 8px; margin: 0 0 12px; padding: 12px; background: #fff; }
  legend { font-weight: 700; padding: 0 4px; }
  label { display: block; font-size: .875rem; margin: 8px 0 2px; }
  input, select { box-sizing: border-box; width: 100%; min-height: 44px; padding: 6px 10px; font: inherit; border: 1px solid #8a8478; border-radius: 6px; }
  button { min-height: 44px; padding: 6px 14px; font: inherit; font-weight: 600; border-radius: 22px; border: 2px solid #c8102e; background: #c8102e; color: #fff; cursor: pointer; margin: 8px 8px 0 0; }
  button.secondary { background: #fff; color: #c8102e; }
  button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #1d63ed; outline-offset: 2px; }
  .device { display: grid; gap: 8px; justify-items: start; }
  iframe { width: 390px; height: min(844px, calc(100vh - 32px)); max-width: 100%; border: 10px solid #222; border-radius: 28px; background: #fff; }
  #log { list-style: none; margin: 0; padding: 0; max-height: 320px; overflow: auto; font: 13px/1.4 ui-monospace, monospace; background: #fff; border: 1px solid #c9c3b8; border-radius: 8px; }
  #log li { padding: 6px 10px; border-bottom: 1px solid #eee; overflow-wrap: anywhere; }
  #log li[data-direction="app-to-page"] { background: #eef6ee; }
  #log:empty::before { content: "No messages yet."; display: block; padding: 6px 10px; color: #555; }
</style>
</head>
<body>
<main class="controls" aria-labelledby="harness-title">
  <h1 id="harness-title">App wrapper harness</h1>
  <p class="hint">Development only (14-G29). Plays the native app around the product: the frame's page talks to this harness through <code>window.PizzaHutAppHost</code>.</p>
  <form id="start">
    <fieldset>
      <legend>App</legend>
      <label for="platform">Platform</label>
      <select id="platform" name="platform">
        <option value="android">ANDROID</option>
        <option value="ios">IOS</option>
      </select>
      <label for="app-id">App id</label>
      <input id="app-id" name="appId" list="app-ids" value="com.pizzahut.uk" autocomplete="off" aria-describedby="app-id-hint">
      <datalist id="app-ids">
        <option value="com.pizzahut.uk">current</option>
        <option value="com.pizzahut.uk.v2">deprecated: soft update</option>
        <option value="com.pizzahut.uk.legacy">retired: hard update</option>
        <option value="com.pizzahut.ca.v2">deprecated (Canada): soft update</option>
        <option value="com.pizzahut.fr.legacy">retired (France): hard update</option>
      </datalist>
      <p class="hint" id="app-id-hint">A deprecated id (<code>.v2</code>) or a retired one (<code>.legacy</code>) opens the decommission modal.</p>
      <label for="app-version">App version</label>
      <input id="app-version" name="appVersion" value="5.0.0" inputmode="decimal" autocomplete="off">
      <label for="start-path">Start at</label>
      <input id="start-path" name="path" value="/" autocomplete="off">
      <button type="submit" disabled>Start the app</button>
    </fieldset>
  </form>
  <fieldset>
    <legend>Tracking permission</legend>
    <label for="auto-answer">Answer each request with</label>
    <select id="auto-answer">
      <option value="">(do not answer: answer by hand)</option>
      <option value="authorized" selected>authorized</option>
      <option value="restricted">restricted</option>
      <option value="denied">denied</option>
      <option value="unavailable">unavailable</option>
    </select>
    <div role="group" aria-label="Answer now">
      <button type="button" class="secondary" data-answer="authorized">Answer authorized</button>
      <button type="button" class="secondary" data-answer="restricted">Answer restricted</button>
      <button type="button" class="secondary" data-answer="denied">Answer denied</button>
      <button type="button" class="secondary" data-answer="unavailable">Answer unavailable</button>
    </div>
  </fieldset>
  <form id="session">
    <fieldset>
      <legend>App session</legend>
      <label for="session-email">Email</label>
      <input id="session-email" name="email" type="email" value="ann.walker@example.com" autocomplete="off">
      <label for="session-first">First name</label>
      <input id="session-first" name="firstName" value="Ann" autocomplete="off">
      <label for="session-last">Last name</label>
      <input id="session-last" name="lastName" value="Walker" autocomplete="off">
      <label for="session-phone">Phone</label>
      <input id="session-phone" name="phone" type="tel" value="07911123456" autocomplete="off">
      <button type="submit" disabled>Hand over the session</button>
    </fieldset>
  </form>
  <section aria-labelledby="log-title">
    <h2 id="log-title">Messages</h2>
    <ol id="log" role="log" aria-labelledby="log-title"></ol>
    <button type="button" class="secondary" id="clear-log">Clear the log</button>
  </section>
</main>
<section class="device" aria-label="The app">
  <iframe id="app" name="app" title="The app" src="about:blank"></iframe>
</section>
<script type="module" src="/dev/app-harness.js"></script>
</body>
</html>
`;

// Plain JavaScript (served as is): no build step for a development page.
const HARNESS_SCRIPT = `
const frame = document.getElementById('app');
const log = document.getElementById('log');
const byId = (id) => document.getElementById(id);

function record(direction, message) {
  const item = document.createElement('li');
  item.dataset.direction = direction;
  item.dataset.type = String(message.type);
  const time = new Date().toISOString().slice(11, 19);
  const arrow = direction === 'page-to-app' ? 'page \\u2192 app' : 'app \\u2192 page';
  const { type, ...rest } = message;
  const detail = Object.keys(rest).length ? ' ' + JSON.stringify(rest) : '';
  item.textContent = time + ' ' + arrow + ': ' + type + detail;
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

function answer(data) {
  if (!frame.contentWindow) return;
  const message = { source: 'pizzahut-app', ...data };
  frame.contentWindow.postMessage(message, window.location.origin);
  const { source, ...shown } = message;
  record('app-to-page', shown);
}

function sessionAnswer() {
  const form = new FormData(byId('session'));
  const value = (name) => String(form.get(name) ?? '').trim() || null;
  return {
    type: 'app-session',
    loginToken: 'harness-app-token',
    accountInfo: { email: value('email'), firstName: value('firstName'), lastName: value('lastName'), phone: value('phone') },
  };
}

// The native side: the page's channel (src/app-bridge/host.ts reads it from its same-origin parent).
window.PizzaHutAppHost = {
  platform: byId('platform').value,
  appId: byId('app-id').value,
  appVersion: byId('app-version').value,
  postMessage(json) {
    let message;
    try {
      message = JSON.parse(json);
    } catch {
      record('page-to-app', { type: '(not JSON)', text: String(json) });
      return;
    }
    record('page-to-app', message);
    if (message.type === 'request-tracking-permission') {
      const status = byId('auto-answer').value;
      if (status) setTimeout(() => answer({ type: 'tracking-permission', status }), 0);
    }
  },
};

async function start(event) {
  event?.preventDefault();
  const platform = byId('platform').value;
  const appId = byId('app-id').value.trim();
  const appVersion = byId('app-version').value.trim();
  Object.assign(window.PizzaHutAppHost, { platform, appId, appVersion });
  // A worker installed by a normal tab would serve the shell with frame-ancestors 'none'.
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  const path = byId('start-path').value.trim() || '/';
  const url = new URL(path.startsWith('/') ? path : '/' + path, window.location.origin);
  url.searchParams.set('app', platform);
  if (appId) url.searchParams.set('appId', appId);
  if (appVersion) url.searchParams.set('appVersion', appVersion);
  record('app-to-page', { type: '(app started)', url: url.pathname + url.search });
  frame.src = url.pathname + url.search;
}

byId('start').addEventListener('submit', start);
byId('session').addEventListener('submit', (event) => {
  event.preventDefault();
  answer(sessionAnswer());
});
for (const button of document.querySelectorAll('[data-answer]')) {
  button.addEventListener('click', () => answer({ type: 'tracking-permission', status: button.dataset.answer }));
}
byId('clear-log').addEventListener('click', () => log.replaceChildren());
// The forms' buttons wait for this script: a submit before it would reload the harness itself.
for (const button of document.querySelectorAll('button[disabled]')) button.disabled = false;
document.documentElement.dataset.ready = 'true';
`;

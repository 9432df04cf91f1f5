import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { CONSENT_HINT_SCRIPT } from '../../src/domain/analytics/consent';

/**
 * Sent with every answer, API and static alike. The policy allows only this origin: no inline
 * scripts but one, by its hash: index.html's consent hint (issue 18; the page registers its service
 * worker from a file), inline style attributes, data:/blob:
 * images for generated pictures, and no framing by others (clickjacking on a checkout page). The
 * app frames only its own payment sandbox pages (HiPay / Microform style card forms), and those are
 * the only pages this origin may frame.
 */
const CONSENT_HINT_HASH = `'sha256-${createHash('sha256').update(CONSENT_HINT_SCRIPT).digest('base64')}'`;

const POLICY = [
  "default-src 'self'",
  // wasm-unsafe-eval: the basket worker compiles the HiGHS solver (WebAssembly) for the dealbot's largest baskets.
  `script-src 'self' 'wasm-unsafe-eval' ${CONSENT_HINT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-src 'self'",
];
const CONTENT_SECURITY_POLICY = [...POLICY, "frame-ancestors 'none'"].join('; ');
const SANDBOX_CONTENT_SECURITY_POLICY = [...POLICY, "frame-ancestors 'self'"].join('; ');

/** The sandbox pages' policy, for answers written straight to the node response (the OIDC stand-ins). */
export const SANDBOX_POLICY = SANDBOX_CONTENT_SECURITY_POLICY;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Geolocation is ours (finding the nearest hut); nothing here uses the camera or microphone.
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (c.req.path.startsWith('/sandbox/')) c.res.headers.set('Content-Security-Policy', SANDBOX_CONTENT_SECURITY_POLICY);
};

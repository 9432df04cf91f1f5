/**
 * No personal data in events (issue 17; 14-G1). Two guards: the types (customer ids travel only as
 * `HashedId`, made by an injected hasher, and no event type has a name, e-mail, phone or address field),
 * and `scrubEvent`, which every sink runs before sending, for what a cast or a free-text value smuggles in.
 * Picks: a redacted value becomes '[redacted]' (the event still goes: dropping it would hide the fault);
 * the sink logs the returned paths as a warning.
 */

declare const hashedBrand: unique symbol;
/** An identifier after the injected one-way hasher (e.g. SHA-256 hex of a customer id). */
export type HashedId = string & { readonly [hashedBrand]: true };

/** One-way, deterministic: the same customer gives the same id across events, never the raw value. */
export type IdHasher = (raw: string) => string;

export function hashId(hasher: IdHasher, raw: string): HashedId {
  const hashed = hasher(raw);
  if (hashed === raw) throw new Error('the analytics id hasher returned its input unchanged');
  return hashed as HashedId;
}

export const REDACTED = '[redacted]';

/** Keys that name personal data, whatever their value (compared without case, '-' or '_'). */
const PERSONAL_KEYS = new Set([
  'firstname',
  'lastname',
  'fullname',
  'customername',
  'email',
  'emailaddress',
  'phone',
  'phonenumber',
  'telephone',
  'address',
  'street',
  'streetaddress',
  'line1',
  'line2',
  'postcode',
  'postalcode',
  'zip',
  'zipcode',
  'password',
  'token',
]);

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** International (+44 7700 900123) or national (07700 900123) phone numbers: 9+ digits after the lead. */
const PHONE = /^(?:\+\s?\d|0\d)[\d\s().-]{8,}$/;

const normaliseKey = (key: string) => key.toLowerCase().replace(/[-_]/g, '');

function looksPersonal(value: string): boolean {
  const trimmed = value.trim();
  if (EMAIL.test(trimmed)) return true;
  return PHONE.test(trimmed) && trimmed.replace(/\D/g, '').length >= 9;
}

function scrubValue(value: unknown, path: string, redacted: string[]): unknown {
  if (typeof value === 'string') {
    if (!looksPersonal(value)) return value;
    redacted.push(path);
    return REDACTED;
  }
  if (Array.isArray(value)) return value.map((item, index) => scrubValue(item, `${path}[${index}]`, redacted));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (PERSONAL_KEYS.has(normaliseKey(key))) {
        redacted.push(innerPath);
        continue;
      }
      // defineProperty, not assignment: a '__proto__' key stays a plain key and never swaps the prototype.
      Object.defineProperty(out, key, { value: scrubValue(inner, innerPath, redacted), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

/**
 * A copy of `payload` with personal keys removed and e-mail- or phone-shaped strings replaced by
 * '[redacted]'; `redacted` lists the paths touched (empty for a clean payload). Pure; never throws.
 */
export function scrubEvent<T extends object>(payload: T): { event: T; redacted: string[] } {
  const redacted: string[] = [];
  const event = scrubValue(payload, '', redacted) as T;
  return { event, redacted };
}

import { describe, expect, it } from 'vitest';
import { parseContact, type ContactRules } from '../../../src/domain/accounts';
import { accountSettings } from '../../../src/domain/markets/config';

function rules(market: 'UK' | 'IN' | 'FR' | 'CA', extra: Partial<ContactRules> = {}): ContactRules {
  const settings = accountSettings(market);
  return {
    countryCode: market === 'IN' ? '+91' : '+44',
    phoneRegex: settings.phoneRegex,
    allowAuthWithPhone: settings.allowAuthWithPhone,
    allowAuthWithEmail: settings.allowAuthWithEmail,
    devMode: false,
    ...extra,
  };
}

describe('contact entry (11-G7: all digits means phone, otherwise email)', () => {
  it('reads a UK mobile with its trunk 0 as +44 E.164', () => {
    expect(parseContact('07700 900123', rules('UK'))).toEqual({ ok: true, method: 'sms', username: '+447700900123' });
  });
  it('adds the selected country code to an Indian mobile', () => {
    expect(parseContact('98765 43210', rules('IN'))).toEqual({ ok: true, method: 'sms', username: '+919876543210' });
  });
  it('refuses a number that does not match the market pattern, unless in dev mode', () => {
    expect(parseContact('12345', rules('IN'))).toEqual({ ok: false, error: 'accountRules.contact.invalidPhone' });
    expect(parseContact('5876543210', rules('IN'))).toEqual({ ok: false, error: 'accountRules.contact.invalidPhone' });
    expect(parseContact('5876543210', rules('IN', { devMode: true }))).toEqual({ ok: true, method: 'sms', username: '+915876543210' });
  });
  it('lower-cases an e-mail', () => {
    expect(parseContact(' Jo.Bloggs@Example.COM ', rules('UK'))).toEqual({ ok: true, method: 'email', username: 'jo.bloggs@example.com' });
  });
  it('refuses an invalid e-mail and an empty entry', () => {
    expect(parseContact('jo@', rules('UK'))).toEqual({ ok: false, error: 'accountRules.contact.invalidEmail' });
    expect(parseContact('   ', rules('UK'))).toEqual({ ok: false, error: 'accountRules.contact.required' });
  });
  it('France and Canada sign in by e-mail only; India by phone only', () => {
    expect(parseContact('0612345678', rules('FR'))).toEqual({ ok: false, error: 'accountRules.contact.phoneNotAllowed' });
    expect(parseContact('6135550123', rules('CA'))).toEqual({ ok: false, error: 'accountRules.contact.phoneNotAllowed' });
    expect(parseContact('jo@example.com', rules('IN'))).toEqual({ ok: false, error: 'accountRules.contact.emailNotAllowed' });
  });
});

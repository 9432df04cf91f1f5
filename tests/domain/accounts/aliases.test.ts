import { describe, expect, it } from 'vitest';
import { parseContact } from '../../../src/domain/accounts';
import { emailSignInName, phoneSignInName } from '../../../src/domain/accounts/aliases';
import { marketOfTenant } from '../../../src/domain/markets/config';
import { accountSettings } from '../../../src/domain/markets/config';

// Issue 14, one customer and two sign-in names: a saved contact is kept as the sign-in sends it.
describe('sign-in names of saved contacts', () => {
  it('maps each tenant to its market', () => {
    expect(['44-gbr', '33-fra', '91-ind', '1-can', 'xx'].map(marketOfTenant)).toEqual(['UK', 'FR', 'IN', 'CA', null]);
  });

  it.each([
    ['07700 900123', '44-gbr', '+447700900123'],
    ['+44 7700 900123', '44-gbr', '+447700900123'],
    ['0044 7700 900123', '44-gbr', '+447700900123'],
    ['98765 43210', '91-ind', '+919876543210'],
    ['06 12 34 56 78', '33-fra', '+33612345678'],
    ['(416) 555-0199', '1-can', '+14165550199'],
    ['12', '44-gbr', null],
    ['07700 900123', 'nowhere', null],
  ])('%s in %s → %s', (typed, tenant, expected) => {
    expect(phoneSignInName(typed, tenant)).toBe(expected);
  });

  it('is the very username a sign-in by the same mobile sends (UK +44)', () => {
    const typed = '07700 900123';
    const settings = accountSettings('UK');
    const contact = parseContact(typed, { countryCode: '+44', phoneRegex: settings.phoneRegex, allowAuthWithPhone: true, allowAuthWithEmail: true, devMode: false });
    expect(contact).toEqual({ ok: true, method: 'sms', username: phoneSignInName(typed, '44-gbr') });
  });

  it('reads an e-mail trimmed and lower-cased, and none from blanks', () => {
    expect(emailSignInName('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(emailSignInName('   ')).toBeNull();
  });
});

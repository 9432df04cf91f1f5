// What the e-mail-and-password forms share (11-G19..G24): the market's settings and the sector the
// profile calls name, where a finished form goes, the password hint of 11-G20 and the field messages
// of 11-G21 ("Errors are set on the form field").
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '../../api/contract/accounts';
import { currentHutAtom } from '../../atoms/huts';
import { accountPasswordHint, type CalendarDate, type FieldMessage } from '../../domain/accounts';
import { accountSettings, marketConfig, type AccountSettings } from '../../domain/markets/config';
import { marketOfSectorId } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';

export interface FormsContext {
  market: Market;
  settings: AccountSettings;
  tenant: Tenant;
  /** The `x-default-sector` of the profile calls: the localised hut's sector, else the market's default. */
  sector: string;
  lang: 'en' | 'fr';
}

export function useFormsContext(market: Market): FormsContext {
  const { i18n } = useTranslation();
  const hut = useAtomValue(currentHutAtom);
  const settings = accountSettings(market);
  const sector = hut && marketOfSectorId(hut.sector) === market ? hut.sector : marketConfig(market).defaultSector;
  return { market, settings, tenant: settings.tenant as Tenant, sector, lang: i18n.language.startsWith('fr') ? 'fr' : 'en' };
}

/**
 * Where a signed-in form goes: the navigation state 'from' (checkout's sign-in, 11-G33, the checkout
 * modal), else the account home — in India, whose /account/ is the phone-only legacy area (C31), the
 * home page (pick).
 */
export function exitTarget(market: Market, from: unknown): string {
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  return market === 'IN' ? '/' : '/account/';
}

/** 11-G20: "A hint lists the missing parts and the length as n/8"; India's forms add the sequence and repeat limits. */
export function PasswordHint({ password, market }: { password: string; market: Market }) {
  const { t } = useTranslation();
  const hint = accountPasswordHint(password, market);
  return (
    <span className="account-forms__hint" aria-live="polite">
      {t('accountRules.password.hint', { length: hint.length })}
      {hint.missing.length > 0
        ? ` · ${t('accountRules.password.stillNeeded', { parts: hint.missing.map((part) => t(`accountRules.password.${part}`)).join(', ') })}`
        : ` · ${t('accountForms.passwordOk')}`}
    </span>
  );
}

export type FieldErrors = Partial<Record<string, string>>;

/** A mapped identity error on its field (11-G21), as a translation key. */
export function fieldErrorOf(message: FieldMessage): FieldErrors {
  return { [message.field === 'username' ? 'email' : message.field]: message.key };
}

/** The market's calendar day on this device, for the 14+ rule (11-G20). */
export function today(now = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

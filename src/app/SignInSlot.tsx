import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { featureOnAtom } from '../atoms/features';
import { currentHutAtom } from '../atoms/huts';
import { firstNameAtom, identityAtom } from '../atoms/identity';
import { legacyFirstNameAtom } from '../atoms/legacy-greeting';
import { settingsAtom } from '../atoms/settings';
import { signInVariantAtom } from '../atoms/sign-in-variant';
import { headerSignInTarget, indiaHeaderLinks } from '../domain/accounts/targets';
import { marketOfLanguageTag, marketOfSectorId } from '../domain/markets/facts';

/**
 * The header's sign-in widget (spec 3 §2.4, 11-G25). Nothing while the accounts feature is off, nor
 * on a kiosk (a shared device, 11-G43). Signed in: 'Hi {first name}', linking to the area's edit page
 * (accounts.accountDetails on: pick). Otherwise 'Sign in' to the configured target (C49); India
 * shows 'Register | Sign in', to the legacy area, or to `/accounts/…` at development and canary.
 */
export function SignInSlot() {
  const { t, i18n } = useTranslation();
  const { flagLevel, kiosk } = useAtomValue(settingsAtom);
  const { tokens, tenant } = useAtomValue(identityAtom);
  const firstName = useAtomValue(firstNameAtom);
  const hut = useAtomValue(currentHutAtom);
  const legacyFirstName = useAtomValue(legacyFirstNameAtom);
  // Level and /debug's hand-set flags (14-G18).
  const accountsOn = useAtomValue(featureOnAtom('accounts'));
  const accountsArea = useAtomValue(featureOnAtom('accountsArea'));
  const passwordlessFlag = useAtomValue(featureOnAtom('passwordlessLogin'));
  // C49, 14-G14 'passwordless-login': the variant, from ExperimentsKeeper once it runs (after first
  // paint); null (the flag alone decides) before, as before the datafile loads (atoms/sign-in-variant.ts).
  const experimentVariant = useAtomValue(signInVariantAtom);
  if (!accountsOn || kiosk) return null;
  const market = (hut && marketOfSectorId(hut.sector)) ?? marketOfLanguageTag(i18n.language);
  // A session started in /accounts (India's settings) belongs to that area.
  const base = tenant === '91-ind' && accountsArea ? '/accounts' : '/account';
  if (tokens) {
    return (
      <Link className="site-header__signin" to={`${base}/edit`}>
        <PersonIcon />
        <span className="site-header__signin-text">{firstName ? t('header.greeting', { name: firstName }) : t('header.myAccount')}</span>
      </Link>
    );
  }
  if (legacyFirstName) {
    // "The India header shows 'Hi {first name}' when logged in" (11-G25): the legacy area's edit page
    // (only India has the legacy area, so the market need not be read again).
    return (
      <Link className="site-header__signin" to="/account/edit">
        <PersonIcon />
        <span className="site-header__signin-text">{t('header.greeting', { name: legacyFirstName })}</span>
      </Link>
    );
  }
  if (market === 'IN') {
    const links = indiaHeaderLinks(flagLevel);
    return (
      <span className="site-header__signin site-header__signin--pair">
        <Link to={links.register}>{t('header.register')}</Link>
        <span aria-hidden="true">|</span>
        <Link to={links.signIn}>{t('header.signIn')}</Link>
      </span>
    );
  }
  // C49: with the flag on, the experiment picks per visitor while it is live; outside it the passwordless target.
  const target = headerSignInTarget({
    market,
    accountsAreaOn: accountsArea,
    passwordlessFlag,
    experimentVariant,
  });
  return (
    <Link className="site-header__signin" to={target}>
      <PersonIcon />
      <span className="site-header__signin-text">{t('header.signIn')}</span>
    </Link>
  );
}

/**
 * On a narrow phone the header holds the logo, the language switcher and the basket too: the link
 * shrinks to this icon there, its words kept for screen readers (styles.css), so nothing overflows.
 */
function PersonIcon() {
  return (
    <svg className="site-header__signin-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settingsAtom } from '../atoms/settings';
import { isFeatureOn } from '../domain/flags/flags';

/**
 * The header's sign-in place (spec 3 §2.4). Nothing is shown while the accounts feature is off;
 * the accounts wave fills in the greeting for signed-in customers.
 */
export function SignInSlot() {
  const { t } = useTranslation();
  const { flagLevel } = useAtomValue(settingsAtom);
  if (!isFeatureOn('accounts', flagLevel)) return null;
  return (
    <Link className="site-header__signin" to="/accounts/signin">
      {t('header.signIn')}
    </Link>
  );
}

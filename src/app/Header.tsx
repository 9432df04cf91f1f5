import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BasketWidget } from './BasketWidget';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from '../components/Logo';
import { SignInSlot } from './SignInSlot';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <div className="site-header__inner">
        <Link className="site-header__logo" to="/" aria-label={t('header.home')}>
          <Logo />
        </Link>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <SignInSlot />
          <BasketWidget />
        </div>
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BASKET_SIDEBAR_ID, showsBasketSidebar } from './basket-placement';
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
      <SkipToBasket />
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

/**
 * On a tablet the basket sidebar follows the product grid in the page, so Checkout was 41 Tab presses
 * from a product (10-G33). A second skip link, first in tab order beside 'Skip to main content',
 * moves focus into the sidebar; shown only where the sidebar is (menu and deal pages, wide screens:
 * the CSS hides it on narrower ones, where the header's basket link opens the basket instead).
 */
function SkipToBasket() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!showsBasketSidebar(pathname)) return null;
  return (
    <a
      className="skip-link skip-link--basket"
      href={`#${BASKET_SIDEBAR_ID}`}
      onClick={(event) => {
        const sidebar = document.getElementById(BASKET_SIDEBAR_ID);
        if (!sidebar) return;
        // Focus without a hash change: '#basket…' addresses belong to the full-screen basket.
        event.preventDefault();
        sidebar.focus();
      }}
    >
      {t('header.skipToBasket')}
    </a>
  );
}

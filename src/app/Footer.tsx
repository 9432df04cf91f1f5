import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FOOTER_APPS,
  FOOTER_EXTERNAL,
  FOOTER_HELP,
  FOOTER_MENU_CATEGORIES,
  FOOTER_PAGES,
  footerMenuHref,
  type Platform,
} from './footer-links';

interface FooterProps {
  platform?: Platform;
  /** The partner-platform variant hides the visit-us, social and app links (spec 3 §2.5). */
  partner?: boolean;
}

export function Footer({ platform = 'WEB', partner = false }: FooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const external = (href: string, key: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t(`footer.${key}`)}
      <span className="visually-hidden"> {t('footer.externalHint')}</span>
    </a>
  );

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__column" aria-labelledby="footer-menu">
          <h2 id="footer-menu">{t('footer.menuHeading')}</h2>
          <ul>
            {FOOTER_MENU_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={footerMenuHref(category, platform)}>{t(`footer.${category}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.aboutHeading')}</h2>
          <ul>
            {FOOTER_PAGES.map(({ key, to }) => (
              <li key={key}>
                <Link to={to}>{t(`footer.${key}`)}</Link>
              </li>
            ))}
            {partner
              ? null
              : FOOTER_EXTERNAL.filter(({ key }) => key === 'careers' || key === 'blog').map(({ key, href }) => (
                  <li key={key}>{external(href, key)}</li>
                ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.helpHeading')}</h2>
          <ul>
            {FOOTER_HELP.map(({ key, to }) => (
              <li key={key}>
                <Link to={to}>{t(`footer.${key}`)}</Link>
              </li>
            ))}
            {FOOTER_EXTERNAL.filter(({ key }) => key === 'disclosure' || (!partner && key === 'storeLocator')).map(
              ({ key, href }) => (
                <li key={key}>{external(href, key)}</li>
              ),
            )}
          </ul>
        </nav>
        {partner ? null : (
          <nav className="site-footer__column" aria-labelledby="footer-apps">
            <h2 id="footer-apps">{t('footer.appsHeading')}</h2>
            <ul>
              {FOOTER_APPS.map(({ key, href }) => (
                <li key={key}>{external(href, key)}</li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p className="site-footer__legal">{t('footer.copyright', { year })}</p>
    </footer>
  );
}

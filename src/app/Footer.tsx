import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { footerColumns, type FooterLink, type Platform } from './footer-links';
import { InstallButton } from './InstallButton';

interface FooterProps {
  platform?: Platform;
  /** The partner-platform variant (spec 3 §2.5). */
  partner?: boolean;
}

export function Footer({ platform = 'WEB', partner = false }: FooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  const renderLink = (link: FooterLink) =>
    'to' in link ? (
      <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
    ) : (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {t(`footer.${link.key}`)}
        <span className="visually-hidden"> {t('footer.externalHint')}</span>
      </a>
    );

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {footerColumns(platform, partner).map(({ id, links }) => (
          <nav key={id} className="site-footer__column" aria-labelledby={`footer-${id}`}>
            <h2 id={`footer-${id}`}>{t(`footer.${id}Heading`)}</h2>
            <ul>
              {links.map((link) => (
                <li key={link.key}>{renderLink(link)}</li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <InstallButton />
      <p className="site-footer__legal">{t('footer.copyright', { year })}</p>
    </footer>
  );
}

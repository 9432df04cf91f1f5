import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentHutAtom } from '../atoms/huts';
import { marketOfLanguageTag, marketOfSectorId } from '../domain/markets/facts';
import { footerColumns, type FooterLink } from './footer-links';
import { currentFooterVariant } from './footer-platform';
import { InstallButton } from './InstallButton';
import { OPEN_CONSENT_EVENT } from '../analytics/consent-event';

/**
 * The site footer (spec 3 §2.5): the variant of the platform the visit came from (app links into
 * /order/, partner without visit-us, social and app links; 10-G29), with the external links of the
 * market the customer orders in — the localised hut's, else the page language's.
 */
export function Footer() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  // Read once per page load: the variant is kept for the tab's session, not per route.
  const [{ platform, partner }] = useState(() => currentFooterVariant(search));
  const hut = useAtomValue(currentHutAtom);
  const market = (hut && marketOfSectorId(hut.sector)) ?? marketOfLanguageTag(i18n.language);
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
    <footer className="site-footer" data-platform={platform} data-partner={partner || undefined}>
      <div className="site-footer__inner">
        {footerColumns(platform, partner, market).map(({ id, links }) => (
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
      {partner ? null : <InstallButton />}
      {/* 14-G8: the consent banner (src/analytics/ConsentSlot.tsx) listens for this event. */}
      <p className="site-footer__cookies">
        <button type="button" className="site-footer__cookie-settings" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
          {t('footer.cookieSettings')}
        </button>
      </p>
      <p className="site-footer__legal">{t('footer.copyright', { year })}</p>
    </footer>
  );
}

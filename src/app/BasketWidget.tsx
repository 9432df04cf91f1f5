import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { basketItemCountAtom } from '../atoms/basket';

/**
 * Header basket: a bag with a count on small screens, the word too on wide ones (spec 3 §2.5). It
 * opens the full-screen basket (#basket) over the page the customer is on. A plain fragment link:
 * the browser keeps the path and the query (a deal page's ?id= must survive) and the router hears
 * the change (popstate), with no router code in the header.
 */
export function BasketWidget() {
  const { t } = useTranslation();
  const count = useAtomValue(basketItemCountAtom);
  return (
    // Named by its own (visually hidden) text, 'Basket, 2 items', not an aria-label that differs from
    // the visible 'Basket 2' (axe label-content-name-mismatch on tablets). The name still holds every
    // word seen, so 'click Basket' works by voice (WCAG 2.5.3).
    <a className="basket-widget" href="#basket">
      <span className="visually-hidden">{t('header.basket', { count })}</span>
      <svg className="basket-widget__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="basket-widget__label" aria-hidden="true">
        {t('header.basketLabel')}
      </span>
      <span className="basket-widget__count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}

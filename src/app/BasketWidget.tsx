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
    // The name is the link's own text ('Basket, 2 items'), so it always contains what is seen
    // ('Basket 2'; axe label-content-name-mismatch): the comma and the word are for screen readers.
    <a className="basket-widget" href="#basket">
      <svg className="basket-widget__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="basket-widget__label">{t('header.basketLabel')}</span>
      <span className="visually-hidden">,</span> <span className="basket-widget__count">{count}</span>
      <span className="visually-hidden"> {t('header.basketItems', { count })}</span>
    </a>
  );
}

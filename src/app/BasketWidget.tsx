import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { basketItemCountAtom } from '../atoms/basket';

/** Header basket: a bag with a count on small screens, the word too on wide ones (spec 3 §2.5). */
export function BasketWidget() {
  const { t } = useTranslation();
  const count = useAtomValue(basketItemCountAtom);
  return (
    <Link className="basket-widget" to={{ hash: '#basket' }} aria-label={t('header.basket', { count })}>
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
      <span className="basket-widget__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

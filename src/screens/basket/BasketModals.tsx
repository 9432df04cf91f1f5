import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/Modal';
import { useExperiment } from '../../atoms/experiment-definitions';
import { settingsAtom } from '../../atoms/settings';
import { isFeatureOn } from '../../domain/flags/flags';
import type { BasketPrice } from '../../domain/pricing/types';
import { minimumOrderShortfall } from './basket-view';
import type { CrossSellCard } from './model';

interface MinimumOrderModalProps {
  open: boolean;
  price: BasketPrice | null;
  crossSells: readonly CrossSellCard[];
  format: (amount: number) => string;
  dealTitle: (dealId: string) => string;
  onClose: () => void;
  /** 'Continue shopping' and the cross-sell links leave the basket for the menu. */
  onLeave: () => void;
}

/**
 * The minimum-order modal (spec 1 §2, §4, §5; 05-G7): how far the basket is from the minimum (or a
 * deal's threshold), the cross-sells that close the gap, and 'Continue shopping'. It closes itself as
 * soon as nothing is short any more.
 */
export function MinimumOrderModal({ open, price, crossSells, format, dealTitle, onClose, onLeave }: MinimumOrderModalProps) {
  const { t } = useTranslation();
  const shortfall = minimumOrderShortfall(price);
  useEffect(() => {
    if (open && !shortfall) onClose();
  }, [open, shortfall, onClose]);
  if (!open || !price || !shortfall) return null;

  return (
    <Modal open compact title={t('basket.minimumOrder.title')} onClose={onClose} closeLabel={t('basket.closeModal')}>
      <MinimumMessages price={price} format={format} dealTitle={dealTitle} />
      {crossSells.length > 0 ? (
        <>
          <h3 className="basket__subheading">{t('basket.minimumOrder.crossSells')}</h3>
          <ul className="cross-sells">
            {crossSells.map((card) => (
              <li key={`${card.type}:${card.id}`}>
                <Link className="cross-sell" to={card.href} onClick={onLeave}>
                  <span className="cross-sell__title">{card.title}</span>
                  <span className="cross-sell__price">{format(card.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="modal__actions">
        <Link className="button button--primary" to="/order/deals/" onClick={onLeave}>
          {t('basket.minimumOrder.continue')}
        </Link>
      </div>
    </Modal>
  );
}

/** The minimum-spend banners (spec 1 §2, §5): the order minimum, with the delivery charge the message mentions, and deal thresholds. */
export function MinimumMessages({ price, format, dealTitle }: { price: BasketPrice; format: (amount: number) => string; dealTitle: (dealId: string) => string }) {
  const { t } = useTranslation();
  const minimum = price.minimumOrder;
  // 14-G13 (UK 'delivery-fee-naming'): the message names the charge as the summary above it does.
  const serviceCharge = useExperiment('delivery-fee-naming') === 'service-charge';
  return (
    <>
      {minimum && minimum.gap > 0 ? (
        <p className="basket-banner basket-banner--warning">
          {t(`basket.minimum.${minimum.kind}`, { gap: format(minimum.gap), minimum: format(minimum.minimum) })}
          {minimum.surcharge > 0 ? <> {t(serviceCharge ? 'basket.minimum.serviceCharge' : 'basket.minimum.surcharge', { surcharge: format(minimum.surcharge) })}</> : null}
        </p>
      ) : null}
      {price.dealThresholdGaps
        .filter((entry) => entry.gap > 0)
        .map((entry) => (
          <p key={entry.basketDealId} className="basket-banner basket-banner--warning">
            {t('basket.minimum.deal', { gap: format(entry.gap), title: dealTitle(entry.dealId) })}
          </p>
        ))}
    </>
  );
}

/**
 * The discount-activated modal (05-G6): shown when the basket's discount starts to apply — not for a
 * discount that already applied when the basket opened, and never for a voucher's discount: the
 * voucher modal ends on its own success view (13-G25, one confirmation), so this modal is for the
 * discounts chosen from the menu (/order/discount/).
 */
export function DiscountActivatedModal({ price, voucherDiscountId = null }: { price: BasketPrice | null; voucherDiscountId?: string | null }) {
  const { t } = useTranslation();
  const discount = price?.discount ?? null;
  const activeId = discount?.applicable && discount.id !== voucherDiscountId ? discount.id : null;
  // undefined until the first price arrives: what applies then is not news.
  const seen = useRef<string | null | undefined>(undefined);
  const [shown, setShown] = useState<string | null>(null);
  // "synthetic mode hides the discount modal" (S1 §6, 14-G16): probes are not stopped by it.
  const { flagLevel, flagOverrides } = useAtomValue(settingsAtom);
  const modalOn = isFeatureOn('discountModal', flagLevel, flagOverrides);
  const priced = price !== null;
  useEffect(() => {
    if (!priced) return;
    if (seen.current !== undefined && activeId !== null && seen.current !== activeId) setShown(discount?.title ?? '');
    seen.current = activeId;
  }, [priced, activeId, discount?.title]);

  return (
    <Modal open={shown !== null && modalOn} compact title={t('basket.discountActivated.title')} onClose={() => setShown(null)}>
      <p>{t('basket.discountActivated.text', { title: shown ?? '' })}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => setShown(null)}>
          {t('basket.discountActivated.ok')}
        </button>
      </div>
    </Modal>
  );
}

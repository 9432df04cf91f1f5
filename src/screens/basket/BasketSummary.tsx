import { useTranslation } from 'react-i18next';
import type { BasketPrice } from '../../domain/pricing/types';
import { surchargeLines } from './basket-view';

interface BasketSummaryProps {
  price: BasketPrice;
  market: string;
  dealbotOn: boolean;
  tax: { label: string; included: boolean };
  format: (amount: number) => string;
}

/**
 * The money lines under the basket (spec 1 §2, 05-G1): subtotal, the discount, the deal savings,
 * the surcharges (the delivery breakdown where the market shows one), a collapsible tax note, the
 * total, gift card credit and the amount due. The total is announced when it changes.
 */
export function BasketSummary({ price, market, dealbotOn, tax, format }: BasketSummaryProps) {
  const { t } = useTranslation();
  const discount = price.discount;
  return (
    <dl className="basket-summary">
      <Row label={t('basket.subtotal')} value={format(price.subtotal)} />
      {discount ? (
        discount.applicable ? (
          <Row className="money-row--saving" label={t('basket.discount.applied', { title: discount.title })} value={format(-discount.amount)} />
        ) : (
          <div className="basket-summary__note">{t('basket.discount.notYet', { title: discount.title, gap: format(discount.gap) })}</div>
        )
      ) : null}
      {price.dealSavings > 0 ? (
        <Row
          className="money-row--saving"
          label={dealbotOn ? t('basket.dealbot.savings') : t('basket.dealSavings')}
          value={format(price.dealSavings)}
        />
      ) : null}
      {surchargeLines(price, market).map((line) => (
        <Row key={line.type} label={t(`basket.surcharges.${line.type}`)} value={format(line.amount)} />
      ))}
      <div className="basket-summary__tax">
        <details>
          <summary>{tax.included ? t('basket.tax.included', { label: tax.label }) : t('basket.tax.added', { label: tax.label })}</summary>
          <p>{tax.included ? t('basket.tax.includedDetail', { label: tax.label }) : t('basket.tax.addedDetail', { label: tax.label })}</p>
        </details>
      </div>
      <Row className="money-row--total" label={t('basket.total')} value={format(price.total)} live />
      {price.giftCardCredit > 0 ? (
        <>
          <Row className="money-row--saving" label={t('basket.giftCard')} value={format(-price.giftCardCredit)} />
          <Row className="money-row--total" label={t('basket.amountDue')} value={format(price.amountDue)} live />
        </>
      ) : null}
    </dl>
  );
}

function Row({ label, value, className = '', live = false }: { label: string; value: string; className?: string; live?: boolean }) {
  return (
    <div className={`money-row ${className}`}>
      <dt>{label}</dt>
      <dd aria-live={live ? 'polite' : undefined}>{value}</dd>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaxRate } from '../../domain/pricing/taxes';
import type { DiscountQualification } from '../../domain/pricing/types';
import { discountQualification } from '../../domain/vouchers';
import type { BasketPrice } from '../../domain/pricing/types';
import { surchargeLines } from './basket-view';
import { useExperiment } from '../../atoms/experiment-definitions';
import { surchargeLabelKey } from '../../domain/experiments/gates';

interface BasketSummaryProps {
  price: BasketPrice;
  dealbotOn: boolean;
  /** The market's tax label ('VAT', 'TVA', 'GST', 'Taxes'). */
  tax: { label: string; included: boolean };
  format: (amount: number) => string;
  /** 14-G13 (UK 'basket-upsell-position' treatment): what sits between the charges and the total (the upsells). */
  beforeTotal?: ReactNode;
}

/**
 * The money lines under the basket (spec 1 §2, 05-G1): subtotal, the discount, the deal savings,
 * each surcharge on its own line (10-G17), the tax (10-G12), the total, gift card credit and the
 * amount due. The total is announced when it changes.
 *
 * Tax: where prices include it (UK, FR, IN) a collapsible line 'Includes VAT £3.42' opens on the
 * rate; where it is added (Canada) each tax is its own line above the total ('HST (13%) $2.60'),
 * and the collapsible note says taxes are added and why.
 */
export function BasketSummary({ price, dealbotOn, tax, format, beforeTotal }: BasketSummaryProps) {
  const { t, i18n } = useTranslation();
  const discount = price.discount;
  const names = price.tax.lines.map((line) => t(`basket.tax.names.${line.id}`));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const rates = list.format(price.tax.lines.map((line, index) => `${names[index]} ${formatTaxRate(line.rate, i18n.language)}`));
  // The tax's own name in the customer's language (TVA, TPS …); the market's label before any is known.
  const label = names.length > 0 ? list.format(names) : tax.label;
  // 14-G13 (UK 'delivery-fee-naming'): the delivery charge may read 'Service charge'.
  const feeNaming = useExperiment('delivery-fee-naming');
  const charges = (
    <>
      <Row label={t('basket.subtotal')} value={format(price.subtotal)} />
      {discount ? (
        discount.applicable ? (
          <Row className="money-row--saving" label={t('basket.discount.applied', { title: discount.title })} value={format(-discount.amount)} />
        ) : (
          <div className="money-row basket-summary__note">
            <dt>{t(`basket.discount.${notMetKey(discountQualification(discount))}`, { title: discount.title, gap: format(discount.gap) })}</dt>
            <dd />
          </div>
        )
      ) : null}
      {price.dealSavings > 0 ? (
        <Row
          className="money-row--saving"
          label={dealbotOn ? t('basket.dealbot.savings') : t('basket.dealSavings')}
          value={format(price.dealSavings)}
        />
      ) : null}
      {surchargeLines(price).map((line) => (
        <Row key={line.type} label={t(`basket.surcharges.${surchargeLabelKey(line.type, feeNaming)}`)} value={format(line.amount)} />
      ))}
      {price.tax.included ? null : price.tax.lines.map((line) => (
        <Row
          key={line.id}
          className="money-row--tax"
          label={t('basket.tax.line', { label: t(`basket.tax.names.${line.id}`), rate: formatTaxRate(line.rate, i18n.language) })}
          value={format(line.amount)}
        />
      ))}
      {/* A dt/dd group like every row (axe: a <dl> holds only dt/dd groups); the dt opens on the rates. */}
      <div className="money-row basket-summary__tax">
        <dt>
          <details>
            <summary>{price.tax.included ? t('basket.tax.included', { label }) : t('basket.tax.added', { label: tax.label })}</summary>
            <p>{price.tax.included ? t('basket.tax.includedRates', { rates }) : t('basket.tax.addedRates', { rates })}</p>
          </details>
        </dt>
        <dd>{price.tax.included && price.tax.lines.length > 0 ? format(price.tax.amount) : null}</dd>
      </div>
    </>
  );
  const totals = (
    <>
      <Row className="money-row--total" label={t('basket.total')} value={format(price.total)} live />
      {price.giftCardCredit > 0 ? (
        <>
          <Row className="money-row--saving" label={t('basket.giftCard')} value={format(-price.giftCardCredit)} />
          <Row className="money-row--total" label={t('basket.amountDue')} value={format(price.amountDue)} live />
        </>
      ) : null}
    </>
  );
  if (beforeTotal === undefined || beforeTotal === null) {
    return (
      <dl className="basket-summary">
        {charges}
        {totals}
      </dl>
    );
  }
  // A <dl> holds only dt/dd groups: the slot splits it in two lists that read as one.
  return (
    <>
      <dl className="basket-summary basket-summary--charges">{charges}</dl>
      {beforeTotal}
      <dl className="basket-summary basket-summary--totals">{totals}</dl>
    </>
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

/** 13-G23: the words of a discount that takes nothing off yet ('met' with nothing off reads as not applicable). */
function notMetKey(state: DiscountQualification): 'notYet' | 'noEligibleTotal' | 'notApplicable' {
  if (state === 'notMet') return 'notYet';
  return state === 'noEligibleTotal' ? 'noEligibleTotal' : 'notApplicable';
}

import { useTranslation } from 'react-i18next';
import { formatTaxRate } from '../../domain/pricing/taxes';
import { summaryRows, type SummaryRow } from './checkout-view';
import type { CheckoutModel } from './model';

interface CheckoutSummaryProps {
  model: CheckoutModel;
  format: (amount: number) => string;
}

/**
 * The order summary beside the form (sticky on wide screens, below it on phones): the item count
 * with the 'Edit basket' link, where and when, then the money: subtotal, discount, every surcharge
 * (tip and priority delivery included), the total, the gift card and what is left to pay.
 */
export function CheckoutSummary({ model, format }: CheckoutSummaryProps) {
  const { t, i18n } = useTranslation();
  const { price } = model;
  const when =
    model.scheduledTime === null
      ? t('checkout.summary.asap')
      : t('checkout.summary.scheduled', {
          time: new Intl.DateTimeFormat(i18n.language, { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(model.scheduledTime),
        });
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <div className="checkout-summary__head">
        <h2 id="checkout-summary-title" className="checkout-section__title">
          {t('checkout.sections.summary')}
        </h2>
        <a className="checkout-summary__edit" href="#basket">
          {t('checkout.summary.edit')}
        </a>
      </div>
      <p className="checkout-summary__meta">
        {price ? <span>{t('checkout.summary.items', { count: price.lineCount })}</span> : null}
        <span>
          {model.disposition === 'delivery'
            ? deliveryPlace(model)
              ? t('checkout.summary.deliveringTo', { address: deliveryPlace(model) })
              : null
            : t('checkout.summary.collectFrom', { hut: model.hut.name })}
        </span>
        <span>{when}</span>
      </p>
      {price ? (
        <dl className="checkout-summary__money" aria-busy={model.pricePending || undefined}>
          {summaryRows(price).map((row) => (
            <Row key={rowKey(row)} row={row} format={format} />
          ))}
        </dl>
      ) : (
        <p className="checkout-summary__pending">{t('checkout.loading')}</p>
      )}
      {model.pricePending && price ? <p className="checkout-summary__pending">{t('checkout.summary.updating')}</p> : null}
    </aside>
  );
}

/** The localised address, else the postcode typed (the UK localises by postcode alone). */
function deliveryPlace(model: CheckoutModel): string | null {
  return model.sessionAddress ?? (model.form.postcode.trim() || null);
}

function rowKey(row: SummaryRow): string {
  if (row.kind === 'surcharge') return `surcharge:${row.type}`;
  return row.kind === 'tax' ? `tax:${row.id}` : row.kind;
}

function Row({ row, format }: { row: SummaryRow; format: (amount: number) => string }) {
  const { t, i18n } = useTranslation();
  const label =
    row.kind === 'surcharge'
      ? t(`basket.surcharges.${row.type}`)
      : row.kind === 'discount'
        ? t('checkout.summary.discount', { title: row.title })
        : row.kind === 'tax'
          ? taxLabel(row, t, i18n.language)
          : t(`checkout.summary.${row.kind}`);
  const strong = row.kind === 'total' || row.kind === 'amountDue';
  const saving = row.kind === 'discount' || row.kind === 'giftCard' || row.kind === 'dealSavings';
  const muted = row.kind === 'tax' && row.included;
  return (
    <div className={`money-row ${strong ? 'money-row--total' : ''} ${saving ? 'money-row--saving' : ''} ${muted ? 'money-row--note' : ''}`}>
      <dt>{label}</dt>
      <dd aria-live={strong ? 'polite' : undefined}>{format(row.amount)}</dd>
    </div>
  );
}

/** 10-G12, with the basket's words: 'HST (13%)' added, 'Includes VAT' inside the total. */
function taxLabel(row: Extract<SummaryRow, { kind: 'tax' }>, t: (key: string, options?: Record<string, unknown>) => string, language: string): string {
  const name = t(`basket.tax.names.${row.id}`);
  return row.included ? t('basket.tax.included', { label: name }) : t('basket.tax.line', { label: name, rate: formatTaxRate(row.rate, language) });
}

import { useTranslation } from 'react-i18next';
import { useLineWords } from '../../components/line-words';
import type { DescribedLine } from '../../domain/basket/described-lines';
import { formatTaxRate } from '../../domain/pricing/taxes';
import { summaryRows, type SummaryRow } from './checkout-view';
import { useExperiment } from '../../atoms/experiment-definitions';
import { surchargeLabelKey } from '../../domain/experiments/gates';
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
      {model.lines && model.lines.length > 0 ? <SummaryLines lines={model.lines} format={format} /> : null}
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
  // 14-G13 (UK 'delivery-fee-naming'): the delivery charge may read 'Service charge'.
  const feeNaming = useExperiment('delivery-fee-naming');
  const label =
    row.kind === 'surcharge'
      ? t(`basket.surcharges.${surchargeLabelKey(row.type, feeNaming)}`)
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

/** The basket's lines as the basket lists them (10-G16): the count, the title, what was chosen, the price. */
function SummaryLines({ lines, format }: { lines: readonly DescribedLine[]; format: (amount: number) => string }) {
  const { t } = useTranslation();
  const words = useLineWords();
  return (
    <ul className="checkout-summary__lines" aria-label={t('basket.lines.label')}>
      {lines.map((entry) => {
        const first = entry.items[0];
        const title = entry.kind === 'item' && first ? words.title(first.description.product) || entry.line.title : words.title({ id: entry.line.refId, name: entry.line.title });
        const details =
          entry.kind === 'deal'
            ? entry.items.map((item) => [words.title(item.description.product), ...words.text(item.description)].join(' — '))
            : first
              ? words.text(first.description)
              : [];
        return (
          <li key={entry.key} className="checkout-summary__line">
            <span className="checkout-summary__line-name">
              {entry.quantity > 1 ? <span className="checkout-summary__line-count">{t('lines.times', { count: entry.quantity })} </span> : null}
              {title}
              {details.map((text, index) => (
                <span key={index} className="checkout-summary__line-detail">
                  {text}
                </span>
              ))}
            </span>
            <span className="checkout-summary__line-price">{format(entry.amount)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** 10-G12, with the basket's words: 'HST (13%)' added, 'Includes VAT' inside the total. */
function taxLabel(row: Extract<SummaryRow, { kind: 'tax' }>, t: (key: string, options?: Record<string, unknown>) => string, language: string): string {
  const name = t(`basket.tax.names.${row.id}`);
  return row.included ? t('basket.tax.included', { label: name }) : t('basket.tax.line', { label: name, rate: formatTaxRate(row.rate, language) });
}

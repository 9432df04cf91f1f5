import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../api/contract/orders';
import { useLineWords } from '../../components/line-words';
import { useMoney } from '../../components/use-money';
import { formatPostcode } from '../../domain/localisation/postcode';
import { marketOfSectorId } from '../../domain/markets/facts';
import { joinAddressParts } from '../../domain/checkout/address-text';
import { formatTaxRate } from '../../domain/pricing/taxes';
import { useExperiment } from '../../atoms/experiment-definitions';
import { surchargeLabelKey } from '../../domain/experiments/gates';

/** What was ordered and paid, the hut and where it goes (spec 2 §2 order-summary area). */
export function OrderDetails({ summary }: { summary: OrderSummary }) {
  const { t, i18n } = useTranslation();
  // 14-G13 (UK 'delivery-fee-naming'): the delivery charge may read 'Service charge'.
  const feeNaming = useExperiment('delivery-fee-naming');
  const money = useMoney(summary.hut.sector, 'basket');
  const { breakdown, payment, hut } = summary;
  const address = summary.disposition.type === 'delivery' ? summary.customer.deliveryAddress : undefined;
  // 10-G23: the postcode as the market writes it ('NW1 8QP', not 'NW18QP').
  const market = marketOfSectorId(summary.hut.sector);
  const postcode = address?.postcode && market ? formatPostcode(address.postcode, market) : address?.postcode;
  // Each part once: the address text often holds the postcode already (10-G33).
  const addressText = address ? joinAddressParts([address.address, address.street, address.city, postcode, address.interior]) : '';
  const words = useLineWords();

  return (
    <div className="order-details">
      <section className="order-card" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="order-card__title">
          {t('ordersummary.details.title')}
        </h2>
        <ul className="order-lines">
          {summary.lines.map((line, index) => {
            // 10-G16: worded in the customer's language from the structured items; an older summary without them keeps its details.
            // A summary saved on the device before issue 13 (Dexie's last order) has no items.
            const items = (line.items as OrderSummary['lines'][number]['items'] | undefined) ?? [];
            const first = items[0];
            const single = items.length === 1 && line.kind !== 'deal';
            const details =
              items.length === 0
                ? line.details
                : single && first
                  ? words.text(first)
                  : items.map((item) => [words.title(item.product), ...words.text(item)].join(' — '));
            return (
              <li key={index} className="order-lines__line">
                <span className="order-lines__name">
                  <span className="order-lines__title">
                    {line.quantity > 1 ? <span className="order-lines__count">{t('lines.times', { count: line.quantity })} </span> : null}
                    {single && first ? words.title(first.product) || line.title : line.title}
                  </span>
                  {details.map((text, detailIndex) => (
                    <span key={detailIndex} className="order-lines__details">
                      {text}
                    </span>
                  ))}
                </span>
                <span className="order-lines__price">{money.format(line.price)}</span>
              </li>
            );
          })}
        </ul>
        <dl className="order-money">
          <Row label={t('ordersummary.details.subtotal')} value={money.format(breakdown.subtotal)} />
          {breakdown.dealSavings > 0 ? <Row label={t('ordersummary.details.dealSavings')} value={money.format(breakdown.dealSavings)} /> : null}
          {breakdown.discount > 0 ? <Row label={t('ordersummary.details.discount')} value={`−${money.format(breakdown.discount)}`} /> : null}
          {summary.surcharges.map((surcharge, index) => (
            <Row key={index} label={t(`ordersummary.details.surcharges.${surchargeLabelKey(surcharge.type, feeNaming)}`)} value={money.format(surcharge.amount)} />
          ))}
          {/* 10-G12: added taxes (Canada) are charges before the total; included ones a note after it. */}
          {breakdown.taxIncluded
            ? null
            : breakdown.taxes.map((tax) => (
                <Row
                  key={tax.id}
                  label={t('ordersummary.details.tax.line', { label: t(`ordersummary.details.tax.names.${tax.id}`), rate: formatTaxRate(tax.rate, i18n.language) })}
                  value={money.format(tax.amount)}
                />
              ))}
          {payment.credits > 0 ? <Row label={t('ordersummary.details.giftCard')} value={`−${money.format(payment.credits)}`} /> : null}
          <Row total label={t('ordersummary.details.total')} value={money.format(payment.amount)} />
          {breakdown.taxIncluded && breakdown.tax > 0 ? (
            <Row
              note
              label={t('ordersummary.details.tax.included', {
                label: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(breakdown.taxes.map((tax) => t(`ordersummary.details.tax.names.${tax.id}`))),
              })}
              value={money.format(breakdown.tax)}
            />
          ) : null}
        </dl>
        <p className="order-card__payment">
          <span>{t('ordersummary.payment.title')}</span> <strong>{paymentLabel(payment, t)}</strong>
        </p>
      </section>
      <section className="order-card" aria-labelledby="order-hut-title">
        <h2 id="order-hut-title" className="order-card__title">
          {t('ordersummary.hut.title')}
        </h2>
        <p className="order-hut__name">{hut.name}</p>
        <p className="order-hut__address">{hut.address}</p>
        <a className="button button--secondary order-hut__call" href={`tel:${hut.phone.replace(/[^\d+]/g, '')}`}>
          {t('ordersummary.hut.call', { phone: hut.phone })}
        </a>
        {addressText ? (
          <p className="order-hut__deliver-to">
            <span>{t('ordersummary.deliverTo')}</span> {addressText}
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Row({ label, value, total = false, note = false }: { label: string; value: string; total?: boolean; note?: boolean }) {
  return (
    <div className={`order-money__row${total ? ' order-money__row--total' : ''}${note ? ' order-money__row--note' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * C47: nothing to pay is sent as cash but never shown as cash: a gift card that covered the order
 * is 'Gift card', any other zero amount 'Nothing to pay'.
 */
function paymentLabel(payment: OrderSummary['payment'], t: (key: string) => string): string {
  if (payment.type === 'giftcard') return t('ordersummary.payment.types.giftcard');
  if (payment.nothingToPay || payment.amount <= 0) return t('lines.nothingToPay');
  return t(`ordersummary.payment.types.${payment.type}`);
}

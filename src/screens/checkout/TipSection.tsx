import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../components/use-money';
import type { CheckoutForm } from '../../db/records';
import { TIP_OPTIONS, isTipOption, parseAmount, tipAmount, type TipOption } from './checkout-view';

interface TipSectionProps {
  form: CheckoutForm;
  /** The goods subtotal the percentages are of. */
  subtotal: number;
  sector: string;
  onChange: (patch: Partial<CheckoutForm>) => void;
}

/**
 * The driver tip (spec 2 §3, §4; market record `tipping`, delivery only): none, 10, 15 or 20 % of the
 * goods, or an amount of the customer's own. It is stored in the form, so the basket's price picks it
 * up as a driverTip surcharge and the summary follows.
 */
export function TipSection({ form, subtotal, sector, onChange }: TipSectionProps) {
  const { t } = useTranslation();
  const { format, decimals } = useMoney(sector, 'basket');
  const id = useId();
  const option: TipOption = isTipOption(form.tip?.option) ? form.tip.option : 'none';
  const [customText, setCustomText] = useState(() => (option === 'custom' && form.tip ? String(form.tip.amount) : ''));

  const choose = (next: TipOption) => {
    const custom = next === 'custom' ? parseAmount(customText) : 0;
    onChange({ tip: { option: next, amount: tipAmount(next, subtotal, custom, decimals) } });
  };

  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-section__title">
        {t('checkout.sections.tip')}
      </h2>
      <fieldset className="checkout-choices">
        <legend className="visually-hidden">{t('checkout.tip.legend')}</legend>
        <div className="checkout-tips">
          {TIP_OPTIONS.map((value) => (
            <label key={value} className={`checkout-tip ${option === value ? 'checkout-tip--on' : ''}`}>
              <input
                type="radio"
                name={`${id}-tip`}
                className="checkout-tip__radio"
                checked={option === value}
                onChange={() => choose(value)}
              />
              <span className="checkout-tip__label">{tipLabel(value, t)}</span>
              {value.endsWith('%') ? <span className="checkout-tip__amount">{format(tipAmount(value, subtotal, 0, decimals))}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      {option === 'custom' ? (
        <div className="checkout-field checkout-field--short">
          <label className="checkout-field__label" htmlFor={`${id}-custom`}>
            {t('checkout.tip.customAmount')}
          </label>
          <input
            id={`${id}-custom`}
            className="checkout-field__input"
            type="number"
            inputMode="decimal"
            min={0}
            step={decimals > 0 ? 1 / 10 ** decimals : 1}
            value={customText}
            onChange={(event) => {
              setCustomText(event.target.value);
              onChange({ tip: { option: 'custom', amount: tipAmount('custom', subtotal, parseAmount(event.target.value), decimals) } });
            }}
          />
        </div>
      ) : null}
      <p className="checkout-section__note">{t('checkout.tip.hint')}</p>
    </section>
  );
}

function tipLabel(option: TipOption, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (option === 'none') return t('checkout.tip.none');
  if (option === 'custom') return t('checkout.tip.custom');
  return t('checkout.tip.percent', { percent: Number.parseInt(option, 10) });
}

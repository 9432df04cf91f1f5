import { useTranslation } from 'react-i18next';
import type { PaymentChoice } from '../../domain/checkout';
import type { FieldErrors } from './checkout-view';
import type { CheckoutActions, CheckoutModel } from './model';
import { PaymentMark } from './PaymentMark';

interface PaymentSectionProps {
  model: CheckoutModel;
  actions: CheckoutActions;
  /** The gift card covers everything: nothing to choose, the order goes as cash (spec 2 §5). */
  covered: boolean;
  errors: FieldErrors;
  format: (amount: number) => string;
}

/**
 * Payment (spec 2 §3, §5): one card per type the market offers and the hut takes, in the market's
 * order. Cash says its limit where the hut has one (India shows it, 06-G17) and is disabled above
 * it or where signing in is needed. A fully covered order shows no choice at all. A kiosk offers
 * card and cash as the counter takes them: 'Card at the terminal' and 'Pay at the counter' (issue 07).
 */
export function PaymentSection({ model, actions, covered, errors, format }: PaymentSectionProps) {
  const { t } = useTranslation();
  const error = errors.message('paymentType');
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className="checkout-section__title">
        {t('checkout.sections.payment')}
      </h2>
      {covered ? (
        <p className="checkout-covered">{t('checkout.payment.covered')}</p>
      ) : model.payments.length === 0 ? (
        <p className="checkout-section__note">{t('checkout.payment.none', { phone: model.hut.phone })}</p>
      ) : (
        <fieldset
          className="checkout-choices"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'checkout-payment-error' : undefined}
        >
          <legend className="visually-hidden">{t('checkout.payment.legend')}</legend>
          <div className="payment-cards">
            {model.payments.map((choice, index) => (
              <PaymentCard
                key={choice.type}
                choice={choice}
                first={index === 0}
                checked={model.form.paymentType === choice.type}
                label={label(choice.type, model, t)}
                note={choiceNote(choice, model, format, t)}
                description={description(choice.type, model, t)}
                onChoose={() => {
                  actions.change({ paymentType: choice.type });
                  errors.touch('paymentType');
                }}
              />
            ))}
          </div>
          {error ? (
            <p className="checkout-field__error" id="checkout-payment-error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    </section>
  );
}

interface PaymentCardProps {
  choice: PaymentChoice;
  first: boolean;
  checked: boolean;
  label: string;
  note: string | null;
  description: string | null;
  onChoose: () => void;
}

function PaymentCard({ choice, first, checked, label, note, description, onChoose }: PaymentCardProps) {
  const disabled = choice.disabledReason !== null;
  return (
    <label className={`payment-card ${checked ? 'payment-card--on' : ''} ${disabled ? 'payment-card--disabled' : ''}`}>
      <input
        type="radio"
        name="paymentType"
        className="payment-card__radio"
        value={choice.type}
        checked={checked}
        disabled={disabled}
        // Focus-on-submit lands on the first choice when none is made.
        data-field={first ? 'paymentType' : undefined}
        onChange={onChoose}
      />
      <PaymentMark type={choice.type} />
      <span className="payment-card__text">
        <span className="payment-card__label">{label}</span>
        {description ? <span className="payment-card__description">{description}</span> : null}
        {note ? <span className={`payment-card__note ${disabled ? 'payment-card__note--blocked' : ''}`}>{note}</span> : null}
      </span>
    </label>
  );
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

function label(type: string, model: CheckoutModel, t: Translate): string {
  if (model.kiosk) return t(`checkout.kiosk.types.${type}`, { defaultValue: type });
  return t(`checkout.payment.types.${type}`, { defaultValue: type });
}

function description(type: string, model: CheckoutModel, t: Translate): string | null {
  if (model.kiosk) return t(`checkout.kiosk.descriptions.${type}`, { defaultValue: '' }) || null;
  if (type === 'cash') return t(model.disposition === 'delivery' ? 'checkout.payment.descriptions.cash' : 'checkout.payment.descriptions.cashCollection');
  const key = `checkout.payment.descriptions.${type}`;
  const text = t(key, { defaultValue: '' });
  return text === '' ? null : text;
}

/** Why cash is off, or its limit where the hut has one ('Cash on orders under {amount}', 06-G17). */
function choiceNote(choice: PaymentChoice, model: CheckoutModel, format: (amount: number) => string, t: Translate): string | null {
  if (choice.disabledReason === 'SIGN_IN_FOR_CASH') return t('checkout.payment.signInForCash');
  if (choice.disabledReason === 'LOYALTY_REDEMPTION') return t('checkout.payment.loyalty');
  if ((choice.type === 'paylater_credit' || choice.type === 'paylater_debit') && model.payLater) {
    // 13-G5 (C39): the surcharge the kind adds and the cap, or why it is off.
    const { cap, surcharges } = model.payLater;
    if (choice.disabledReason === 'PAY_LATER_LIMIT') return t('checkout.payment.payLaterLimit', { amount: format(cap) });
    const fee = choice.type === 'paylater_credit' ? surcharges.credit : surcharges.debit;
    return fee > 0
      ? t('checkout.payment.payLaterFee', { fee: format(fee), amount: format(cap) })
      : t('checkout.payment.payLaterUpTo', { amount: format(cap) });
  }
  if ((choice.type === 'cash' || choice.type === 'cash/ticket') && model.cashMaximum !== null) {
    // At a kiosk 'cash' is paying at the counter: the hut's cash limit still applies (spec 2 §5).
    return t(model.kiosk ? 'checkout.kiosk.counterMaximum' : 'checkout.payment.cashMaximum', { amount: format(model.cashMaximum) });
  }
  return null;
}

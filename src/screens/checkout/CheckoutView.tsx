import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../components/use-money';
import { validateCheckout, type CheckoutField } from '../../domain/checkout';
import { AddressSection } from './AddressSection';
import { RewardsPointsBox } from '../../components/loyalty/RewardsPointsBox';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactSection } from './ContactSection';
import { errorMessageKey, firstInvalidField, payButtonKind, visibleErrors, type FieldErrors } from './checkout-view';
import type { CheckoutActions, CheckoutModel } from './model';
import { PaymentSection } from './PaymentSection';
import { PayButton } from './PayButton';
import { PrioritySection } from './PrioritySection';
import { TipSection } from './TipSection';

interface CheckoutViewProps {
  model: CheckoutModel;
  actions: CheckoutActions;
}

/**
 * The checkout page (spec 2 §2, §5): your details, the delivery address or the collection hut, the
 * driver tip and priority delivery, payment, then the pay button; the order summary beside it on wide
 * screens and below on phones. Errors show when a field is left and all at once on the pay click,
 * which moves focus to the first invalid field. A kiosk (issue 07) asks a name and how to pay.
 */
export function CheckoutView({ model, actions }: CheckoutViewProps) {
  const { t } = useTranslation();
  const { format } = useMoney(model.sector, 'basket');
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [addressRefused, setAddressRefused] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const amountDue = model.price?.amountDue ?? 0;
  const covered = model.price !== null && amountDue <= 0;
  const paymentType = covered ? 'cash' : model.form.paymentType;
  const errors = useMemo(
    () =>
      validateCheckout({
        market: model.market,
        disposition: model.disposition,
        form: model.form,
        password: model.password,
        paymentType,
        postcodeCheck: model.postcodeCheck,
        development: model.development,
        kiosk: model.kiosk,
      }),
    [model.market, model.disposition, model.form, model.password, paymentType, model.postcodeCheck, model.development, model.kiosk],
  );
  const shown = visibleErrors(errors, touched, submitted);

  const touch = useCallback((field: CheckoutField) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  }, []);
  const fieldErrors: FieldErrors = {
    touch,
    message: (field) => {
      const error = shown[field];
      return error ? t(errorMessageKey(field, error), { fieldName: t(`checkout.fieldNames.${field}`) }) : null;
    },
  };

  // After the pay click re-renders with every error, the first invalid field takes focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstInvalidField(errors);
    const element = field ? formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`) : null;
    element?.focus();
    // Only a new pay click moves focus; later typing must not pull it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (model.busy || model.offline) return;
    setSubmitted(true);
    if (firstInvalidField(errors) !== null) {
      setFocusRequest((count) => count + 1);
      return;
    }
    void (async () => {
      // Canada and India: the address must be one the current hut delivers to (10-G11).
      const deliverable = actions.checkAddress ? await actions.checkAddress() : true;
      setAddressRefused(!deliverable);
      if (deliverable) await actions.submit();
    })();
  };

  const errorCount = Object.keys(errors).length;
  return (
    <div className="checkout">
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      <div className="checkout__grid">
        <form ref={formRef} className="checkout__form" noValidate onSubmit={submit} aria-busy={model.busy || undefined}>
          <ContactSection model={model} actions={actions} errors={fieldErrors} />
          {/* A kiosk order is collected at the kiosk's own hut: no address, instructions or curbside (issue 07). */}
          {model.kiosk ? null : <AddressSection model={model} actions={actions} errors={fieldErrors} />}
          {model.tipping && model.price ? (
            <TipSection form={model.form} subtotal={model.price.subtotal} sector={model.sector} onChange={actions.change} />
          ) : null}
          {model.priority.offered ? <PrioritySection priority={model.priority} format={format} onToggle={actions.setPriority} /> : null}
          <PaymentSection model={model} actions={actions} covered={covered} errors={fieldErrors} format={format} />
          <div className="checkout__pay">
            {submitted && errorCount > 0 ? (
              <p className="checkout__error-summary" role="alert">
                {t('checkout.errors.summary', { count: errorCount })}
              </p>
            ) : null}
            {addressRefused && errorCount === 0 ? (
              <p className="checkout__error-summary" role="alert">
                {t('checkout.errors.NOT_DELIVERABLE')}
              </p>
            ) : null}
            <PayButton
              kind={payButtonKind(paymentType, model.price?.amountDue ?? Number.POSITIVE_INFINITY, model.kiosk)}
              amount={model.price ? format(amountDue) : null}
              busy={model.busy}
              offline={model.offline}
              waiting={model.price === null}
              kiosk={model.kiosk}
            />
          </div>
        </form>
        <div className="checkout__aside">
          <CheckoutSummary model={model} format={format} />
          {model.rewardsBox ? <RewardsPointsBox box={model.rewardsBox} place="checkout" /> : null}
        </div>
      </div>
    </div>
  );
}

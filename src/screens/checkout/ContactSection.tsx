import { useTranslation } from 'react-i18next';
import { accountPasswordHint } from '../../domain/accounts/password';
import { Checkbox } from './Checkbox';
import { checkoutLayout, type FieldErrors } from './checkout-view';
import { Field } from './Field';
import type { CheckoutActions, CheckoutModel } from './model';

interface ContactSectionProps {
  model: CheckoutModel;
  actions: CheckoutActions;
  errors: FieldErrors;
}

/**
 * 'Your details' (spec 2 §3, §5): the name (one field in the UK and India, first and last name in
 * France and Canada), email, phone, the marketing box the market asks for (C13) and the optional
 * password with its 'n/8' hint. At a kiosk (issue 07) only the name: the order is called out by it
 * at the counter, and nothing else about the customer is asked or kept.
 */
export function ContactSection({ model, actions, errors }: ContactSectionProps) {
  const { t } = useTranslation();
  const layout = checkoutLayout(model.market, model.disposition);
  const { form } = model;
  const bind = (field: 'name' | 'firstName' | 'lastName' | 'email' | 'phone') => ({
    field,
    value: form[field],
    onChange: (value: string) => actions.change({ [field]: value }),
    onBlur: () => errors.touch(field),
    error: errors.message(field),
  });

  // A shared tablet must not offer one customer's name to the next.
  const nameAutoComplete = (token: string) => (model.kiosk ? 'off' : token);
  const nameHint = model.kiosk ? t('checkout.kiosk.nameHint') : undefined;

  return (
    <section className="checkout-section" aria-labelledby="checkout-details">
      <h2 id="checkout-details" className="checkout-section__title">
        {t('checkout.sections.details')}
      </h2>
      <div className="checkout-section__fields">
        {layout.name ? <Field {...bind('name')} label={t('checkout.fields.name')} hint={nameHint} autoComplete={nameAutoComplete('name')} required /> : null}
        {layout.firstAndLastName ? (
          <div className="checkout-field-row">
            <Field {...bind('firstName')} label={t('checkout.fields.firstName')} autoComplete={nameAutoComplete('given-name')} required />
            <Field {...bind('lastName')} label={t('checkout.fields.lastName')} autoComplete={nameAutoComplete('family-name')} required />
          </div>
        ) : null}
        {layout.firstAndLastName && nameHint ? <p className="checkout-section__note">{nameHint}</p> : null}
        {model.kiosk ? null : <WebContactFields model={model} actions={actions} errors={errors} bind={bind} />}
      </div>
      {model.kiosk ? null : <PasswordField model={model} actions={actions} errors={errors} />}
    </section>
  );
}

type Bind = (field: 'email' | 'phone') => {
  field: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
};

/** Email, phone and the marketing box: how a customer's own device reaches them (not asked at a kiosk). */
function WebContactFields({ model, actions, bind }: ContactSectionProps & { bind: Bind }) {
  const { t } = useTranslation();
  const { form } = model;
  return (
    <>
      <Field
        {...bind('email')}
        label={t('checkout.fields.email')}
        hint={t('checkout.hints.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        required
      />
      <Field
        {...bind('phone')}
        label={model.market === 'IN' ? t('checkout.fields.phoneIN') : t('checkout.fields.phone')}
        // Collection has no driver (10-G33): the hint names only the restaurant.
        hint={model.disposition === 'collection' ? t('checkout.hints.phoneCollection') : t('checkout.hints.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
      />
      <Checkbox
        checked={model.marketingConsent === 'opt-in' ? form.marketing : !form.marketing}
        onChange={(checked) => actions.change({ marketing: model.marketingConsent === 'opt-in' ? checked : !checked })}
        label={model.marketingConsent === 'opt-in' ? t('checkout.options.marketingOptIn') : t('checkout.options.marketingOptOut')}
      />
    </>
  );
}

/**
 * The optional password (spec 2 §5): 8+ characters with lower case, upper case and a digit; the hint counts 'n/8' and names what is missing.
 * India adds no run of three and no character three times (11-G20 reading), named by the hint too.
 */
function PasswordField({ model, actions, errors }: ContactSectionProps) {
  const { t } = useTranslation();
  const hint = accountPasswordHint(model.password, model.market);
  const status =
    model.password === '' ? null : (
      <>
        <span className="checkout-password__length">{t('checkout.hints.passwordStrength', { length: hint.length })}</span>
        {' · '}
        {hint.ok
          ? t('checkout.hints.passwordOk')
          : hint.missing.length > 0
            ? t('checkout.hints.passwordMissing', { parts: hint.missing.map((part) => t(`checkout.hints.passwordParts.${part}`)).join(', ') })
            : null}
      </>
    );
  return (
    <details className="checkout-account" open={model.password !== '' || undefined}>
      <summary className="checkout-account__summary">{t('checkout.sections.account')}</summary>
      <Field
        field="password"
        label={t('checkout.fields.password')}
        hint={t('checkout.hints.password')}
        type="password"
        autoComplete="new-password"
        value={model.password}
        onChange={actions.setPassword}
        onBlur={() => errors.touch('password')}
        error={errors.message('password')}
        status={status}
      />
    </details>
  );
}

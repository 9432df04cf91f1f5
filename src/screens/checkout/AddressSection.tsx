import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from './Checkbox';
import { checkoutLayout, type FieldErrors } from './checkout-view';
import { Field } from './Field';
import type { CheckoutActions, CheckoutModel } from './model';

interface AddressSectionProps {
  model: CheckoutModel;
  actions: CheckoutActions;
  errors: FieldErrors;
}

type AddressField = 'addressLine1' | 'addressLine2' | 'postcode' | 'interior' | 'streetAddress' | 'postalCode' | 'instructions';

/**
 * 'Delivery address' or 'Collection from {hut}' (spec 2 §3, §5): the UK lines and postcode (checked
 * against the chosen hut), India's flat/floor/building under the geocoded address, Canada's street
 * and postal code, France's localised address read-only; the instructions with their counter; the
 * contact-free or curbside choice (06-G12) and, in India, the terms (06-G4).
 */
export function AddressSection({ model, actions, errors }: AddressSectionProps) {
  const { t } = useTranslation();
  const layout = checkoutLayout(model.market, model.disposition);
  const { form } = model;
  const delivery = model.disposition === 'delivery';
  const bind = (field: AddressField) => ({
    field,
    value: form[field],
    onChange: (value: string) => actions.change({ [field]: value }),
    onBlur: field === 'addressLine2' ? undefined : () => errors.touch(field),
    error: field === 'addressLine2' ? null : errors.message(field),
  });
  const instructionsLength = [...form.instructions].length;

  return (
    <section className="checkout-section" aria-labelledby="checkout-address">
      <h2 id="checkout-address" className="checkout-section__title">
        {delivery ? t('checkout.sections.delivery') : t('checkout.sections.collection', { hut: model.hut.name })}
      </h2>
      <div className="checkout-section__fields">
        {layout.sessionAddress && model.sessionAddress ? (
          <div className="checkout-readonly">
            <span className="checkout-readonly__label">{t('checkout.fields.sessionAddress')}</span>
            <span className="checkout-readonly__value">{model.sessionAddress}</span>
          </div>
        ) : null}
        {layout.ukAddress ? (
          <>
            <Field {...bind('addressLine1')} label={t('checkout.fields.addressLine1')} autoComplete="address-line1" required />
            <Field {...bind('addressLine2')} label={t('checkout.fields.addressLine2')} autoComplete="address-line2" />
            <Field
              {...bind('postcode')}
              className="checkout-field--short"
              label={t('checkout.fields.postcode')}
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
              required
              status={postcodeStatus(model, t)}
            />
          </>
        ) : null}
        {layout.interior ? (
          <Field {...bind('interior')} label={t('checkout.fields.interior')} hint={t('checkout.hints.interior')} autoComplete="address-line2" required />
        ) : null}
        {layout.canadaAddress ? (
          <>
            <Field {...bind('streetAddress')} label={t('checkout.fields.streetAddress')} autoComplete="street-address" required />
            <Field
              {...bind('postalCode')}
              className="checkout-field--short"
              label={t('checkout.fields.postalCode')}
              autoComplete="postal-code"
              autoCapitalize="characters"
              spellCheck={false}
              required
            />
          </>
        ) : null}
        <Field
          {...bind('instructions')}
          multiline
          label={delivery ? t('checkout.fields.instructions') : t('checkout.fields.instructionsCollection')}
          maxLength={model.instructionsMax}
          status={t('checkout.hints.counter', { count: instructionsLength, max: model.instructionsMax })}
        />
        {layout.contactFree ? (
          <Checkbox
            checked={form.contactFree}
            onChange={(contactFree) => actions.change({ contactFree })}
            label={t('checkout.options.contactFree')}
            hint={t('checkout.options.contactFreeHint')}
          />
        ) : null}
        {layout.curbside ? (
          <Checkbox
            checked={form.isCurbside}
            onChange={(isCurbside) => actions.change({ isCurbside })}
            label={t('checkout.options.curbside')}
            hint={t('checkout.options.curbsideHint')}
          />
        ) : null}
        {layout.terms ? (
          <Checkbox
            field="terms"
            checked={form.termsAccepted}
            onChange={(termsAccepted) => {
              actions.change({ termsAccepted });
              errors.touch('terms');
            }}
            error={errors.message('terms')}
            label={
              <Trans
                i18nKey="checkout.options.terms"
                components={{
                  link: <a href="/terms/" target="_blank" rel="noopener" aria-label={t('checkout.options.termsLink')} />,
                }}
              />
            }
          />
        ) : null}
      </div>
    </section>
  );
}

/** While the postcode is looked up, and once our hut is known to deliver there. */
function postcodeStatus(model: CheckoutModel, t: (key: string) => string): string | null {
  if (model.postcodeChecking) return t('checkout.hints.postcodeChecking');
  if (model.postcodeCheck === 'ok') return t('checkout.hints.postcodeOk');
  return null;
}

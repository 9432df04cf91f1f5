import { useSetAtom } from 'jotai';
import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../../log/logger';
import { offerCollectionNearbyAtom } from '../../atoms/dead-zone';
import { localiseAtom } from '../../atoms/localise';
import { notifyLocalisationError } from '../../atoms/localisation-notices';
import { findRange, parseStreetNumber, shouldSuggest, streetNames } from '../../domain/localisation/address-match';
import { marketFacts } from '../../domain/markets/facts';
import { isValidPostcode, normalisePostcode, postcodeRulesOf } from '../../domain/localisation/postcode';
import { Combobox } from './Combobox';
import { hutById, streets } from './lookups';
import { RelocalisePrompt } from './RelocalisePrompt';

interface Props {
  initialPostcode: string;
  target: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
}

type Field = 'postcode' | 'street' | 'number';

/**
 * France delivery (spec 1 §4): postcode, then the street from the address ranges of that postcode,
 * then the number; the range serving that number names the hut. None: the relocalise prompt.
 */
export function FranceAddressForm({ initialPostcode, target, inputRef }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const localise = useSetAtom(localiseAtom);
  const offerCollection = useSetAtom(offerCollectionNearbyAtom);
  const [postcode, setPostcode] = useState(initialPostcode);
  const [street, setStreet] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [noHut, setNoHut] = useState(false);
  const [busy, setBusy] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const threshold = marketFacts('FR').addressSuggestAfterChars.delivery;
  const postcodeValid = isValidPostcode(postcode, 'FR');
  const code = normalisePostcode(postcode);

  const ready = useCallback((text: string) => postcodeValid && shouldSuggest(text, threshold), [postcodeValid, threshold]);
  const load = useCallback(async (text: string) => streetNames(await streets(code, text.trim())), [code]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const streetNumber = parseStreetNumber(number);
    const found: Partial<Record<Field, string>> = {};
    if (!postcodeValid) found.postcode = t('localisation.postcode.invalid');
    if (street.trim() === '') found.street = t('localisation.france.streetRequired');
    if (streetNumber === null) found.number = t('localisation.france.numberRequired');
    setErrors(found);
    setNoHut(false);
    if (Object.keys(found).length > 0 || streetNumber === null) return;
    setBusy(true);
    try {
      const ranges = await streets(code, street.trim());
      const range = findRange(ranges, street, streetNumber);
      const hut = range ? await hutById(range.sector, range.hutId) : null;
      if (!range || !hut) {
        setNoHut(true);
        return;
      }
      await localise({
        hut,
        disposition: 'delivery',
        address: {
          postcode: code,
          street: range.street,
          streetNumber: number.trim(),
          city: range.city,
          address: `${number.trim()} ${range.street}, ${code} ${range.city}`,
        },
        target,
      });
    } catch (error) {
      log.error('Street look-up failed', error);
      notifyLocalisationError();
    } finally {
      setBusy(false);
    }
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className="field__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="localiser__form localiser__form--france" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-postcode`}>
          {t('localisation.france.postcodeLabel')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-postcode`}
          className="field__input field__input--postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={postcodeRulesOf('FR').inputMaxLength}
          value={postcode}
          aria-invalid={errors.postcode ? true : undefined}
          aria-describedby={errors.postcode ? errorId('postcode') : undefined}
          onChange={(event) => setPostcode(event.target.value)}
        />
        {fieldError('postcode')}
      </div>
      <div className="field">
        <Combobox<string>
          label={t('localisation.france.streetLabel')}
          value={street}
          onChange={(value) => {
            setStreet(value);
            setNoHut(false);
          }}
          ready={ready}
          load={load}
          optionKey={(option) => option}
          optionLabel={(option) => option}
          onPick={(option) => {
            setStreet(option);
            numberRef.current?.focus();
          }}
          onEnterWithoutSuggestion={() => numberRef.current?.focus()}
          autoComplete="address-line1"
          describedBy={errors.street ? errorId('street') : undefined}
          invalid={Boolean(errors.street)}
        />
        {fieldError('street')}
      </div>
      <div className="field field--short">
        <label className="field__label" htmlFor={`${id}-number`}>
          {t('localisation.france.numberLabel')}
        </label>
        <input
          ref={numberRef}
          id={`${id}-number`}
          className="field__input"
          inputMode="numeric"
          maxLength={10}
          value={number}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={errors.number ? errorId('number') : undefined}
          onChange={(event) => setNumber(event.target.value)}
        />
        {fieldError('number')}
      </div>
      <button type="submit" className="button button--primary localiser__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('localisation.finding') : t('localisation.findHut')}
      </button>
      {noHut ? (
        <RelocalisePrompt
          id={`${id}-relocalise`}
          onChangeAddress={() => {
            setNoHut(false);
            inputRef.current?.focus();
          }}
          onCollect={() => void offerCollection({ market: 'FR', address: { postcode: code }, target })}
        />
      ) : null}
    </form>
  );
}

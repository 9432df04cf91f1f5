import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { log } from '../../log/logger';
import { useLocalisationActions } from './use-localisation-actions';
import { formatPostcode, isValidPostcode, postcodeRulesOf } from '../../domain/localisation/postcode';
import { hutForPostcode } from './lookups';

interface Props {
  initialPostcode: string;
  target: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * UK delivery: the postcode alone finds the hut (spec 1 §4, §5). Case-insensitive, spaces ignored,
 * GIR 0AA valid, at most 10 characters; a postcode no hut delivers to offers collection nearby.
 */
export function UkPostcodeForm({ initialPostcode, target, inputRef }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { localise, offerCollection, notifyLocalisationError } = useLocalisationActions();
  const [postcode, setPostcode] = useState(initialPostcode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rules = postcodeRulesOf('UK');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isValidPostcode(postcode, 'UK')) {
      setError(t('localisation.postcode.invalid'));
      inputRef.current?.focus();
      return;
    }
    const formatted = formatPostcode(postcode, 'UK');
    setError(null);
    setBusy(true);
    try {
      const hut = await hutForPostcode(formatted);
      if (!hut) {
        setError(t('localisation.postcode.notDelivered'));
        await offerCollection({ market: 'UK', address: { postcode: formatted }, target });
        return;
      }
      await localise({ hut, disposition: 'delivery', address: { postcode: formatted }, target });
    } catch (failure) {
      // The postcode stays in the field: the customer can try again.
      log.error('Postcode look-up failed', failure);
      void notifyLocalisationError();
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className="localiser__form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field__label" htmlFor={`${id}-postcode`}>
        {t('localisation.postcode.label')}
      </label>
      <div className="localiser__row">
        <input
          ref={inputRef}
          id={`${id}-postcode`}
          className="field__input field__input--postcode"
          name="postcode"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={rules.inputMaxLength}
          placeholder={t('localisation.postcode.placeholder')}
          value={postcode}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setPostcode(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="button button--primary localiser__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('localisation.finding') : t('localisation.findHut')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

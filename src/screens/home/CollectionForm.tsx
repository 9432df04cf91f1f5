import { useSetAtom } from 'jotai';
import { useCallback, useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion } from '../../api/contract/geo';
import { log } from '../../log/logger';
import { openOverlayAtom } from '../../atoms/overlays';
import type { Market } from '../../domain/markets/ids';
import { Combobox } from './Combobox';
import { GeolocationButton } from './GeolocationButton';
import { usePlaceSearch } from './use-place-search';

interface Props {
  market: Market;
  target: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * Collection (spec 1 §2, §4): search by postcode, town or hut name (UK, France) or by an address
 * from the suggestions (Canada, India), or use the device's location; each opens the collection
 * store finder, which lists the nearest huts.
 */
export function CollectionForm({ market, target, inputRef }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const openOverlay = useSetAtom(openOverlayAtom);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ready, load, resolve } = usePlaceSearch(market, 'collection');
  const usesSuggestions = market === 'CA' || market === 'IN';

  const findNear = useCallback(
    (point: { lat: number; lng: number }) => openOverlay({ kind: 'store-finder', market, point, target }),
    [market, openOverlay, target],
  );

  function search(query: string) {
    if (query.trim().length < 2) {
      setError(t('localisation.collection.queryRequired'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    openOverlay({ kind: 'store-finder', market, query: query.trim(), target });
  }

  async function pick(suggestion: PlaceSuggestion) {
    setText(suggestion.description);
    try {
      const outcome = await resolve(suggestion);
      if (outcome.kind === 'found') findNear(outcome.point);
      else search(suggestion.description);
    } catch (failure) {
      log.error('Geocoding failed', failure);
      setError(t('localisation.address.mapError'));
    }
  }

  const errorId = `${id}-error`;
  return (
    <div className="localiser__form">
      {usesSuggestions ? (
        <Combobox<PlaceSuggestion>
          label={t('localisation.collection.addressLabel')}
          placeholder={t('localisation.address.placeholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          ready={ready}
          load={load}
          optionKey={(option) => option.placeId}
          optionLabel={(option) => option.description}
          onPick={(option) => void pick(option)}
          onEnterWithoutSuggestion={search}
          inputRef={inputRef}
          describedBy={error ? errorId : undefined}
          invalid={error !== null}
        />
      ) : (
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            search(text);
          }}
          noValidate
        >
          <label className="field__label" htmlFor={`${id}-query`}>
            {t('localisation.collection.label')}
          </label>
          <div className="localiser__row">
            <input
              ref={inputRef}
              id={`${id}-query`}
              className="field__input"
              type="search"
              enterKeyHint="search"
              autoComplete="postal-code"
              spellCheck={false}
              maxLength={60}
              placeholder={t('localisation.collection.placeholder')}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            <button type="submit" className="button button--primary localiser__submit">
              {t('localisation.collection.search')}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <GeolocationButton onFound={findNear} />
    </div>
  );
}

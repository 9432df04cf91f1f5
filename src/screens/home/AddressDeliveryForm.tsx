import { useSetAtom } from 'jotai';
import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion } from '../../api/contract/geo';
import { log } from '../../log/logger';
import { offerCollectionNearbyAtom } from '../../atoms/dead-zone';
import { localiseAtom } from '../../atoms/localise';
import type { DeliveryAddress } from '../../db/records';
import type { Market } from '../../domain/markets/ids';
import { Combobox } from './Combobox';
import { hutDeliveringTo } from './lookups';
import { RelocalisePrompt } from './RelocalisePrompt';
import { usePlaceSearch } from './use-place-search';

interface Props {
  market: Market;
  initialAddress: string;
  target: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
}

type Problem =
  | { kind: 'message'; text: string }
  /** No hut delivers here: the relocalise prompt (spec 1 §4) with the address it was for. */
  | { kind: 'no-hut'; address: DeliveryAddress };

/**
 * Canada and India delivery: the customer picks an address from the suggestions, the place is
 * geocoded, and the hut delivering to its coordinates is localised (spec 1 §4 "Localisation widget").
 */
export function AddressDeliveryForm({ market, initialAddress, target, inputRef }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const localise = useSetAtom(localiseAtom);
  const offerCollection = useSetAtom(offerCollectionNearbyAtom);
  const { ready, load, resolve } = usePlaceSearch(market, 'delivery');
  const [text, setText] = useState(initialAddress);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(suggestion: PlaceSuggestion) {
    if (busy) return;
    setText(suggestion.description);
    setProblem(null);
    setBusy(true);
    try {
      const outcome = await resolve(suggestion);
      if (outcome.kind === 'not-found') {
        log.warn('Geocoder found no result', { placeId: suggestion.placeId });
        setProblem({ kind: 'message', text: t('localisation.address.noHut') });
        return;
      }
      if (outcome.kind === 'no-street-number') {
        setProblem({ kind: 'message', text: t('localisation.address.noStreetNumber') });
        return;
      }
      const hut = await hutDeliveringTo(market, outcome.point);
      if (!hut) {
        setProblem({ kind: 'no-hut', address: outcome.address });
        return;
      }
      await localise({ hut, disposition: 'delivery', address: outcome.address, target });
    } catch (error) {
      log.error('Geocoding failed', error);
      setProblem({ kind: 'message', text: t('localisation.address.mapError') });
    } finally {
      setBusy(false);
    }
  }

  const problemId = `${id}-problem`;
  return (
    <div className="localiser__form">
      <Combobox<PlaceSuggestion>
        label={t('localisation.address.label')}
        placeholder={t('localisation.address.placeholder')}
        value={text}
        onChange={(value) => {
          setText(value);
          if (problem) setProblem(null);
        }}
        ready={ready}
        load={load}
        optionKey={(option) => option.placeId}
        optionLabel={(option) => option.description}
        onPick={(option) => void pick(option)}
        onEnterWithoutSuggestion={() => setProblem({ kind: 'message', text: t('localisation.address.chooseSuggestion') })}
        inputRef={inputRef}
        autoComplete="street-address"
        describedBy={problem ? problemId : undefined}
        invalid={problem !== null}
      />
      {busy ? <p className="localiser__status" role="status">{t('localisation.finding')}</p> : null}
      {problem?.kind === 'message' ? (
        <p id={problemId} className="field__error" role="alert">
          {problem.text}
        </p>
      ) : null}
      {problem?.kind === 'no-hut' ? (
        <RelocalisePrompt
          id={problemId}
          onChangeAddress={() => {
            setProblem(null);
            setText('');
            inputRef.current?.focus();
          }}
          onCollect={() => void offerCollection({ market, address: problem.address, target })}
        />
      ) : null}
    </div>
  );
}

import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebDisposition } from '../../api/contract/common';
import { chooseDispositionAtom, localisingAtom } from '../../atoms/localisation-state';
import { sessionAtom } from '../../atoms/session';
import { marketFacts, MARKET_IDS } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';
import { Spinner } from '../../components/Spinner';
import { UkPostcodeForm } from './UkPostcodeForm';

// Only the form of the customer's market and disposition loads: the UK postcode form is the
// default and ships with the page; the others are small chunks (home route budget, bench/).
const AddressDeliveryForm = lazy(() => import('./AddressDeliveryForm').then((m) => ({ default: m.AddressDeliveryForm })));
const CollectionForm = lazy(() => import('./CollectionForm').then((m) => ({ default: m.CollectionForm })));
const FranceAddressForm = lazy(() => import('./FranceAddressForm').then((m) => ({ default: m.FranceAddressForm })));

interface Props {
  market: Market;
  onMarketChange: (market: Market) => void;
  /** Where to go once localised (redirectFrom). */
  target: string | null;
  /** A postcode or address carried by the link that sent the customer here. */
  prefill: string;
  /** The field forced-disposition clicks focus (spec 1 §4). */
  fieldRef: RefObject<HTMLInputElement | null>;
}

const DISPOSITIONS: WebDisposition[] = ['delivery', 'collection'];

/**
 * The localisation widget (spec 1 §2, §4): delivery and collection tabs (choosing one resets the
 * time to asap), dine-in as the market's outside link where it has one, and the form of the market.
 */
export function LocalisationWidget({ market, onMarketChange, target, prefill, fieldRef }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const session = useAtomValue(sessionAtom);
  const localising = useAtomValue(localisingAtom);
  const chooseDisposition = useSetAtom(chooseDispositionAtom);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const disposition: WebDisposition = session.dispositionType === 'collection' ? 'collection' : 'delivery';
  const facts = marketFacts(market);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: DISPOSITIONS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + DISPOSITIONS.length) % DISPOSITIONS.length;
    chooseDisposition(DISPOSITIONS[next] ?? 'delivery');
    tabs.current[next]?.focus();
  }

  const panelId = `${id}-panel`;
  return (
    <section className="localiser" aria-labelledby={`${id}-title`}>
      <div className="localiser__head">
        <h2 id={`${id}-title`} className="localiser__title">
          {t('localisation.widgetTitle')}
        </h2>
        <label className="localiser__market">
          <span>{t('localisation.market.label')}</span>
          <select value={market} onChange={(event) => onMarketChange(event.target.value as Market)}>
            {MARKET_IDS.map((option) => (
              <option key={option} value={option}>
                {t(`localisation.market.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="localiser__tabs">
        <div role="tablist" aria-label={t('localisation.dispositionTabs')} className="localiser__tablist">
          {DISPOSITIONS.map((option, index) => (
            <button
              key={option}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${option}`}
              aria-selected={disposition === option}
              aria-controls={panelId}
              tabIndex={disposition === option ? 0 : -1}
              className="localiser__tab"
              onClick={() => chooseDisposition(option)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t(`home.${option}`)}
            </button>
          ))}
        </div>
        {facts.dineIn ? (
          <a className="localiser__tab localiser__tab--link" href={facts.dineIn.url} target="_blank" rel="noopener noreferrer">
            {t('home.dineIn')}
            <span className="visually-hidden"> {t(`localisation.dineIn.${facts.dineIn.kind}`)}</span>
          </a>
        ) : null}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${disposition}`} className="localiser__panel">
        {/* One form per market and disposition; the key drops what another market's form held. */}
        <Suspense fallback={<Spinner label={t('loader.loading')} />}>
          <DispositionForm key={`${market}-${disposition}`} market={market} disposition={disposition} target={target} prefill={prefill} fieldRef={fieldRef} />
        </Suspense>
        {localising ? (
          <div className="localiser__busy" role="status">
            <Spinner label={t('localisation.localising')} />
            <span>{t('localisation.localising')}</span>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function DispositionForm({
  market,
  disposition,
  target,
  prefill,
  fieldRef,
}: {
  market: Market;
  disposition: WebDisposition;
  target: string | null;
  prefill: string;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  if (disposition === 'collection') return <CollectionForm market={market} target={target} inputRef={fieldRef} />;
  if (market === 'UK') return <UkPostcodeForm initialPostcode={prefill} target={target} inputRef={fieldRef} />;
  if (market === 'FR') return <FranceAddressForm initialPostcode={prefill} target={target} inputRef={fieldRef} />;
  return <AddressDeliveryForm market={market} initialAddress={prefill} target={target} inputRef={fieldRef} />;
}

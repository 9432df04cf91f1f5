import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { currentHutAtom, isLocalisedAtom } from '../../atoms/huts';
import { signedInAtom } from '../../atoms/identity';
import { lastOrderAtom } from '../../atoms/last-order';
import { chooseDispositionAtom, homeMarketAtom } from '../../atoms/localisation-state';
import { useLocalisationActions } from './use-localisation-actions';
import { hydrationStatusAtom } from '../../atoms/persisted';
import { selectedLanguageAtom, sessionAtom } from '../../atoms/session';
import { settingsAtom } from '../../atoms/settings';
import { isFeatureOn } from '../../domain/flags/flags';
import { parseOrderAreaQuery, safeRedirectPath, webDispositionOf } from '../../domain/localisation/order-area-params';
import { marketOfLanguageTag } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';
import { languageForMarket } from '../../domain/markets/languages';
import { changeLanguage, withScreenStrings } from '../../i18n';
import { resolveLanguage } from '../../i18n/languages';
import { PizzaArt } from '../../components/PizzaArt';
import { LocalisationWidget } from './LocalisationWidget';
import { PromoBlocks } from './PromoBlocks';
import './home.css';

const EmergencyBanner = lazy(() => import('./EmergencyBanner'));
const TrackOrderBanner = lazy(() => import('../../components/TrackOrderBanner'));
// 14-G13 (India's home experiments): after first paint, with their strings (home~experiments).
const DealsFirstStrip = lazy(withScreenStrings(() => import('./HomeExperiments').then((m) => ({ default: m.DealsFirstStrip }))));
const AutoLocaliseExperiment = lazy(() => import('./HomeExperiments').then((m) => ({ default: m.AutoLocaliseExperiment })));

/**
 * Home and localisation page (spec 1 §2): the localisation widget, the emergency banner when its
 * flag is on and it has text, the track-your-order banner slot and the promo blocks. A returning
 * customer whose hut is still chosen goes straight to the order page (automatic localisation).
 */
export default function HomeScreen() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const hydration = useAtomValue(hydrationStatusAtom);
  const settings = useAtomValue(settingsAtom);
  const [chosenMarket, setChosenMarket] = useAtom(homeMarketAtom);
  const { autoLocalise } = useLocalisationActions();
  const chooseDisposition = useSetAtom(chooseDispositionAtom);
  const fieldRef = useRef<HTMLInputElement>(null);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);

  // Where the customer was going (spec 1 §2 redirectFrom), and what its link asked for (04-G2).
  const target = safeRedirectPath(params.get('redirectFrom'));
  const carried = useMemo(() => parseOrderAreaQuery(target ? new URL(target, 'https://hut.invalid').search : '', false), [target]);
  const market = chosenMarket ?? marketOfLanguageTag(i18n.language);
  const [selectedLanguage, setSelectedLanguage] = useAtom(selectedLanguageAtom);

  // The market chosen here sets its language (spec 3 §9; 10-G30): France turns the page French,
  // Canada English with the en/fr switcher in the header. A hand-picked language is respected.
  const chooseMarket = (next: Market) => {
    setChosenMarket(next);
    const manual = selectedLanguage.manual;
    const language = resolveLanguage(languageForMarket(next, { language: i18n.language, manual }));
    if (!language || language === i18n.language) return;
    void changeLanguage(language).then(() => setSelectedLanguage({ language, manual }));
  };

  useEffect(() => {
    if (hydration === 'pending' || hydration === 'failed') return;
    void autoLocalise({ hash: location.hash, target });
    // Once per visit to this page: the atom remembers a redirect for the rest of the page session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydration]);

  useEffect(() => {
    const carriedDisposition = webDispositionOf(carried.dispositionType);
    if (carriedDisposition) chooseDisposition(carriedDisposition);
  }, [carried.dispositionType, chooseDisposition]);

  const emergencyText = t('home.emergency.text');
  const showEmergency = isFeatureOn('emergencyBanner', settings.flagLevel, settings.flagOverrides) && emergencyText.trim() !== '';

  return (
    <div className="home">
      <title>{t('home.metaTitle')}</title>
      {showEmergency ? (
        <Suspense fallback={null}>
          <EmergencyBanner html={emergencyText} />
        </Suspense>
      ) : null}
      <section className="home__hero home-hero" aria-labelledby="home-title">
        <div className="home-hero__main">
          <h1 id="home-title" className="home__title">
            {t('home.title')}
          </h1>
          <p className="home__lead">{t('home.lead')}</p>
          <Suspense fallback={null}>
            <DealsFirstStrip />
          </Suspense>
          <LocalisationWidget
            market={market}
            onMarketChange={chooseMarket}
            target={target}
            prefill={carried.deliveryAddress ?? ''}
            fieldRef={fieldRef}
          />
          {blockedMessage ? (
            <p className="home__blocked" role="alert">
              {blockedMessage}
            </p>
          ) : null}
        </div>
        <div className="home-hero__art">
          <PizzaArt size={280} />
        </div>
      </section>
      <Suspense fallback={null}>
        <AutoLocaliseExperiment hash={location.hash} target={target} />
      </Suspense>
      <TrackOrderBannerSlot />
      <ForcedCollection
        market={market}
        onBlocked={() => {
          setBlockedMessage(t('home.promo.localiseFirst'));
          fieldRef.current?.focus();
        }}
      />
    </div>
  );
}

/**
 * Promo blocks whose button forces collection (spec 1 §4): not localised, the click is blocked, a
 * message shows and the postcode field gets focus; localised, collection is chosen at the current
 * hut (which resets the deals) and the deals open.
 */
function ForcedCollection({ market, onBlocked }: { market: ReturnType<typeof marketOfLanguageTag>; onBlocked: () => void }) {
  const localised = useAtomValue(isLocalisedAtom);
  const hut = useAtomValue(currentHutAtom);
  const session = useAtomValue(sessionAtom);
  const { localise } = useLocalisationActions();
  return (
    <PromoBlocks
      market={market}
      onCollect={() => {
        if (!localised || !hut) {
          onBlocked();
          return;
        }
        void localise({ hut, disposition: 'collection', when: session.dispositionWhen, target: '/order/deals/' });
      }}
    />
  );
}

/**
 * The track-your-order banner's place on the home page (spec 3 §2.7, 2 §7). Its chunk (and the state
 * call) loads only when this device has a last order: a first visit never fetches it.
 */
function TrackOrderBannerSlot() {
  const lastOrder = useAtomValue(lastOrderAtom);
  // A signed-in customer's last order may come from the order history instead (11-G31).
  const signedIn = useAtomValue(signedInAtom);
  if (!lastOrder && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <TrackOrderBanner />
    </Suspense>
  );
}

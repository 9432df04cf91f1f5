import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../api/contract/orders';
import { useExperiment } from '../../atoms/experiment-definitions';
import { currentHutAtom } from '../../atoms/huts';
import { settingsAtom } from '../../atoms/settings';
import { switchToCollectionOffered } from '../../domain/experiments/gates';
import { isFeatureOn } from '../../domain/flags/flags';

/**
 * 14-G14 'switch-to-collection' (S2 §2 "for a suitable order, an offer to switch to collection
 * (experiment)", gated by the flag `switchToCollection`). Suitable: see switchToCollectionOffered; the
 * hut's collection is known only when it is the localised hut (the summary does not carry it), so
 * an unknown hut is offered nothing. Pick for accepting: the store API has no endpoint that changes a
 * placed order's disposition (nor refunds the delivery charge), so the offer calls the hut, which
 * makes the change on its till — no success is shown that the server did not make.
 */
export function SwitchToCollectionOffer({ summary, step, failed }: { summary: OrderSummary; step: number; failed: boolean }) {
  const { t } = useTranslation();
  const variant = useExperiment('switch-to-collection');
  const { flagLevel, flagOverrides } = useAtomValue(settingsAtom);
  const hut = useAtomValue(currentHutAtom);
  const [dismissed, setDismissed] = useState(false);
  const offered = switchToCollectionOffered({
    flagOn: isFeatureOn('switchToCollection', flagLevel, flagOverrides),
    variant,
    disposition: summary.disposition.type,
    // Steps 0–2 (received, preparing, cooking): the order has not left the hut (domain/checkout/tracking.ts).
    atHut: !failed && step <= 2,
    hutCollects: hut?.id === summary.hut.id && hut.allowedDisposition.collection,
    testOrder: false,
  });
  if (!offered || dismissed) return null;
  return (
    <section className="switch-offer" aria-labelledby="switch-offer-title">
      <h2 id="switch-offer-title" className="switch-offer__title">
        {t('ordersummary.switchOffer.title')}
      </h2>
      <p className="switch-offer__text">{t('ordersummary.switchOffer.text', { name: summary.hut.name, address: summary.hut.address })}</p>
      <div className="switch-offer__actions">
        <a className="button button--primary switch-offer__call" href={`tel:${summary.hut.phone.replace(/[^\d+]/g, '')}`}>
          {t('ordersummary.switchOffer.call', { phone: summary.hut.phone })}
        </a>
        <button type="button" className="button button--secondary switch-offer__dismiss" onClick={() => setDismissed(true)}>
          {t('ordersummary.switchOffer.dismiss')}
        </button>
      </div>
    </section>
  );
}

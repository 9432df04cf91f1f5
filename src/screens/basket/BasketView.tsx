import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useMoney } from '../../components/use-money';
import { RewardsPointsBox } from '../../components/loyalty/RewardsPointsBox';
import { AcceptedCards } from './AcceptedCards';
import { BasketLines } from './BasketLines';
import { DiscountActivatedModal, MinimumMessages, MinimumOrderModal } from './BasketModals';
import { BasketSummary } from './BasketSummary';
import { CreditsLeftModal } from './CreditsLeftModal';
import { DealbotPanel } from './DealbotPanel';
import { freeDeliveryBanner } from './basket-view';
import type { FreeDeliveryOffer } from '../../domain/pricing/types';
import type { BasketActions, BasketModel } from './model';
import { Upsells } from './Upsells';
import { useExperiment } from '../../atoms/experiment-definitions';
import { upsellPosition } from '../../domain/experiments/gates';
import { useAtomValue } from 'jotai';
import { etaShownAtom } from '../../atoms/eta';

export type BasketMode = 'sidebar' | 'overlay';

interface BasketViewProps {
  model: BasketModel;
  actions: BasketActions;
  mode: BasketMode;
  /** The voucher and gift-card part (its own lazy chunk), handed in by the app: screens never import each other. */
  vouchers?: ReactNode;
}

/**
 * The basket screen (spec 1 §2): title and close link, the delivery/collection switch, the dealbot,
 * the lines, upsells, the money, the banners and the checkout button. The same view is the sidebar
 * of the menu and deal pages on wide screens and the full-screen `#basket` overlay.
 */
export function BasketView({ model, actions, mode, vouchers }: BasketViewProps) {
  const { t } = useTranslation();
  const { format } = useMoney(model.sector, 'basket');
  const { format: formatProduct } = useMoney(model.sector, 'product');
  const [minimumOpen, setMinimumOpen] = useState(false);
  const closeMinimum = useCallback(() => setMinimumOpen(false), []);
  const { price } = model;
  const empty = Object.keys(model.basket.deals).length === 0 && Object.keys(model.basket.items).length === 0;
  const leave = mode === 'overlay' ? actions.close : () => undefined;
  // 14-G13 (UK 'basket-upsell-position'): 'above-total' moves the upsells between the charges and the total.
  const aboveTotal = upsellPosition(useExperiment('basket-upsell-position')) === 'above-total' && price !== null && model.upsells.length > 0;

  // India: gift-card credit above a positive total asks first (10-G19).
  const [creditsLeftOpen, setCreditsLeftOpen] = useState(false);
  const checkout = () => {
    if (model.checkout?.action === 'minimum-order') setMinimumOpen(true);
    else if (model.checkout?.action === 'credits-left') setCreditsLeftOpen(true);
    else actions.checkout();
  };

  const upsells = <Upsells cards={model.upsells} format={formatProduct} onAdd={actions.addUpsell} onDismiss={actions.dismissUpsell} onLeave={leave} />;

  return (
    <section className={`basket basket--${mode}`} aria-labelledby={`basket-title-${mode}`}>
      <header className="basket__head">
        <h2 id={`basket-title-${mode}`} className="basket__title">
          {t('basket.title')}
        </h2>
        {mode === 'overlay' ? (
          <button type="button" className="basket__close" aria-label={t('basket.close')} onClick={() => actions.close()}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </header>
      <DispositionSwitch model={model} onSwitch={actions.switchDisposition} />
      {empty ? (
        <EmptyBasket tabs={model.menuTabs} onLeave={leave} />
      ) : (
        <>
          <div className="basket__body">
            {model.dealbot.available ? (
              <DealbotPanel
                dealbot={model.dealbot}
                format={format}
                onChange={actions.setDealbot}
                onConfirmOff={actions.confirmDealbotOff}
                onDismissWelcome={actions.dismissDealbotWelcome}
                onRest={actions.restDealbot}
              />
            ) : null}
            {price ? (
              <BasketLines
                lines={price.lines}
                basket={model.basket}
                errorLineIds={new Set(price.errors.map((error) => error.lineId))}
                productOf={model.productOf}
                format={format}
                onRemove={actions.remove}
                onQuantity={actions.changeQuantity}
                onEdit={leave}
              />
            ) : (
              <p className="basket__pending">{t('basket.updating')}</p>
            )}
            {model.incentive ? (
              <Link className="basket-incentive" to={model.incentive.href} onClick={leave}>
                <span className="basket-incentive__title">{model.incentive.title}</span>
                <span className="basket-incentive__cta">{t('basket.incentive')}</span>
              </Link>
            ) : null}
            {aboveTotal ? null : upsells}
            {price ? <BasketSummary price={price} dealbotOn={model.dealbot.on} tax={model.tax} format={format} beforeTotal={aboveTotal ? upsells : undefined} /> : null}
            {model.rewardsBox ? <RewardsPointsBox box={model.rewardsBox} place={`basket-${mode}`} /> : null}
            {vouchers}
            {model.error ? (
              <p className="basket-banner basket-banner--error" role="alert">
                {t('basket.priceError')}
              </p>
            ) : null}
            <Link className="basket__more" to="/order/deals/" onClick={leave}>
              {t('basket.addMore')}
            </Link>
            <AcceptedCards types={model.paymentTypes} />
          </div>
          <footer className="basket__foot">
            {price ? <Banners model={model} format={format} /> : null}
            <CheckoutButton model={model} format={format} mode={mode} onClick={checkout} />
          </footer>
        </>
      )}
      <MinimumOrderModal
        open={minimumOpen}
        price={price}
        crossSells={model.crossSells}
        format={formatProduct}
        dealTitle={model.dealTitle}
        onClose={closeMinimum}
        onLeave={() => {
          closeMinimum();
          leave();
        }}
      />
      <CreditsLeftModal
        open={creditsLeftOpen}
        price={price}
        format={format}
        onContinue={() => {
          setCreditsLeftOpen(false);
          actions.checkout();
        }}
        onClose={() => setCreditsLeftOpen(false)}
      />
      <DiscountActivatedModal price={price} voucherDiscountId={model.voucherDiscountId ?? null} />
    </section>
  );
}

function Banners({ model, format }: { model: BasketModel; format: (amount: number) => string }) {
  const { t } = useTranslation();
  if (!model.price) return null;
  const freeDelivery = freeDeliveryBanner(model.price, model.disposition);
  return (
    <div className="basket__banners">
      <MinimumMessages price={model.price} format={format} dealTitle={model.dealTitle} />
      {freeDelivery !== null ? <p className="basket-banner basket-banner--info">{freeDeliveryText(t, freeDelivery, format)}</p> : null}
    </div>
  );
}

/** C43: 'free delivery' only where every delivery charge goes; else what the supplement becomes. */
function freeDeliveryText(t: TFunction, offer: FreeDeliveryOffer, format: (amount: number) => string): string {
  if (offer.kind === 'free') return t('basket.freeDelivery', { gap: format(offer.gap) });
  return offer.to > 0
    ? t('basket.freeDeliveryOffer.lower', { gap: format(offer.gap), from: format(offer.from), to: format(offer.to) })
    : t('basket.freeDeliveryOffer.none', { gap: format(offer.gap), from: format(offer.from) });
}

/**
 * The amount due and the way to checkout. Offline (the app's online status) the basket still prices
 * and edits from the cached menus, but paying needs the network: the button is disabled and says
 * why underneath, until the browser's 'online' event brings it back.
 */
function CheckoutButton({
  model,
  format,
  mode,
  onClick,
}: {
  model: BasketModel;
  format: (amount: number) => string;
  mode: BasketMode;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const count = model.price?.lineCount ?? 0;
  const amount = model.price ? format(model.price.amountDue) : '';
  const busy = model.pending || model.dealbot.busy;
  const offlineId = `basket-offline-${mode}`;
  // 14-G13 (CA 'checkout-button-text'): the treatment's text on the basket's checkout button.
  const placeOrder = useExperiment('checkout-button-text') === 'place-order';
  return (
    <>
      <button
        type="button"
        className="button button--primary basket__checkout"
        disabled={model.offline || model.checkout === null || model.checkout.disabled}
        aria-busy={busy}
        aria-label={t(placeOrder ? 'basket.checkoutPlaceOrderNamed' : 'basket.checkoutNamed', { count, amount })}
        aria-describedby={model.offline ? offlineId : undefined}
        onClick={onClick}
      >
        <span className="basket__checkout-count" aria-hidden="true">
          {t('basket.checkoutCount', { count })}
        </span>
        <span className="basket__checkout-label">{t(placeOrder ? 'basket.checkoutPlaceOrder' : 'basket.checkout')}</span>
        <span className="basket__checkout-amount" aria-hidden="true">
          {amount}
        </span>
      </button>
      {model.offline ? (
        <p id={offlineId} className="basket__offline">
          {t('basket.checkoutOffline')}
        </p>
      ) : null}
    </>
  );
}

function DispositionSwitch({ model, onSwitch }: { model: BasketModel; onSwitch: (to: 'delivery' | 'collection') => void }) {
  const { t } = useTranslation();
  // 14-G13 (CA 'show-eta') with the flags hasEta and hideEta (14-G17): whether the minutes show.
  const showEta = useAtomValue(etaShownAtom);
  const options = model.canSwitch ? (['delivery', 'collection'] as const) : model.disposition === 'dinein' ? [] : [model.disposition];
  if (options.length === 0) return null;
  return (
    <div className="basket__disposition" role={model.canSwitch ? 'group' : undefined} aria-label={t('basket.disposition.label')}>
      {options.map((option) => {
        const current = option === model.disposition;
        const minutes = !current
          ? null
          : model.scheduledLabel
            ? model.scheduledLabel
            : model.etaMinutes !== null && showEta
              ? t('basket.disposition.minutes', { minutes: model.etaMinutes })
              : null;
        const content = (
          <>
            <span className="basket__disposition-name">{t(`basket.disposition.${option}`)}</span>
            {minutes ? <span className="basket__disposition-eta">{minutes}</span> : null}
          </>
        );
        return model.canSwitch ? (
          <button key={option} type="button" className="basket__disposition-option" aria-pressed={current} onClick={() => onSwitch(option)}>
            {content}
          </button>
        ) : (
          <p key={option} className="basket__disposition-option basket__disposition-option--static">
            {content}
          </p>
        );
      })}
    </div>
  );
}

function EmptyBasket({ tabs, onLeave }: { tabs: readonly string[]; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="basket-empty">
      <svg className="basket-empty__art" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
        <path d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
      <p className="basket-empty__title">{t('basket.empty.title')}</p>
      <p className="basket-empty__text">{t('basket.empty.text')}</p>
      <nav aria-label={t('basket.empty.menu')}>
        <ul className="basket-empty__links">
          {tabs.map((tab) => (
            <li key={tab}>
              <Link to={`/order/${tab}/`} onClick={onLeave}>
                {t(`pages.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

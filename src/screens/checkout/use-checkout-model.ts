import { isEnrolledKiosk } from '../../domain/kiosk/setting';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { watchPwaEvents } from '../../atoms/pwa-status';
import { usePwaStatus } from '../../atoms/use-pwa-status';
import { checkoutFormAtom, checkoutPasswordAtom, orderAtom } from '../../atoms/checkout';
import { currentHutAtom } from '../../atoms/huts';
import { orderBusyAtom } from '../../atoms/order-busy';
import { openCheckoutWalletsAtom } from '../../atoms/wallets';
import { submitCheckoutAtom } from '../../atoms/order-submit';
import { basketPriceAtom } from '../../atoms/pricing';
import { basketAtom } from '../../atoms/basket';
import { localisedMenuListsAtom } from '../../atoms/localised-menu';
import type { Product } from '../../api/contract/catalogue';
import { describeLines } from '../../domain/basket/described-lines';
import {
  priorityPostcode,
  releasePriorityDeliveryAtom,
  reservePriorityDeliveryAtom,
  watchPriorityDelivery,
} from '../../atoms/priority-delivery';
import { sessionAtom } from '../../atoms/session';
import { signedInAtom } from '../../atoms/identity';
import { loyaltyRedemptionAtom } from '../../atoms/loyalty-basket';
import { useRewardsBox } from '../../components/loyalty/use-rewards-box';
import { isFeatureOn } from '../../domain/flags/flags';
import { settingsAtom } from '../../atoms/settings';
import { channelAtom } from '../../atoms/visit';
import type { CheckoutForm } from '../../db/records';
import { availablePaymentTypes } from '../../domain/checkout';
import { payLaterSurchargeOf } from '../../domain/pricing/pay-later';
import { marketConfig, marketOfSector, parseSector, sectorConfig } from '../../domain/markets';
import { isTipOption, tipAmount } from './checkout-view';
import type { CheckoutActions, CheckoutModel } from './model';
import { usePostcodeCheck } from './use-postcode-check';
import { deliveryAddressDeliverable, localisedStreet } from './delivery-address-check';

// The pay button follows 'online'/'offline' from the first paint of this chunk.
watchPwaEvents();

/** A kiosk pays on the counter's card terminal or at the counter: the spec's card and cash (checklist §4, 07). */
const KIOSK_PAYMENT_TYPES: readonly string[] = ['card', 'cash'];

/** The checkout screen's model, read from the atoms (see model.ts); null while there is no hut. */
export function useCheckoutModel(): CheckoutModel | null {
  const { online } = usePwaStatus();
  const hut = useAtomValue(currentHutAtom);
  const session = useAtomValue(sessionAtom);
  const form = useAtomValue(checkoutFormAtom);
  const password = useAtomValue(checkoutPasswordAtom);
  const order = useAtomValue(orderAtom);
  const { price, pending } = useAtomValue(basketPriceAtom);
  const basket = useAtomValue(basketAtom);
  // The lines' names in the customer's language (10-G30), as the basket shows them.
  const lists = useAtomValue(localisedMenuListsAtom);
  const busy = useAtomValue(orderBusyAtom);
  const settings = useAtomValue(settingsAtom);
  const signedIn = useAtomValue(signedInAtom);
  const loyaltyRedemption = useAtomValue(loyaltyRedemptionAtom);
  // 13-G9: the visit's one channel (10-G28): India's QR take-away visit is never offered cash.
  const channel = useAtomValue(channelAtom);
  const rewardsBox = useRewardsBox();
  const sector = (hut && parseSector(hut.sector)) || 'uk-1';
  const market = marketOfSector(sector) ?? 'UK';
  const config = marketConfig(market);
  const disposition = session.dispositionType;
  const delivery = disposition === 'delivery';
  // Name only and the counter's payments: an enrolled kiosk only (issue 12), as the server judges it.
  const kiosk = isEnrolledKiosk(settings.kiosk);
  const hutRef = useMemo(() => ({ id: hut?.id ?? '', sector: hut?.sector ?? sector }), [hut?.id, hut?.sector, sector]);
  const postcode = usePostcodeCheck(hut !== null && delivery && market === 'UK', form.postcode, hutRef);
  // 13-G15: when checkout opens, the store config fills the wallet settings the hut record lacks;
  // 13-G10: when it cannot be read, the payment-method error modal shows (its close reloads).
  const loadStoreConfig = useSetAtom(openCheckoutWalletsAtom);
  useEffect(() => {
    if (hutRef.id !== '') void loadStoreConfig();
  }, [hutRef, loadStoreConfig]);

  const payments = useMemo(
    () =>
      hut
        ? availablePaymentTypes({
            marketTypes: config.payments.types,
            hutOptIn: config.payments.hutOptIn,
            hutSupported: hut.supportedPayment.map((entry) => entry.type),
            amountDue: price?.amountDue ?? 0,
            cashMaximum: hut.cashMaximum,
            // "Cash is disabled with loyalty redemption"; the other offline types unless the flag allows (12-G11, C39).
            loyaltyRedemption,
            loyaltyWithOfflinePayments: isFeatureOn('loyaltyWithOfflinePayments', settings.flagLevel, settings.flagOverrides),
            kiosk,
            // 11-G33: the session says who is signed in. Which huts need it for cash is a pick: none
            // yet (no market record asks for it); the server judges the order from its token anyway.
            signedIn,
            cashNeedsSignIn: false,
            payLater: {
              cap: config.orderRules.payLaterCap,
              surcharges: config.orderRules.payLaterSurcharge,
              currentPaymentSurcharge: payLaterSurchargeOf(price?.surcharges ?? []),
            },
            channel,
          }).filter((choice) => !kiosk || KIOSK_PAYMENT_TYPES.includes(choice.type))
        : [],
    [hut, config, price?.amountDue, price?.surcharges, kiosk, signedIn, loyaltyRedemption, settings.flagLevel, settings.flagOverrides, channel],
  );

  useCheckoutFormUpkeep(form, payments, price?.subtotal ?? null, config.currency.decimals.basket, {
    optOut: config.marketing.consent === 'opt-out',
    sessionPostcode: market === 'UK' && delivery ? session.deliveryAddress?.postcode : undefined,
    // Canada: the address given when localising (S2 §3 deliveryLocation; 10-G11), not asked again.
    sessionCanada:
      market === 'CA' && delivery && session.deliveryAddress
        ? { streetAddress: localisedStreet(session.deliveryAddress), postalCode: session.deliveryAddress.postcode ?? '' }
        : undefined,
  });

  const lines = useMemo(() => {
    if (!price) return [];
    const products = new Map(
      (['pizzas', 'sides', 'drinks', 'desserts', 'dips'] as const)
        .flatMap((type) => lists[type]?.list ?? [])
        .filter((entry): entry is Product => 'type' in entry && entry.type !== 'deal')
        .map((product) => [product.id, product]),
    );
    return describeLines(price.lines, basket, (id) => products.get(id), config.currency.decimals.basket);
  }, [price, basket, lists, config.currency.decimals.basket]);

  if (!hut) return null;
  return {
    lines,
    market,
    sector,
    hut: { id: hut.id, sector: hut.sector, name: hut.name, phone: hut.phone },
    disposition,
    scheduledTime: session.dispositionWhen === 'scheduled' ? session.dispositionTime : null,
    sessionAddress: session.deliveryAddress?.address ?? session.deliveryLocation?.address ?? null,
    form,
    password,
    price,
    pricePending: pending,
    payments,
    cashMaximum: hut.cashMaximum,
    payLater: { cap: config.orderRules.payLaterCap, surcharges: config.orderRules.payLaterSurcharge },
    tipping: config.tipping && delivery && !kiosk,
    priority: {
      offered:
        !kiosk &&
        sectorConfig(sector).features.priorityDelivery &&
        delivery &&
        priorityPostcode(form.postcode, session.deliveryAddress?.postcode) !== null,
      reservation: form.priorityDelivery ? order.priorityDeliveryReservation : null,
    },
    instructionsMax: config.deliveryInstructionsMaxLength,
    marketingConsent: config.marketing.consent,
    postcodeCheck: postcode.check,
    postcodeChecking: postcode.checking,
    // navigator.onLine only, as the basket's checkout button (a failing request is the order flow's to report).
    offline: !online,
    busy,
    development: settings.flagLevel === 'development',
    kiosk,
    // A kiosk customer is never signed in; the box is a member's (12-G4).
    rewardsBox: kiosk ? null : rewardsBox,
  };
}

/**
 * Keeps the stored form consistent with what the page offers: a payment type the hut takes (the
 * first one offered when none is chosen yet), a percentage tip that follows the subtotal, the UK
 * postcode prefilled from the localised address, and — in an opt-out market (C13) — a fresh form
 * that starts consenting, since only the customer's tick may say no.
 */
function useCheckoutFormUpkeep(
  form: CheckoutForm,
  payments: CheckoutModel['payments'],
  subtotal: number | null,
  decimals: number,
  facts: { optOut: boolean; sessionPostcode: string | undefined; sessionCanada?: { streetAddress: string; postalCode: string } },
): void {
  const setForm = useSetAtom(checkoutFormAtom);
  const enabled = payments.filter((choice) => choice.disabledReason === null).map((choice) => choice.type);
  const offered = enabled.join(',');
  useEffect(() => {
    const types = offered === '' ? [] : offered.split(',');
    if (form.paymentType !== null && types.includes(form.paymentType)) return;
    const next = types[0] ?? null;
    if (next !== form.paymentType) setForm((current) => ({ ...current, paymentType: next }));
  }, [offered, form.paymentType, setForm]);

  const tipOption = form.tip?.option;
  const tipNow = form.tip?.amount;
  useEffect(() => {
    if (subtotal === null || !isTipOption(tipOption) || !tipOption.endsWith('%')) return;
    const amount = tipAmount(tipOption, subtotal, 0, decimals);
    if (amount !== tipNow) setForm((current) => ({ ...current, tip: { option: tipOption, amount } }));
  }, [subtotal, tipOption, tipNow, decimals, setForm]);

  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    setForm((current) => {
      let next = current;
      if (facts.sessionPostcode && current.postcode === '') next = { ...next, postcode: facts.sessionPostcode };
      const canada = facts.sessionCanada;
      if (canada && current.streetAddress === '' && canada.streetAddress !== '') next = { ...next, streetAddress: canada.streetAddress };
      if (canada && current.postalCode === '' && canada.postalCode !== '') next = { ...next, postalCode: canada.postalCode };
      const fresh = current.name === '' && current.firstName === '' && current.email === '' && current.phone === '';
      if (facts.optOut && fresh && !current.marketing) next = { ...next, marketing: true };
      return next;
    });
    // Read once, on the checkout's first render: later edits are the customer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [facts.sessionPostcode, facts.optOut, setForm]);
}

/** The checkout screen's actions, on the checkout atoms and the order flow. */
export function useCheckoutActions(): CheckoutActions {
  const store = useStore();
  const setForm = useSetAtom(checkoutFormAtom);
  const setPassword = useSetAtom(checkoutPasswordAtom);
  const reserve = useSetAtom(reservePriorityDeliveryAtom);
  const release = useSetAtom(releasePriorityDeliveryAtom);
  const submit = useSetAtom(submitCheckoutAtom);
  useEffect(() => watchPriorityDelivery(store), [store]);
  const change = useCallback((patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch })), [setForm]);
  const setPriority = useCallback(
    async (on: boolean) => {
      if (on) return reserve();
      await release();
      return 'released' as const;
    },
    [reserve, release],
  );
  const checkAddress = useCallback(async () => {
    const hut = store.get(currentHutAtom);
    if (!hut) return true;
    const session = store.get(sessionAtom);
    const market = marketOfSector(parseSector(hut.sector) || 'uk-1') ?? 'UK';
    return deliveryAddressDeliverable({
      market,
      delivery: session.dispositionType === 'delivery',
      hut,
      form: store.get(checkoutFormAtom),
      localised: session.deliveryAddress,
    });
  }, [store]);
  return useMemo(() => ({ change, setPassword, setPriority, submit, checkAddress }), [change, setPassword, setPriority, submit, checkAddress]);
}

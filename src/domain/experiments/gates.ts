/**
 * The pure rules behind the basket, checkout, order-summary, header and dead-zone experiment gates
 * (14-G13, 14-G14; treatment values in catalogue.ts). Each takes the visitor's variant value
 * ('control' is today's behaviour) and the flags it combines with; screens and atoms read the value
 * with useExperiment / experimentValueAtom and hand it here.
 */
/**
 * 'delivery-fee-naming' (UK): the surcharge's label key. In the treatment the delivery charge (type
 * DELIVERY, the hut's flat or order-value-band charge) reads 'Service charge' (key `serviceCharge`);
 * pick: the delivery supplement, priority delivery and the rest keep their names, so the basket,
 * checkout and order summary still name one charge the same way (10-G17).
 */
export function surchargeLabelKey(type: string, feeNaming: string): string {
  return type === 'DELIVERY' && feeNaming === 'service-charge' ? 'serviceCharge' : type;
}

/**
 * 'basket-upsell-carousel' (UK) with the flag `basketUpsellCarousel`. Pick: flag on OR treatment —
 * the flag is the roll-out (everyone at that level), the experiment turns the carousel on for the UK
 * visitors it put in its treatment while the flag is still off (the flag's default).
 */
export function upsellCarouselOn(flagOn: boolean, variant: string): boolean {
  return flagOn || variant === 'carousel';
}

/** 'basket-upsell-position' (UK): where the basket's upsells sit. */
export type UpsellPosition = 'below-lines' | 'above-total';

export function upsellPosition(variant: string): UpsellPosition {
  return variant === 'above-total' ? 'above-total' : 'below-lines';
}

/**
 * 'show-eta' (CA) with the flags `hasEta` and `hideEta` (14-G17): the estimated minutes are shown on
 * the basket's disposition switch and the header's localisation bar. The treatment is 'hasEta on,
 * hideEta off'; the control follows the flags (their defaults, on and off, are today's behaviour).
 */
export function etaShown(variant: string, hasEta: boolean, hideEta: boolean): boolean {
  if (variant === 'shown') return true;
  return hasEta && !hideEta;
}

/**
 * 'passwordless-login' (all, C49): the variant headerSignInTarget takes. 'passwordless' is the
 * treatment; the control ('control') is the password form while the experiment is live. Outside it
 * (no datafile, ended run) the value reads 'control' too, so — pick — null is given only when the
 * experiment is not in the datafile: the flag alone decides then (the passwordless target, C49).
 */
export function signInVariant(variant: string, live: boolean): 'passwordless' | 'password' | null {
  if (!live) return null;
  return variant === 'passwordless' ? 'passwordless' : 'password';
}

/**
 * 'map-for-dead-zones' (all, 10-G3): the map page the delivery dead-zone path opens in the
 * treatment, centred on the address when its coordinates are known (the map's `latLong` format:
 * 'lat,lng'), listing the huts near it for collection. null in the control (the offer-collection overlay).
 */
export function deadZoneMapPath(variant: string, point: { lat: number; lng: number } | null): string | null {
  if (variant !== 'map') return null;
  const query = new URLSearchParams();
  if (point) query.set('latLong', `${point.lat},${point.lng}`);
  query.set('disposition', 'collection');
  query.set('isDeliveryDeadzone', 'true');
  return `/map/?${query.toString()}`;
}

/** What the order summary knows when it decides on the switch-to-collection offer. */
export interface SwitchOfferFacts {
  /** The `switchToCollection` flag. */
  flagOn: boolean;
  /** The 'switch-to-collection' variant. */
  variant: string;
  disposition: 'delivery' | 'collection' | 'dinein';
  /** The order is still at the hut (placed, being made or baked; not out with a driver, not failed, not done). */
  atHut: boolean;
  /** The hut that makes the order offers collection. */
  hutCollects: boolean;
  /** A test order (13-G26) is never offered anything. */
  testOrder: boolean;
}

/**
 * 'switch-to-collection' (all, S2 §2 "switchOffered (experiment 'switch-to-collection' when its flag
 * is on)"). What makes an order suitable (pick): a delivery order, not a test order, that has not
 * left the hut, from a hut that offers collection — the hut making it is the
 * 'collection hut within reach' by construction, since the food is already there.
 */
export function switchToCollectionOffered(facts: SwitchOfferFacts): boolean {
  if (!facts.flagOn || facts.variant !== 'offered') return false;
  if (facts.disposition !== 'delivery' || facts.testOrder || !facts.hutCollects) return false;
  return facts.atHut;
}

/**
 * The experiments per market (14-G13, S3 §9.1) and the cross-market experiment-gated items (14-G14), as
 * the data the local datafile endpoint serves. Every goal, schedule, expiry, variant and treatment is a
 * pick (the spec names only the experiments and the goals); ROL is read as 'rate of loyalty sign-up' and
 * PRF as 'profit per order'. Keys already read by wave-1 code keep their names ('geolocation-primer',
 * 'english-language-switch'). Variant 0 is the control. `readIn` says where the next session wires it.
 */
import type { Market } from '../markets/ids';
import type { ExperimentGoal, ExperimentRecord } from './record';

export interface ExperimentDefinition extends ExperimentRecord {
  /** What the treatment changes (checklist 14-G13 'Treatment'). */
  treatment: string;
  readIn: string;
}

/** One shared run for the first datafile (picks): live from 2026-01-01, ends 2027-07-01, expires 2027-12-31. */
const RUN = { id: '2026-run-1', startDate: '2026-01-01T00:00:00Z', endDate: '2027-07-01T00:00:00Z' };
const EXPIRY = '2027-12-31T00:00:00Z';

function experiment(
  name: string,
  title: string,
  markets: readonly Market[],
  goal: ExperimentGoal,
  treatmentValue: string,
  treatment: string,
  readIn: string,
): ExperimentDefinition {
  return {
    name,
    title,
    markets,
    goal,
    schedule: RUN,
    expiry: EXPIRY,
    variants: [
      { title: 'Control', value: 'control', weight: 50 },
      { title: 'Treatment', value: treatmentValue, weight: 50 },
    ],
    treatment,
    readIn,
  };
}

/** The geolocation flow (IN, CA), read by the home screen's collection finder (use-geolocation.ts). */
export const GEOLOCATION_PRIMER = experiment('geolocation-primer', 'Geolocation flow', ['IN', 'CA'], 'CVR', 'with-primer', 'the geolocation primer dialog before the browser prompt', 'home, collection');

export const EXPERIMENTS: readonly ExperimentDefinition[] = [
  // UK (S3 §9.1 order)
  experiment('delivery-fee-naming', 'Delivery fee naming', ['UK'], 'CVR', 'service-charge', "the delivery charge reads 'Service charge'", 'basket, checkout, summary labels'),
  experiment('hide-calorie-info', 'Hide calorie info', ['UK'], 'CVR', 'hidden', 'kcal hidden', 'menu cards, editors'),
  experiment('product-sorting', 'Product sorting', ['UK', 'FR'], 'AOV', 'popularity', 'menu lists ordered by popularity', 'menu lists'),
  experiment('deal-sorting', 'Deal sorting', ['UK'], 'AOV', 'price', 'deals ordered by price, lowest first', 'deals tab'),
  experiment('topping-sort-order', 'Topping sort order', ['UK'], 'AOV', 'popularity', 'toppings ordered by popularity', 'pizza editor'),
  experiment('basket-upsell-carousel', 'Basket upsell carousel', ['UK'], 'AOV', 'carousel', 'a carousel of up to 5 upsell cards instead of one (flag basketUpsellCarousel gates it)', 'basket'),
  experiment('basket-upsell-position', 'Moving the basket upsell', ['UK'], 'AOV', 'above-total', 'the upsell above the order total instead of below the lines', 'basket'),
  // FR
  experiment('vegetarian-toggle', 'Vegetarian toggle', ['FR'], 'CVR', 'offered', 'the vegetarian filter toggle is offered', 'menu'),
  experiment('english-language-switch', 'English-language switch', ['FR'], 'CVR', 'on', 'en-FR offered in the language switcher (02-G1)', 'language switcher'),
  // IN, CA
  GEOLOCATION_PRIMER,
  // IN
  experiment('homepage-variant', 'Homepage variant', ['IN'], 'CVR', 'deals-first', 'the home page shows the deals strip above the disposition choice', 'home'),
  experiment('auto-localise-redirect', 'Auto-localise redirect', ['IN'], 'CVR', 'on', 'automatic localisation on (S1 §4)', 'home'),
  // CA
  experiment('checkout-button-text', 'Checkout button text', ['CA'], 'CVR', 'place-order', "the basket's checkout button reads 'Place my order'", 'basket'),
  experiment('show-eta', 'Show ETA', ['CA'], 'CVR', 'shown', 'the estimated minutes shown (hasEta on, hideEta off)', 'basket switch, header'),
  experiment('hide-allergens-bar', 'Hide allergens bar', ['CA'], 'CVR', 'hidden', 'the allergens link bar above the menu list is hidden', 'menu'),
  // 14-G14: cross-market items
  experiment('passwordless-login', 'Passwordless login', ['UK', 'FR', 'IN', 'CA'], 'ROL', 'passwordless', 'the header sign-in goes to the code sign-in (C49)', 'header'),
  experiment('switch-to-collection', 'Switch to collection', ['UK', 'FR', 'IN', 'CA'], 'PRF', 'offered', 'a delivery order that a collection hut within reach can make is offered the switch on the order summary', 'order summary'),
  experiment('map-for-dead-zones', 'Map for delivery dead zones', ['UK', 'FR', 'IN', 'CA'], 'CVR', 'map', 'the dead-zone path opens /map/?…&isDeliveryDeadzone=true instead of the collection overlay (10-G3)', 'delivery dead-zone path'),
];

/** The experiments a market runs, in the S3 §9.1 table order (the order dimensions 34–37 follow). */
export function experimentsForMarket(market: Market): readonly ExperimentDefinition[] {
  return EXPERIMENTS.filter((definition) => definition.markets.includes(market));
}

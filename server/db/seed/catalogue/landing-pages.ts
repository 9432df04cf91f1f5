import type { LandingPage } from '../../../../src/api/contract/catalogue';
import type { MarketCode } from '../../schema';

/**
 * Landing pages per market and locale (checklist 10-G1, 10-G2; spec 3 §2.5 "Landing pages are
 * fetched by page id"). Three in every locale of every market:
 * - `feedback-form`: the page the feedback link opens; its content is the feedback form (10-G2);
 * - `collect-and-save`: a deal landing page that links to `/order/deal/?id=collection-incentive`;
 * - `family-night`: a campaign page with blocks and several deal cards.
 * Prices quoted are those of the market's seeded deals (markets/*.ts). Pictures are the drawn SVGs
 * in public/images/landing/.
 */

const FEEDBACK_IMG = '/images/landing/feedback.svg';
const COLLECT_IMG = '/images/landing/collect-and-save.svg';
const FAMILY_IMG = '/images/landing/family-night.svg';

const deal = (id: string) => `/order/deal/?id=${id}`;

interface Words {
  feedback: { title: string; intro: string; cta: string; alt: string };
  collect: { title: string; intro: string; blocks: [string, string][]; cta: string; alt: string };
  family: {
    title: string;
    intro: string;
    blocks: [string, string][];
    deals: { id: string; title: string; text: string; label: string }[];
    cta: string;
    alt: string;
  };
}

function pages(locale: string, words: Words): LandingPage[] {
  return [
    {
      id: 'feedback-form',
      locale,
      title: words.feedback.title,
      html: `<p>${words.feedback.intro}</p>`,
      img: FEEDBACK_IMG,
      imgAlt: words.feedback.alt,
      form: 'feedback',
      cta: { label: words.feedback.cta, to: '/order/deals/' },
    },
    {
      id: 'collect-and-save',
      locale,
      title: words.collect.title,
      html: `<p>${words.collect.intro}</p>`,
      img: COLLECT_IMG,
      imgAlt: words.collect.alt,
      blocks: words.collect.blocks.map(([heading, text]) => ({ heading, text })),
      cta: { label: words.collect.cta, to: deal('collection-incentive') },
    },
    {
      id: 'family-night',
      locale,
      title: words.family.title,
      html: `<p>${words.family.intro}</p>`,
      img: FAMILY_IMG,
      imgAlt: words.family.alt,
      blocks: words.family.blocks.map(([heading, text]) => ({ heading, text })),
      deals: words.family.deals.map(({ id, title, text, label }) => ({ title, text, link: { label, to: deal(id) } })),
      cta: { label: words.family.cta, to: '/order/deals/' },
    },
  ];
}

const english = (market: { currencyCollect: string; restaurant: string; collect: string; familyDeals: Words['family']['deals'] }): Words => ({
  feedback: {
    title: 'Tell us how we did',
    intro: `Your feedback helps every ${market.restaurant} get better. Rate your last order, tell us what you loved and what we could do better: a real person reads every answer.`,
    cta: 'Start a new order',
    alt: 'A speech bubble with five stars',
  },
  collect: {
    title: market.currencyCollect,
    intro: `Two large pizzas and a classic side cost less when you ${market.collect} them yourself. Order online, skip the queue, and your food is ready when you arrive.`,
    blocks: [
      ['How it works', `Choose "${market.collect === 'collect' ? 'Collection' : 'Pick-up'}" when you start your order, pick your pizzas and side, and we tell you when it will be ready.`],
      ['Good to know', `The saving applies to ${market.collect === 'collect' ? 'collection' : 'pick-up'} orders only. It cannot be combined with other deals or vouchers.`],
    ],
    cta: 'Get the deal',
    alt: 'A pizza box with a price tag',
  },
  family: {
    title: 'Family night, sorted',
    intro: 'Big appetites, busy evenings: our sharing deals feed the whole table without anyone doing the dishes.',
    blocks: [
      ['Something for everyone', 'Mix meaty favourites with vegetarian pizzas, add sides and a drink, and we bring it all hot to your door.'],
      ['Allergies?', 'Every product lists its allergens. Tell us about any allergy before you order.'],
    ],
    deals: market.familyDeals,
    cta: 'See all deals',
    alt: 'Two pizzas and a drink on a table',
  },
});

const french = (market: { currencyCollect: string; collectIntro: string; collectHow: string; collectNote: string; familyDeals: Words['family']['deals'] }): Words => ({
  feedback: {
    title: 'Donnez-nous votre avis',
    intro: 'Vos retours aident chaque restaurant à progresser. Notez votre dernière commande, dites-nous ce que vous avez aimé et ce que nous pourrions améliorer : une vraie personne lit chaque réponse.',
    cta: 'Commander',
    alt: 'Une bulle de dialogue avec cinq étoiles',
  },
  collect: {
    title: market.currencyCollect,
    intro: market.collectIntro,
    blocks: [
      ['Comment ça marche', market.collectHow],
      ['Bon à savoir', market.collectNote],
    ],
    cta: "J'en profite",
    alt: 'Une boîte à pizza avec une étiquette de prix',
  },
  family: {
    title: 'Soirée en famille, c’est réglé',
    intro: 'Grandes faims, soirées chargées : nos offres à partager régalent toute la tablée, sans vaisselle à faire.',
    blocks: [
      ['Pour tous les goûts', 'Mélangez les classiques et les pizzas végétariennes, ajoutez des accompagnements et une boisson, et nous livrons le tout bien chaud.'],
      ['Allergies ?', 'Chaque produit indique ses allergènes. Signalez-nous toute allergie avant de commander.'],
    ],
    deals: market.familyDeals,
    cta: 'Voir toutes les offres',
    alt: 'Deux pizzas et une boisson sur une table',
  },
});

const englishFamilyDeals = (names: { feast: string; veggie: string; two: string }) => [
  { id: 'family-feast', title: names.feast, text: 'Two large pizzas, two classic sides and a large drink.', label: 'Choose your feast' },
  { id: 'veggie-night', title: names.veggie, text: 'Two medium vegetarian pizzas, made your way.', label: 'Choose your pizzas' },
  { id: 'two-large-classic-side', title: names.two, text: 'Two large pizzas and a classic side to share.', label: 'Get the deal' },
];

const frenchFamilyDeals = (names: { feast: string; veggie: string; two: string }) => [
  { id: 'family-feast', title: names.feast, text: 'Deux grandes pizzas, deux accompagnements et une grande boisson.', label: 'Composer mon menu' },
  { id: 'veggie-night', title: names.veggie, text: 'Deux pizzas moyennes végétariennes, à votre goût.', label: 'Choisir mes pizzas' },
  { id: 'two-large-classic-side', title: names.two, text: 'Deux grandes pizzas et un accompagnement à partager.', label: "J'en profite" },
];

export const LANDING_PAGES: Record<MarketCode, LandingPage[]> = {
  UK: pages(
    'en-GB',
    english({
      currencyCollect: 'Collect & Save £5',
      restaurant: 'hut',
      collect: 'collect',
      familyDeals: englishFamilyDeals({ feast: 'Family Feast', veggie: 'Veggie Night', two: '2 Large Pizzas + Classic Side' }),
    }),
  ),
  IN: pages(
    'en-IN',
    english({
      currencyCollect: 'Takeaway Saver: ₹150 off',
      restaurant: 'restaurant',
      collect: 'collect',
      familyDeals: englishFamilyDeals({ feast: 'Family Feast', veggie: 'Veggie Night', two: '2 Large Pizzas + Side' }),
    }),
  ),
  CA: [
    ...pages(
      'en-CA',
      english({
        currencyCollect: 'Save $5 on Pick-up',
        restaurant: 'restaurant',
        collect: 'pick up',
        familyDeals: englishFamilyDeals({ feast: 'Family Feast', veggie: 'Veggie Night', two: '2 Large Pizzas + Side' }),
      }),
    ),
    ...pages(
      'fr-CA',
      french({
        currencyCollect: "Économisez 5 $ à l'emporter",
        collectIntro: 'Deux grandes pizzas et un accompagnement coûtent moins cher quand vous passez les chercher. Commandez en ligne, évitez la file : tout est prêt à votre arrivée.',
        collectHow: 'Choisissez « Pour emporter » en commençant votre commande, choisissez vos pizzas et votre accompagnement, et nous vous indiquons l’heure à laquelle tout sera prêt.',
        collectNote: 'L’économie s’applique aux commandes pour emporter seulement. Elle ne se cumule pas avec d’autres offres ou bons.',
        familyDeals: frenchFamilyDeals({ feast: 'Festin familial', veggie: 'Soirée végé', two: '2 grandes pizzas + accompagnement' }),
      }),
    ),
  ],
  FR: pages(
    'fr-FR',
    french({
      currencyCollect: 'À emporter : 5 € de remise',
      collectIntro: 'Deux grandes pizzas et une entrée coûtent moins cher en venant les chercher. Commandez en ligne, évitez l’attente : tout est prêt à votre arrivée.',
      collectHow: 'Choisissez « À emporter » au début de votre commande, choisissez vos pizzas et votre entrée, et nous vous indiquons l’heure à laquelle tout sera prêt.',
      collectNote: 'La remise s’applique uniquement aux commandes à emporter. Elle n’est pas cumulable avec d’autres offres ou codes promo.',
      familyDeals: frenchFamilyDeals({ feast: 'Menu Famille', veggie: 'Soirée végé', two: '2 grandes + 1 entrée' }),
    }),
  ),
};

import { discount } from '../build/discounts';
import { deal, giftCardDeals, option, standardDeals } from '../build/deals';
import { crustList, pizza, toppingList, type PizzaKit } from '../build/pizzas';
import { toppingLimitsOf } from '../build/topping-limits';
import { simpleProducts } from '../build/products';
import type { MarketMenu } from '../build/types';
import { LANDING_PAGES } from '../landing-pages';

/** France (EUR): sector fr-1. Prices end in ,90 as French menus do; food is taxed at the reduced rate. */

const img = (id: string) => `/images/menu/fr/${id}.svg`;
const dealImg = (id: string) => `/images/deals/fr/${id}.svg`;

const kit: PizzaKit = {
  toppingLimits: toppingLimitsOf('FR'),
  decimals: 2,
  taxCode: 'reduced',
  taxRate: 0.1,
  img,
  sizeNames: { personal: 'Individuelle', medium: 'Moyenne', large: 'Grande' },
  sliceCalories: { personal: 170, medium: 215, large: 245 },
  tiers: {
    classic: { personal: 7.9, medium: 11.9, large: 14.9 },
    favourite: { medium: 12.9, large: 16.9 },
    premium: { medium: 14.9, large: 18.9 },
    pizzetta: { personal: 5.9 },
  },
  crusts: crustList({
    pan: ['Pâte Pan', { personal: 0, medium: 0, large: 0 }],
    thin: ['Pâte fine', { medium: 0, large: 0 }],
    'cheesy-bites': ['Cheesy Bites', { large: 3 }],
    'pretzel-cheesy-bites': ['Cheesy Bites bretzel (édition limitée)', { large: 3.5 }],
    'super-cheezy': ['Super Cheezy', { medium: 2, large: 2.5 }],
    'square-pan': ['Pan carrée', { medium: 1.5 }],
    'garlic-butter-stuffed': ["Bord farci beurre à l'ail", { medium: 2.5, large: 3 }],
    'pepperoni-stuffed': ['Bord farci au pepperoni', { medium: 3, large: 3.5 }],
    'san-francisco': ['Pâte San Francisco', { medium: 1.5, large: 2 }],
    'gluten-free': ['Pâte sans gluten', { medium: 1.5 }],
  }),
  sauces: [
    { id: 'tomato', name: 'Sauce tomate', price: 0, veg: true },
    { id: 'bbq', name: 'Sauce barbecue', price: 0, veg: true },
    { id: 'white-sauce', name: 'Crème fraîche', price: 0, veg: true },
    { id: 'honey-cream', name: 'Crème au miel', price: 0, veg: true },
  ],
  cheeses: [
    { id: 'mozzarella', name: 'Mozzarella', price: 0, veg: true },
    { id: 'extra-mozzarella', name: 'Supplément mozzarella', price: 1.5, veg: true },
    { id: 'vegan-cheese', name: 'Alternative végétale au fromage', price: 0, veg: true },
  ],
  toppings: toppingList(
    { standard: { personal: 1, medium: 1.5, large: 2 }, premium: { personal: 1.5, medium: 2, large: 2.5 } },
    [
      ['pepperoni', 'Pepperoni', 'meat'],
      ['ham', 'Jambon', 'meat'],
      ['chicken', 'Poulet rôti', 'meat', 'premium'],
      ['beef', 'Bœuf haché', 'meat'],
      ['merguez', 'Merguez', 'meat'],
      ['bacon', 'Lardons', 'meat'],
      ['tuna', 'Thon', 'fish'],
      ['anchovies', 'Anchois', 'fish'],
      ['mushrooms', 'Champignons', 'veg'],
      ['red-onions', 'Oignons rouges', 'veg'],
      ['green-peppers', 'Poivrons verts', 'veg'],
      ['black-olives', 'Olives noires', 'veg'],
      ['jalapenos', 'Jalapeños', 'veg'],
      ['tomatoes', 'Tomates cerises', 'veg'],
      ['pineapple', 'Ananas', 'veg'],
      ['potatoes', 'Pommes de terre', 'veg'],
      ['goat-cheese', 'Fromage de chèvre', 'cheese', 'premium'],
      ['reblochon', 'Reblochon', 'cheese', 'premium'],
      ['emmental', 'Emmental', 'cheese'],
      ['blue-cheese', 'Fourme d’Ambert', 'cheese', 'premium'],
    ],
  ),
};

const pizzas = [
  pizza(kit, { id: 'margherita', title: 'Margherita', desc: 'Sauce tomate et mozzarella.', tier: 'classic', toppings: [], popularity: 70, glutenFreeAvailable: true, priceBreakdown: true }),
  pizza(kit, { id: 'reine', title: 'Reine', desc: 'Sauce tomate, mozzarella, jambon et champignons.', tier: 'classic', toppings: ['ham', 'mushrooms'], popularity: 88, priceBreakdown: true }),
  pizza(kit, { id: 'pepperoni', title: 'Pepperoni', desc: 'Sauce tomate, mozzarella et double pepperoni.', tier: 'classic', toppings: ['pepperoni'], popularity: 85 }),
  pizza(kit, { id: 'hawaiian', title: 'Hawaïenne', desc: 'Sauce tomate, mozzarella, jambon et ananas.', tier: 'classic', toppings: ['ham', 'pineapple'], popularity: 50 }),
  pizza(kit, { id: 'four-cheese', title: 'Quatre Fromages', desc: 'Crème fraîche, mozzarella, chèvre, emmental et fourme d’Ambert.', tier: 'favourite', sauce: 'white-sauce', toppings: ['goat-cheese', 'emmental', 'blue-cheese'], popularity: 80 }),
  pizza(kit, { id: 'vegetarian', title: 'Végétarienne', desc: 'Champignons, oignons rouges, poivrons, tomates cerises et olives noires.', tier: 'favourite', toppings: ['mushrooms', 'red-onions', 'green-peppers', 'tomatoes', 'black-olives'], popularity: 60, glutenFreeAvailable: true }),
  pizza(kit, { id: 'orientale', title: 'Orientale', desc: 'Merguez, poivrons et oignons rouges.', tier: 'favourite', toppings: ['merguez', 'green-peppers', 'red-onions'], spice: 1, popularity: 65 }),
  pizza(kit, { id: 'chicken-bbq', title: 'Chicken Barbecue', desc: 'Sauce barbecue, poulet rôti, oignons rouges et poivrons.', tier: 'favourite', sauce: 'bbq', toppings: ['chicken', 'red-onions', 'green-peppers'], popularity: 90 }),
  pizza(kit, { id: 'mexicaine', title: 'Mexicaine', desc: 'Bœuf haché, jalapeños, oignons rouges et poivrons. Très relevée.', tier: 'favourite', toppings: ['beef', 'jalapenos', 'red-onions', 'green-peppers'], spice: 2, popularity: 45 }),
  pizza(kit, { id: 'chevre-miel', title: 'Chèvre Miel', desc: 'Crème au miel, mozzarella, fromage de chèvre et tomates cerises.', tier: 'favourite', sauce: 'honey-cream', toppings: ['goat-cheese', 'tomatoes'], isNew: true, originalPrice: 13.9, popularity: 58 }),
  pizza(kit, { id: 'vegan', title: 'Végane', desc: 'Alternative végétale au fromage, champignons, oignons rouges, poivrons et tomates cerises.', tier: 'favourite', cheese: 'vegan-cheese', toppings: ['mushrooms', 'red-onions', 'green-peppers', 'tomatoes'], vegan: true, popularity: 35 }),
  pizza(kit, { id: 'savoyarde', title: 'Savoyarde', desc: 'Crème fraîche, lardons, pommes de terre, reblochon et oignons rouges.', tier: 'premium', sauce: 'white-sauce', toppings: ['bacon', 'potatoes', 'reblochon', 'red-onions'], popularity: 95 }),
  pizza(kit, { id: 'cannibale', title: 'Cannibale', desc: 'Sauce barbecue, bœuf haché, poulet rôti et merguez.', tier: 'premium', sauce: 'bbq', toppings: ['beef', 'chicken', 'merguez'], popularity: 82 }),
  pizza(kit, { id: 'supreme', title: 'Suprême', desc: 'Pepperoni, bœuf haché, champignons, poivrons et oignons rouges.', tier: 'premium', toppings: ['pepperoni', 'beef', 'mushrooms', 'green-peppers', 'red-onions'], popularity: 62 }),
  pizza(kit, { id: 'create-your-own', title: 'Composez votre pizza', desc: "Partez d'une Margherita et ajoutez jusqu'à six ingrédients.", tier: 'classic', toppings: [], popularity: 40, original: { id: 'margherita', type: 'pizza' } }),
  pizza(kit, { id: 'pepperoni-pizzetta', title: 'Pizzetta Pepperoni', desc: 'Une pizza individuelle au pepperoni, uniquement dans les menus.', tier: 'pizzetta', toppings: ['pepperoni'], dealOnly: true, popularity: 30 }),
  pizza(kit, { id: 'napolitaine-test', title: 'Napolitaine (test)', desc: 'Anchois, olives noires et tomates cerises. En test dans quelques restaurants.', tier: 'classic', toppings: ['anchovies', 'black-olives', 'tomatoes'], hidden: true, popularity: 10 }),
];

const sides = simpleProducts({ type: 'side', taxCode: 'reduced', img }, [
  { id: 'garlic-bread', title: "Pain à l'ail", desc: "Quatre tranches de pain à l'ail.", kind: 'side', subtype: 'classic', price: 3.9, kcal: 520, popularity: 80, allergens: ['gluten', 'milk'] },
  { id: 'cheesy-garlic-bread', title: "Pain à l'ail gratiné", desc: "Pain à l'ail gratiné à la mozzarella.", kind: 'side', subtype: 'classic', price: 4.9, kcal: 690, popularity: 75, allergens: ['gluten', 'milk'] },
  { id: 'potatoes', title: 'Potatoes', desc: 'Quartiers de pommes de terre épicés.', kind: 'side', subtype: 'classic', price: 3.9, kcal: 430, vegan: true, popularity: 90, allergens: [] },
  { id: 'cheese-triangle-bites', title: 'Triangles au fromage', desc: 'Six triangles dorés au cœur fondant.', kind: 'side', subtype: 'classic', price: 4.5, kcal: 560, popularity: 60, allergens: ['gluten', 'milk'] },
  { id: 'side-salad', title: 'Salade verte', desc: 'Jeunes pousses, tomates cerises et concombre.', kind: 'side', subtype: 'salad', price: 3.5, kcal: 60, vegan: true, glutenFree: true, popularity: 25, allergens: [] },
  { id: 'bbq-chicken-wings', title: 'Chicken Wings barbecue', desc: 'Ailes de poulet laquées sauce barbecue.', kind: 'wings', options: [['wings-6', '6 pièces', 5.9, 540], ['wings-12', '12 pièces', 9.9, 1080]], veg: false, popularity: 70, allergens: ['celery', 'mustard'] },
  { id: 'hot-chicken-wings', title: 'Hot Wings', desc: 'Ailes de poulet sauce piquante.', kind: 'wings', options: [['wings-6', '6 pièces', 5.9, 520], ['wings-12', '12 pièces', 9.9, 1040]], veg: false, spice: 2, popularity: 55, allergens: ['celery'] },
  { id: 'bolognese-pasta', title: 'Pâtes bolognaise', desc: 'Penne, sauce tomate au bœuf.', kind: 'pasta', price: 7.9, kcal: 700, veg: false, popularity: 60, allergens: ['gluten', 'celery'] },
  { id: 'carbonara-pasta', title: 'Pâtes carbonara', desc: 'Penne, crème, lardons et parmesan.', kind: 'pasta', price: 7.9, kcal: 820, veg: false, popularity: 65, allergens: ['gluten', 'milk', 'egg'] },
  { id: 'pesto-pasta', title: 'Pâtes au pesto', desc: 'Penne au pesto de basilic.', kind: 'pasta', price: 7.5, kcal: 690, popularity: 35, allergens: ['gluten', 'milk', 'nuts'] },
  { id: 'pepperoni-melt', title: 'Melt Pepperoni', desc: 'Pâte fine pliée garnie de pepperoni et mozzarella, avec sa sauce.', kind: 'melts', price: 6.9, kcal: 820, veg: false, popularity: 50, allergens: ['gluten', 'milk', 'sulphites'] },
  { id: 'chicken-melt', title: 'Melt Poulet', desc: 'Pâte fine pliée garnie de poulet rôti et mozzarella.', kind: 'melts', price: 6.9, kcal: 790, veg: false, popularity: 45, allergens: ['gluten', 'milk'] },
  { id: 'chilli-oil', title: 'Huile pimentée', desc: "Une dosette d'huile pimentée.", kind: 'other', price: 0.5, vegan: true, spice: 2, popularity: 20, allergens: [] },
]);

const dips = simpleProducts({ type: 'dip', taxCode: 'reduced', img }, [
  { id: 'garlic-herb-dip', title: 'Sauce ail et fines herbes', desc: 'Notre sauce crémeuse ail et fines herbes.', kind: 'dip', subtype: 'pot', price: 0.9, kcal: 230, popularity: 95, allergens: ['egg', 'milk'] },
  { id: 'bbq-dip', title: 'Sauce barbecue', desc: 'Sauce barbecue fumée.', kind: 'dip', subtype: 'pot', price: 0.9, kcal: 60, vegan: true, popularity: 70, allergens: ['mustard'] },
  { id: 'samurai-dip', title: 'Sauce samouraï', desc: 'Mayonnaise relevée au piment.', kind: 'dip', subtype: 'pot', price: 0.9, kcal: 250, spice: 1, popularity: 65, allergens: ['egg', 'mustard'] },
  { id: 'sweet-chilli-dip', title: 'Sauce chili douce', desc: 'Sauce aigre-douce au piment.', kind: 'dip', subtype: 'pot', price: 0.9, kcal: 80, vegan: true, spice: 1, popularity: 45, allergens: [] },
  { id: 'blue-cheese-dip', title: 'Sauce au bleu', desc: 'Sauce onctueuse au fromage bleu.', kind: 'dip', subtype: 'pot', price: 0.9, kcal: 210, popularity: 30, allergens: ['milk', 'egg'] },
]);

const desserts = simpleProducts({ type: 'dessert', taxCode: 'reduced', img }, [
  { id: 'chocolate-brownie', title: 'Brownie au chocolat', desc: 'Un brownie fondant servi tiède.', kind: 'dessert', subtype: 'bakery', price: 3.9, kcal: 480, popularity: 75, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'cookie-dough', title: 'Cookie géant', desc: 'Un cookie aux pépites de chocolat à partager, cuit au four.', kind: 'dessert', subtype: 'bakery', price: 4.9, kcal: 910, popularity: 85, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'tiramisu', title: 'Tiramisu', desc: 'Le classique italien au mascarpone et café.', kind: 'dessert', subtype: 'chilled', price: 3.9, kcal: 380, popularity: 60, allergens: ['gluten', 'egg', 'milk'] },
  { id: 'ben-and-jerrys-cookie-dough', title: "Ben & Jerry's Cookie Dough (465 ml)", desc: 'Glace vanille aux morceaux de pâte à cookie.', kind: 'ice-cream', subtype: 'ben-and-jerrys', price: 7.9, kcal: 1250, popularity: 55, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'ben-and-jerrys-fudge-brownie', title: "Ben & Jerry's Chocolate Fudge Brownie (465 ml)", desc: 'Glace au chocolat et morceaux de brownie.', kind: 'ice-cream', subtype: 'ben-and-jerrys', price: 7.9, kcal: 1180, popularity: 50, allergens: ['gluten', 'egg', 'milk', 'soya'] },
]);

const drinks = simpleProducts({ type: 'drink', taxCode: 'reduced', img }, [
  { id: 'cola-500ml', title: 'Cola (50 cl)', desc: 'Une bouteille de 50 cl de cola.', kind: 'soft-drink', subtype: 'bottle', price: 2.5, kcal: 210, vegan: true, popularity: 90, allergens: [] },
  { id: 'diet-cola-500ml', title: 'Cola sans sucres (50 cl)', desc: 'Une bouteille de 50 cl de cola sans sucres.', kind: 'soft-drink', subtype: 'bottle', price: 2.5, kcal: 2, vegan: true, popularity: 75, allergens: [] },
  { id: 'cola-1-5l', title: 'Cola (1,5 L)', desc: 'Une bouteille de 1,5 L de cola.', kind: 'soft-drink', subtype: 'large', price: 3.9, kcal: 630, vegan: true, popularity: 85, allergens: [] },
  { id: 'ice-tea-1-5l', title: 'Thé glacé pêche (1,5 L)', desc: 'Thé glacé saveur pêche.', kind: 'soft-drink', subtype: 'large', price: 3.9, kcal: 420, vegan: true, popularity: 70, allergens: [] },
  { id: 'cola-can', title: 'Cola (33 cl)', desc: 'Une canette de cola.', kind: 'soft-drink', subtype: 'can', price: 1.9, kcal: 139, vegan: true, popularity: 60, allergens: [] },
  { id: 'orange-can', title: 'Soda orange (33 cl)', desc: 'Une canette de soda à l’orange.', kind: 'soft-drink', subtype: 'can', price: 1.9, kcal: 60, vegan: true, popularity: 40, allergens: [] },
  { id: 'water-500ml', title: 'Eau minérale (50 cl)', desc: 'Eau minérale naturelle.', kind: 'water', subtype: 'bottle', price: 1.5, kcal: 0, vegan: true, popularity: 35, allergens: [] },
]);

const products = [...pizzas, ...sides, ...dips, ...desserts, ...drinks];

const deals = [
  ...standardDeals({
    products: products.map((entry) => entry.record),
    img: dealImg,
    text: {
      bogof: { title: '1 pizza achetée = 1 offerte', desc: "La seconde pizza, de prix égal ou inférieur, est offerte." },
      bogoh: { title: '2e pizza à -50 %', desc: 'La seconde pizza à moitié prix.' },
      bogtf: { title: '1 grande achetée = 2 offertes', desc: 'Trois grandes pizzas pour le prix d’une.' },
      'buy-two-get-side': { title: '2 grandes achetées, 1 entrée offerte', desc: 'Deux grandes pizzas et une entrée classique offerte.' },
      'family-feast': { title: 'Menu Famille', desc: 'Deux grandes pizzas, deux entrées et une boisson de 1,5 L.' },
      'two-large-classic-side': { title: '2 grandes + 1 entrée', desc: 'Deux grandes pizzas classiques ou favorites et une entrée pour 24,90 €.' },
      'collection-incentive': { title: 'À emporter : 5 € de remise', desc: 'Notre offre 2 grandes + 1 entrée à 19,90 € en venant la chercher.' },
      'delivery-duo': { title: 'Duo livré', desc: 'Deux pizzas moyennes et deux sauces, livrées chez vous.' },
      'veggie-night': { title: 'Soirée végé', desc: 'Deux pizzas moyennes végétariennes.' },
      'any-large-drink': { title: 'Toutes les boissons 1,5 L à 2,90 €', desc: 'Une grande boisson au choix à prix unique.' },
      'any-large-pizza': { title: 'Toutes les grandes à 11,90 €', desc: 'La grande pizza de votre choix, pâtes spéciales en supplément.' },
      'meal-for-one': { title: 'Menu Solo', desc: 'Une pizza individuelle, une entrée et une canette.' },
      'bbq-wings': { title: '6 Chicken Wings à 3,90 €', desc: 'Six ailes de poulet barbecue.' },
      'cheese-triangles': { title: 'Triangles au fromage à 2,90 €', desc: 'Six triangles au fromage.' },
      'three-dips': { title: '3 sauces pour 1,90 €', desc: 'Trois sauces au choix.' },
      'any-20': { title: '-20 % sur une grande pizza', desc: '20 % de remise sur la grande pizza de votre choix.' },
      'any-20-medium': { title: '-20 % sur une pizza moyenne', desc: '20 % de remise sur la pizza moyenne de votre choix.' },
      'sides-25-off': { title: '-25 % sur les entrées', desc: 'Un quart de remise sur toutes les entrées du panier.' },
      'spend-and-save': { title: '5 € offerts dès 30 €', desc: '5 € de remise pour 30 € de commande.' },
      'free-dip': { title: 'Une sauce offerte dès 25 €', desc: 'Une sauce offerte pour 25 € de commande.' },
      'reward-free-side': { title: 'Fidélité : une entrée offerte', desc: 'Échangez 3 points contre une entrée classique.' },
      'reward-free-pizza': { title: 'Fidélité : une pizza moyenne offerte', desc: 'Échangez 5 points contre une pizza moyenne.' },
    },
    price: {
      bogof: 11.9,
      bogoh: 17.85,
      bogtf: 14.9,
      'buy-two-get-side': 29.8,
      'family-feast': 32.9,
      'two-large-classic-side': 24.9,
      'collection-incentive': 19.9,
      'delivery-duo': 22.9,
      'veggie-night': 21.9,
      'any-large-drink': 2.9,
      'any-large-pizza': 11.9,
      'meal-for-one': 9.9,
      'bbq-wings': 3.9,
      'cheese-triangles': 2.9,
      'three-dips': 1.9,
      'any-20': 11.92,
      'any-20-medium': 9.52,
    },
    collectionIncentiveOff: 5,
    spendAndSave: { value: 5, above: 30 },
    freeDipThreshold: 25,
    loyaltyPoints: { side: 3, pizza: 5 },
    surcharges: { premium: 2, 'cheesy-bites': 2.5, 'pretzel-cheesy-bites': 3, 'garlic-butter-stuffed': 2.5, 'pepperoni-stuffed': 3 },
  }),
  deal(dealImg, {
    id: 'multi-mix',
    kind: 'bundle-discount',
    title: 'Multi Mix',
    desc: '6 chicken wings, des potatoes, des triangles au fromage et deux sauces à partager.',
    price: 14.9,
    options: [
      option('wings', ['bbq-chicken-wings', 'hot-chicken-wings']),
      option('side', ['potatoes']),
      option('side', ['cheese-triangle-bites']),
      option('dip', ['garlic-herb-dip', 'bbq-dip', 'samurai-dip', 'sweet-chilli-dip', 'blue-cheese-dip'], { count: 2 }),
    ],
    max: 3,
    popularity: 77,
  }),
  ...giftCardDeals(dealImg, [10, 20], (value) => ({ title: `Carte cadeau ${value} €`, desc: `${value} € de remise sur votre commande.` })),
];

export const frMenu: MarketMenu = {
  market: 'FR',
  locales: ['fr-FR'],
  products,
  deals,
  discounts: [
    discount({ id: 'web-only-20-off', title: '-20 % sur le site', rule: 'percentage', value: 20, threshold: 20, channels: ['web'], popularity: 90 }),
    discount({ id: 'app-10-off', title: "-10 % sur l'appli", rule: 'percentage', value: 10, threshold: 15, channels: ['app'] }),
    discount({ id: 'kiosk-5-off', title: '5 € offerts en borne', rule: 'amount', value: 5, threshold: 25, channels: ['kiosk'] }),
  ],
  upsells: [
    {
      id: 'basket-dips',
      types: [
        { match: [{ field: 'type', eq: 'pizza' }], item: { type: 'dip', id: 'garlic-herb-dip' } },
        { match: [{ field: 'kind', eq: 'wings' }], item: { type: 'dip', id: 'samurai-dip' } },
      ],
      toShow: 1,
    },
    {
      id: 'wings-mix',
      types: [{ match: [{ field: 'kind', eq: 'wings' }], item: { type: 'deal', id: 'multi-mix' } }],
      toShow: 1,
    },
  ],
  landingPages: LANDING_PAGES.FR,
  translations: {},
  // fr-1 sells melts; its tab rule (hidden when the melts feature is on, C9) lives with the menu tabs.
  sectors: { 'fr-1': {} },
};

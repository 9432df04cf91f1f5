import { discount } from '../build/discounts';
import { deal, giftCardDeals, option, standardDeals } from '../build/deals';
import { crustList, pizza, toppingList, type PizzaKit } from '../build/pizzas';
import { toppingLimitsOf } from '../build/topping-limits';
import { simpleProducts } from '../build/products';
import type { MarketMenu } from '../build/types';
import { NON_FOOD_SUBTYPE } from '../../../../../src/domain/menu/product-filters';
import { LANDING_PAGES } from '../landing-pages';

/** United Kingdom (GBP): sectors uk-1 and uk-2. Prices are delivery prices at a typical UK hut. */

const img = (id: string) => `/images/menu/uk/${id}.svg`;
const dealImg = (id: string) => `/images/deals/uk/${id}.svg`;

const kit: PizzaKit = {
  toppingLimits: toppingLimitsOf('UK'),
  decimals: 2,
  taxCode: 'standard',
  taxRate: 0.2,
  img,
  sizeNames: { personal: 'Personal (7")', small: 'Small (9")', medium: 'Medium (11.5")', large: 'Large (13.5")' },
  sliceCalories: { personal: 170, small: 180, medium: 210, large: 240 },
  tiers: {
    classic: { personal: 7.49, small: 10.99, medium: 14.49, large: 16.99 },
    favourite: { small: 11.99, medium: 15.99, large: 18.49 },
    premium: { small: 12.99, medium: 17.49, large: 19.99 },
    pizzetta: { personal: 5.49 },
  },
  crusts: crustList({
    pan: ['Classic Pan', { personal: 0, small: 0, medium: 0, large: 0 }],
    thin: ["Thin 'n' Crispy", { small: 0, medium: 0, large: 0 }],
    'cheesy-bites': ['Cheesy Bites', { large: 3 }],
    'pretzel-cheesy-bites': ['Pretzel Cheesy Bites (limited edition)', { large: 3.5 }],
    'super-cheezy': ['Super Cheezy', { medium: 2, large: 2.5 }],
    'square-pan': ['Square Pan', { medium: 1.5 }],
    'garlic-butter-stuffed': ['Garlic Butter Stuffed Crust', { medium: 2.5, large: 3 }],
    'pepperoni-stuffed': ['Pepperoni Stuffed Crust', { medium: 3, large: 3.5 }],
    'san-francisco': ['San Francisco Style', { medium: 1.5, large: 2 }],
    'gluten-free': ['Gluten Free Base', { small: 1 }],
  }),
  sauces: [
    { id: 'tomato', name: 'Tomato', price: 0, veg: true },
    { id: 'bbq', name: 'Smoky BBQ', price: 0, veg: true },
    { id: 'garlic-parmesan', name: 'Garlic Parmesan', price: 0, veg: true },
    { id: 'hot-honey', name: 'Hot Honey', price: 0.5, veg: true },
  ],
  cheeses: [
    { id: 'mozzarella', name: 'Mozzarella', price: 0, veg: true },
    { id: 'extra-mozzarella', name: 'Extra Mozzarella', price: 1.5, veg: true },
    { id: 'vegan-cheese', name: 'Vegan Cheese Alternative', price: 0, veg: true },
  ],
  toppings: toppingList(
    {
      standard: { personal: 0.8, small: 1.1, medium: 1.4, large: 1.7 },
      premium: { personal: 1, small: 1.4, medium: 1.8, large: 2.1 },
    },
    [
      ['pepperoni', 'Pepperoni', 'meat'],
      ['ham', 'Ham', 'meat'],
      ['chicken', 'Chicken Breast', 'meat', 'premium'],
      ['beef', 'Spicy Beef', 'meat'],
      ['sausage', 'Italian Sausage', 'meat'],
      ['bacon', 'Bacon', 'meat', 'premium'],
      ['tuna', 'Tuna', 'fish'],
      ['mushrooms', 'Mushrooms', 'veg'],
      ['red-onions', 'Red Onions', 'veg'],
      ['green-peppers', 'Green Peppers', 'veg'],
      ['sweetcorn', 'Sweetcorn', 'veg'],
      ['jalapenos', 'Jalapeños', 'veg'],
      ['black-olives', 'Black Olives', 'veg'],
      ['pineapple', 'Pineapple', 'veg'],
      ['tomatoes', 'Cherry Tomatoes', 'veg'],
      ['spinach', 'Spinach', 'veg'],
      ['vegan-pepperoni', 'Vegan Pepperoni', 'veg', 'premium'],
      ['feta', 'Feta', 'cheese'],
    ],
  ),
};

const pizzas = [
  pizza(kit, { id: 'margherita', title: 'Margherita', desc: 'Tomato sauce and mozzarella on our classic pan base.', tier: 'classic', toppings: [], popularity: 90, glutenFreeAvailable: true, priceBreakdown: true }),
  pizza(kit, { id: 'pepperoni-feast', title: 'Pepperoni Feast', desc: 'Double pepperoni and mozzarella.', tier: 'classic', toppings: ['pepperoni'], popularity: 100, priceBreakdown: true }),
  pizza(kit, { id: 'hawaiian', title: 'Hawaiian', desc: 'Ham and pineapple.', tier: 'classic', toppings: ['ham', 'pineapple'], popularity: 70 }),
  pizza(kit, { id: 'tuna-sweetcorn', title: 'Tuna & Sweetcorn', desc: 'Tuna, sweetcorn and red onions.', tier: 'classic', toppings: ['tuna', 'sweetcorn', 'red-onions'], popularity: 35 }),
  pizza(kit, { id: 'veggie-supreme', title: 'Veggie Supreme', desc: 'Mushrooms, red onions, green peppers, sweetcorn and cherry tomatoes.', tier: 'favourite', toppings: ['mushrooms', 'red-onions', 'green-peppers', 'sweetcorn', 'tomatoes'], popularity: 65, glutenFreeAvailable: true }),
  pizza(kit, { id: 'bbq-americano', title: 'BBQ Americano', desc: 'Smoky BBQ sauce, chicken, bacon and red onions.', tier: 'favourite', sauce: 'bbq', toppings: ['chicken', 'bacon', 'red-onions'], popularity: 75 }),
  pizza(kit, { id: 'mexican-hot', title: 'Mexican Hot', desc: 'Spicy beef, jalapeños, red onions and green peppers.', tier: 'favourite', toppings: ['beef', 'jalapenos', 'red-onions', 'green-peppers'], spice: 2, popularity: 55 }),
  pizza(kit, { id: 'hot-honey-pepperoni', title: 'Hot Honey Pepperoni', desc: 'Pepperoni and red onions finished with a drizzle of hot honey.', tier: 'favourite', sauce: 'hot-honey', toppings: ['pepperoni', 'red-onions'], spice: 1, isNew: true, originalPrice: 12.99, popularity: 60 }),
  pizza(kit, { id: 'vegan-veggie', title: 'Vegan Veggie', desc: 'Vegan cheese alternative with mushrooms, red onions, green peppers and cherry tomatoes.', tier: 'favourite', cheese: 'vegan-cheese', toppings: ['mushrooms', 'red-onions', 'green-peppers', 'tomatoes'], vegan: true, popularity: 40 }),
  pizza(kit, { id: 'meat-feast', title: 'Meat Feast', desc: 'Pepperoni, ham, spicy beef and Italian sausage.', tier: 'premium', toppings: ['pepperoni', 'ham', 'beef', 'sausage'], popularity: 85 }),
  pizza(kit, { id: 'supreme', title: 'Supreme', desc: 'Pepperoni, spicy beef, mushrooms, red onions and green peppers.', tier: 'premium', toppings: ['pepperoni', 'beef', 'mushrooms', 'red-onions', 'green-peppers'], popularity: 68 }),
  pizza(kit, { id: 'chicken-supreme', title: 'Chicken Supreme', desc: 'Chicken breast, mushrooms, sweetcorn and green peppers.', tier: 'premium', toppings: ['chicken', 'mushrooms', 'sweetcorn', 'green-peppers'], popularity: 72 }),
  pizza(kit, { id: 'vegan-pepperoni', title: 'Vegan Pepperoni', desc: 'Plant-based pepperoni and red onions on vegan cheese alternative.', tier: 'premium', cheese: 'vegan-cheese', toppings: ['vegan-pepperoni', 'red-onions'], vegan: true, popularity: 38 }),
  pizza(kit, { id: 'create-your-own', title: 'Create Your Own', desc: 'Start from a Margherita and add up to six toppings.', tier: 'classic', toppings: [], popularity: 45, original: { id: 'margherita', type: 'pizza' } }),
  pizza(kit, { id: 'pepperoni-pizzetta', title: 'Pepperoni Pizzetta', desc: 'A personal pepperoni pizza, only in meal deals.', tier: 'pizzetta', toppings: ['pepperoni'], dealOnly: true, popularity: 30 }),
  pizza(kit, { id: 'garlic-mushroom-trial', title: 'Garlic Mushroom (trial)', desc: 'Garlic parmesan sauce, mushrooms and spinach. In trial at selected huts.', tier: 'favourite', sauce: 'garlic-parmesan', toppings: ['mushrooms', 'spinach'], hidden: true, popularity: 10 }),
];

const sides = simpleProducts({ type: 'side', taxCode: 'standard', img }, [
  { id: 'garlic-bread', title: 'Garlic Bread', desc: 'Four slices of garlic bread.', kind: 'side', subtype: 'classic', price: 4.49, kcal: 520, popularity: 90, allergens: ['gluten', 'milk'] },
  { id: 'cheesy-garlic-bread', title: 'Cheesy Garlic Bread', desc: 'Garlic bread topped with melted mozzarella.', kind: 'side', subtype: 'classic', price: 5.49, kcal: 690, popularity: 85, allergens: ['gluten', 'milk'] },
  { id: 'potato-wedges', title: 'Potato Wedges', desc: 'Seasoned potato wedges.', kind: 'side', subtype: 'classic', price: 4.49, kcal: 430, popularity: 80, vegan: true, allergens: [] },
  { id: 'fries', title: 'Fries', desc: 'Skin-on fries.', kind: 'side', subtype: 'classic', price: 3.99, kcal: 380, popularity: 70, vegan: true, allergens: [] },
  { id: 'cheese-triangle-bites', title: 'Cheese Triangles', desc: 'Six golden triangles filled with melted cheese.', kind: 'side', subtype: 'classic', price: 4.99, kcal: 560, popularity: 60, allergens: ['gluten', 'milk'] },
  { id: 'side-salad', title: 'Side Salad', desc: 'Mixed leaves, cherry tomatoes and cucumber.', kind: 'side', subtype: 'salad', price: 3.49, kcal: 60, popularity: 20, vegan: true, glutenFree: true, taxCode: 'zero', allergens: [] },
  { id: 'kfc-popcorn-chicken', title: 'KFC Popcorn Chicken', desc: 'Bite-sized pieces of KFC chicken, only in the KFC bundle.', kind: 'side', subtype: 'premium', price: 4.99, kcal: 450, veg: false, dealOnly: true, popularity: 50, allergens: ['gluten', 'celery'] },
  { id: 'bbq-chicken-wings', title: 'BBQ Chicken Wings', desc: 'Chicken wings in smoky BBQ glaze.', kind: 'wings', options: [['wings-6', '6 wings', 5.99, 540], ['wings-12', '12 wings', 10.99, 1080]], veg: false, popularity: 75, allergens: ['celery', 'mustard'] },
  { id: 'hot-chicken-wings', title: 'Hot Chicken Wings', desc: 'Chicken wings in hot sauce.', kind: 'wings', options: [['wings-6', '6 wings', 5.99, 520], ['wings-12', '12 wings', 10.99, 1040]], veg: false, spice: 2, popularity: 55, allergens: ['celery'] },
  { id: 'mac-and-cheese', title: 'Mac & Cheese', desc: 'Macaroni in a three-cheese sauce.', kind: 'pasta', price: 7.49, kcal: 780, popularity: 60, allergens: ['gluten', 'milk'] },
  { id: 'chicken-arrabbiata', title: 'Chicken Arrabbiata', desc: 'Penne, chicken and a chilli tomato sauce.', kind: 'pasta', price: 7.99, kcal: 690, veg: false, spice: 1, popularity: 50, allergens: ['gluten'] },
  { id: 'creamy-mushroom-pasta', title: 'Creamy Mushroom Pasta', desc: 'Penne with mushrooms in a garlic cream sauce.', kind: 'pasta', price: 7.49, kcal: 720, popularity: 40, allergens: ['gluten', 'milk'] },
  { id: 'pepperoni-melt', title: 'Pepperoni Melt', desc: 'Folded thin crust with pepperoni and mozzarella, with a dip.', kind: 'melts', price: 6.99, kcal: 820, veg: false, isNew: true, popularity: 55, allergens: ['gluten', 'milk', 'sulphites'] },
  { id: 'chicken-bbq-melt', title: 'Chicken BBQ Melt', desc: 'Folded thin crust with chicken, BBQ sauce and mozzarella.', kind: 'melts', price: 6.99, kcal: 790, veg: false, popularity: 45, allergens: ['gluten', 'milk'] },
  { id: 'chilli-flakes', title: 'Chilli Flakes', desc: 'A sachet of chilli flakes.', kind: 'other', price: 0.3, popularity: 15, vegan: true, allergens: [] },
  { id: 'cutlery-pack', title: 'Cutlery & Napkins', desc: 'Wooden cutlery and napkins for four, delivered with your order.', kind: 'other', subtype: NON_FOOD_SUBTYPE, price: 0.2, popularity: 5, veg: false, vegan: false, dispositions: ['delivery'], allergens: [] },
]);

const dips = simpleProducts({ type: 'dip', taxCode: 'standard', img }, [
  { id: 'garlic-herb-dip', title: 'Garlic & Herb Dip', desc: 'Our signature creamy garlic and herb dip.', kind: 'dip', subtype: 'pot', price: 0.99, kcal: 230, popularity: 95, allergens: ['egg', 'milk'] },
  { id: 'bbq-dip', title: 'BBQ Dip', desc: 'Smoky BBQ dip.', kind: 'dip', subtype: 'pot', price: 0.99, kcal: 60, vegan: true, popularity: 70, allergens: ['mustard'] },
  { id: 'sweet-chilli-dip', title: 'Sweet Chilli Dip', desc: 'Sweet chilli dip.', kind: 'dip', subtype: 'pot', price: 0.99, kcal: 80, vegan: true, spice: 1, popularity: 50, allergens: [] },
  { id: 'sour-cream-chive-dip', title: 'Sour Cream & Chive Dip', desc: 'Cool sour cream and chive dip.', kind: 'dip', subtype: 'pot', price: 0.99, kcal: 150, popularity: 45, allergens: ['milk'] },
  { id: 'vegan-garlic-dip', title: 'Vegan Garlic Dip', desc: 'Plant-based garlic dip.', kind: 'dip', subtype: 'pot', price: 1.19, kcal: 190, vegan: true, popularity: 25, allergens: ['mustard'] },
]);

const desserts = simpleProducts({ type: 'dessert', taxCode: 'standard', img }, [
  { id: 'chocolate-brownie', title: 'Chocolate Brownie', desc: 'A warm chocolate brownie.', kind: 'dessert', subtype: 'bakery', price: 4.99, kcal: 480, popularity: 80, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'cookie-dough', title: 'Cookie Dough', desc: 'Warm chocolate-chip cookie dough, baked to share.', kind: 'dessert', subtype: 'bakery', price: 5.49, kcal: 910, popularity: 85, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'cinnamon-bites', title: 'Cinnamon Bites', desc: 'Dough bites dusted with cinnamon sugar, with icing.', kind: 'dessert', subtype: 'bakery', price: 4.49, kcal: 620, popularity: 50, allergens: ['gluten', 'milk'] },
  { id: 'ben-and-jerrys-cookie-dough', title: "Ben & Jerry's Cookie Dough (465ml)", desc: 'Vanilla ice cream with chunks of cookie dough.', kind: 'ice-cream', subtype: 'ben-and-jerrys', price: 6.99, kcal: 1250, popularity: 60, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'ben-and-jerrys-fudge-brownie', title: "Ben & Jerry's Chocolate Fudge Brownie (465ml)", desc: 'Chocolate ice cream with fudgy brownies.', kind: 'ice-cream', subtype: 'ben-and-jerrys', price: 6.99, kcal: 1180, popularity: 55, allergens: ['gluten', 'egg', 'milk', 'soya'] },
]);

const drinks = simpleProducts({ type: 'drink', taxCode: 'standard', img }, [
  { id: 'cola-500ml', title: 'Cola (500ml)', desc: 'A 500ml bottle of regular cola.', kind: 'soft-drink', subtype: 'bottle', price: 2.29, kcal: 210, vegan: true, popularity: 90, allergens: [] },
  { id: 'diet-cola-500ml', title: 'Diet Cola (500ml)', desc: 'A 500ml bottle of diet cola.', kind: 'soft-drink', subtype: 'bottle', price: 2.29, kcal: 2, vegan: true, popularity: 80, allergens: [] },
  { id: 'lemonade-500ml', title: 'Lemonade (500ml)', desc: 'Sparkling lemonade.', kind: 'soft-drink', subtype: 'bottle', price: 2.29, kcal: 90, vegan: true, popularity: 40, allergens: [] },
  { id: 'cola-1-5l', title: 'Cola (1.5L)', desc: 'A 1.5 litre bottle of regular cola.', kind: 'soft-drink', subtype: 'large', price: 3.79, kcal: 630, vegan: true, popularity: 85, allergens: [] },
  { id: 'diet-cola-1-5l', title: 'Diet Cola (1.5L)', desc: 'A 1.5 litre bottle of diet cola.', kind: 'soft-drink', subtype: 'large', price: 3.79, kcal: 6, vegan: true, popularity: 75, allergens: [] },
  { id: 'orange-can', title: 'Sparkling Orange (330ml can)', desc: 'A can of sparkling orange.', kind: 'soft-drink', subtype: 'can', price: 1.79, kcal: 60, vegan: true, popularity: 45, allergens: [] },
  { id: 'cola-can', title: 'Cola (330ml can)', desc: 'A can of regular cola.', kind: 'soft-drink', subtype: 'can', price: 1.79, kcal: 139, vegan: true, popularity: 50, allergens: [] },
  { id: 'water-500ml', title: 'Still Water (500ml)', desc: 'Still spring water.', kind: 'water', subtype: 'bottle', price: 1.49, kcal: 0, vegan: true, popularity: 35, allergens: [] },
  { id: 'blue-raspberry-slush', title: 'Blue Raspberry Slush', desc: 'Poured fresh in the hut, so collection only.', kind: 'slush', subtype: 'slush', price: 2.49, kcal: 150, vegan: true, popularity: 30, dispositions: ['collection'], allergens: [] },
]);

const products = [...pizzas, ...sides, ...dips, ...desserts, ...drinks];
const menu = products.map((entry) => entry.record);

const deals = [
  ...standardDeals({
    products: menu,
    img: dealImg,
    text: {
      bogof: { title: 'Buy One Get One Free', desc: 'Buy any pizza and get a second of equal or lower price free.' },
      bogoh: { title: 'Second Pizza Half Price', desc: 'Buy any pizza and get a second half price.' },
      bogtf: { title: 'Buy One Get Two Free', desc: 'Three large pizzas for the price of one.' },
      'buy-two-get-side': { title: 'Buy 2 Large, Get a Side Free', desc: 'Two large pizzas and a free classic side.' },
      'family-feast': { title: 'Family Feast', desc: 'Two large pizzas, two classic sides and a 1.5L drink.' },
      'two-large-classic-side': { title: '2 Large Pizzas + Classic Side', desc: 'Two large classic or favourite pizzas and a classic side for £22.99.' },
      'collection-incentive': { title: 'Collect & Save £5', desc: '£5 off our two large pizzas and a classic side deal when you collect: £17.99.' },
      'delivery-duo': { title: 'Delivery Duo', desc: 'Two medium pizzas and two dips, delivered.' },
      'veggie-night': { title: 'Veggie Night', desc: 'Two medium vegetarian pizzas.' },
      'any-large-drink': { title: 'Any 1.5L Drink £2.99', desc: 'Any large drink at one price.' },
      'any-large-pizza': { title: 'Any Large Pizza £12.99', desc: 'Any large pizza, premium crusts extra.' },
      'meal-for-one': { title: 'Meal for One', desc: 'A personal pizza, a classic side and a can.' },
      'bbq-wings': { title: '6 BBQ Wings £3.99', desc: 'Six BBQ chicken wings.' },
      'cheese-triangles': { title: 'Cheese Triangles £2.99', desc: 'Six cheese triangles.' },
      'three-dips': { title: 'Any 3 Dips £1.99', desc: 'Choose any three dips.' },
      'any-20': { title: '20% Off Any Large Pizza', desc: 'Take 20% off any large pizza.' },
      'any-20-medium': { title: '20% Off Any Medium Pizza', desc: 'Take 20% off any medium pizza.' },
      'sides-25-off': { title: '25% Off Sides', desc: 'A quarter off every side in your basket.' },
      'spend-and-save': { title: 'Spend £30, Save £5', desc: '£5 off when you spend £30 or more.' },
      'free-dip': { title: 'Free Dip Over £25', desc: 'A free dip on orders of £25 or more.' },
      'reward-free-side': { title: 'Hut Rewards: Free Side', desc: 'Swap 3 points for a free classic side.' },
      'reward-free-pizza': { title: 'Hut Rewards: Free Medium Pizza', desc: 'Swap 5 points for a free medium pizza.' },
    },
    price: {
      bogof: 14.49,
      bogoh: 21.74,
      bogtf: 16.99,
      'buy-two-get-side': 33.98,
      'family-feast': 34.99,
      'two-large-classic-side': 22.99,
      'collection-incentive': 17.99,
      'delivery-duo': 24.99,
      'veggie-night': 21.99,
      'any-large-drink': 2.99,
      'any-large-pizza': 12.99,
      'meal-for-one': 8.99,
      'bbq-wings': 3.99,
      'cheese-triangles': 2.99,
      'three-dips': 1.99,
      'any-20': 13.59,
      'any-20-medium': 11.59,
    },
    collectionIncentiveOff: 5,
    spendAndSave: { value: 5, above: 30 },
    freeDipThreshold: 25,
    loyaltyPoints: { side: 3, pizza: 5 },
    surcharges: { premium: 2, 'cheesy-bites': 2.5, 'pretzel-cheesy-bites': 3, 'garlic-butter-stuffed': 2.5, 'pepperoni-stuffed': 3 },
  }),
  deal(dealImg, {
    id: 'kfc-bundle',
    kind: 'bundle-discount',
    title: 'The KFC Bundle',
    desc: 'A large pizza, KFC popcorn chicken, fries and a 1.5L drink.',
    price: 24.99,
    options: [
      option('pizza', ['pepperoni-feast', 'margherita', 'bbq-americano', 'meat-feast'], { size: 'large' }),
      option('side', ['kfc-popcorn-chicken']),
      option('side', ['fries']),
      option('drink', ['cola-1-5l', 'diet-cola-1-5l']),
    ],
    max: 2,
    popularity: 78,
  }),
  // Static promos (spec 1 §9, 3 §9.2): the dip promo at 0.99, the other promo deals at 9.99.
  deal(dealImg, {
    id: 'hut100',
    kind: 'flat',
    title: 'Any Dip 99p',
    desc: 'Any dip for 99p, every day.',
    price: 0.99,
    options: [option('dip', ['garlic-herb-dip', 'bbq-dip', 'sweet-chilli-dip', 'sour-cream-chive-dip', 'vegan-garlic-dip'])],
    max: 3,
    popularity: 33,
  }),
  deal(dealImg, {
    id: 'hut125',
    kind: 'flat',
    title: 'Medium Classic £9.99',
    desc: 'A medium classic pizza for £9.99, every day.',
    price: 9.99,
    options: [option('pizza', ['pepperoni-feast', 'margherita', 'hawaiian', 'tuna-sweetcorn'], { size: 'medium' })],
    max: 2,
    popularity: 82,
  }),
  ...giftCardDeals(dealImg, [5, 10, 15, 20, 25, 30], (value) => ({
    title: `£${value} Gift Voucher`,
    desc: `£${value} off your order.`,
  })),
];

export const ukMenu: MarketMenu = {
  market: 'UK',
  locales: ['en-GB'],
  products,
  deals,
  discounts: [
    discount({ id: 'web-only-20-off', title: '20% off online', rule: 'percentage', value: 20, threshold: 20, channels: ['web'], popularity: 90 }),
    discount({ id: 'app-10-off', title: '10% off in the app', rule: 'percentage', value: 10, threshold: 15, channels: ['app'] }),
    discount({ id: 'kiosk-5-off', title: '£5 off at the kiosk', rule: 'amount', value: 5, threshold: 25, channels: ['kiosk'] }),
    discount({
      id: 'free-garlic-bread',
      title: 'Free garlic bread over £30',
      rule: 'free-item',
      value: 4.49,
      threshold: 30,
      channels: ['web', 'app', 'kiosk'],
      options: [option('side', ['garlic-bread'])],
      discountable: ['side'],
    }),
  ],
  upsells: [
    {
      id: 'basket-dips',
      types: [
        { match: [{ field: 'type', eq: 'pizza' }], item: { type: 'dip', id: 'garlic-herb-dip' } },
        { match: [{ field: 'kind', eq: 'wings' }], item: { type: 'dip', id: 'bbq-dip' } },
      ],
      toShow: 1,
    },
    {
      id: 'pepperoni-triangles',
      types: [{ match: [{ field: 'type', eq: 'pizza' }, { field: 'id', includes: 'pepperoni' }], item: { type: 'deal', id: 'cheese-triangles' } }],
      toShow: 1,
    },
  ],
  landingPages: LANDING_PAGES.UK,
  translations: {},
  sectors: {
    // uk-1 sells no melts; its wings tab is hidden by the menu-tab rules, but wings stay for the deals.
    'uk-1': { omitProduct: (product) => product.kind === 'melts' },
    // The rewards box is hidden for uk-2 (spec 1 §6): no loyalty deals there.
    'uk-2': { omitDeal: (candidate) => candidate.loyalty },
  },
};

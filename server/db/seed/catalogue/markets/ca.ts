import { discount } from '../build/discounts';
import { giftCardDeals, standardDeals } from '../build/deals';
import { crustList, pizza, toppingList, type PizzaKit } from '../build/pizzas';
import { toppingLimitsOf } from '../build/topping-limits';
import { simpleProducts } from '../build/products';
import type { MarketMenu, Text } from '../build/types';
import { NON_FOOD_SUBTYPE } from '../../../../../src/domain/menu/product-filters';
import { LANDING_PAGES } from '../landing-pages';

/**
 * Canada (CAD): sectors ca-1 and ca-2, English records with French (fr-CA) content. The 'other'
 * kind holds the bags a bag fee is charged for; the menu-tab rule shows that tab only where a bag
 * fee applies (hut region or bag-fee store list, spec 1 §2).
 */

const img = (id: string) => `/images/menu/ca/${id}.svg`;
const dealImg = (id: string) => `/images/deals/ca/${id}.svg`;
const GIFT_CARD_VALUES = [10, 25, 50];

const kit: PizzaKit = {
  toppingLimits: toppingLimitsOf('CA'),
  decimals: 2,
  taxCode: 'standard',
  taxRate: 0.13,
  img,
  sizeNames: { personal: 'Personal (8")', small: 'Small (10")', medium: 'Medium (12")', large: 'Large (14")' },
  sliceCalories: { personal: 170, small: 190, medium: 220, large: 250 },
  tiers: {
    classic: { small: 12.99, medium: 16.99, large: 19.99 },
    favourite: { small: 13.99, medium: 18.49, large: 21.99 },
    premium: { small: 14.99, medium: 19.99, large: 23.99 },
    pizzetta: { personal: 6.99 },
  },
  crusts: crustList({
    pan: ['Original Pan', { personal: 0, small: 0, medium: 0, large: 0 }],
    thin: ["Thin 'N Crispy", { small: 0, medium: 0, large: 0 }],
    'cheesy-bites': ['Cheesy Bites', { large: 4 }],
    'pretzel-cheesy-bites': ['Pretzel Cheesy Bites (limited time)', { large: 4.5 }],
    'super-cheezy': ['Super Cheezy', { medium: 2.5, large: 3 }],
    'square-pan': ['Detroit-Style Square Pan', { medium: 2 }],
    'garlic-butter-stuffed': ['Garlic Butter Stuffed Crust', { medium: 3, large: 3.5 }],
    'pepperoni-stuffed': ['Pepperoni Stuffed Crust', { medium: 3.5, large: 4 }],
    'san-francisco': ['San Francisco Sourdough', { medium: 2, large: 2.5 }],
    'gluten-free': ['Gluten-Free Crust', { small: 2 }],
  }),
  sauces: [
    { id: 'tomato', name: 'Classic Marinara', price: 0, veg: true },
    { id: 'bbq', name: 'BBQ', price: 0, veg: true },
    { id: 'garlic-parmesan', name: 'Creamy Garlic Parmesan', price: 0, veg: true },
    { id: 'buffalo', name: 'Buffalo', price: 0, veg: true },
    { id: 'hot-honey', name: 'Hot Honey', price: 0.75, veg: true },
  ],
  cheeses: [
    { id: 'mozzarella', name: 'Mozzarella', price: 0, veg: true },
    { id: 'extra-mozzarella', name: 'Extra Mozzarella', price: 2, veg: true },
    { id: 'vegan-cheese', name: 'Plant-Based Cheese', price: 0, veg: true },
  ],
  toppings: toppingList(
    {
      standard: { personal: 1.25, small: 1.75, medium: 2.25, large: 2.75 },
      premium: { personal: 1.75, small: 2.25, medium: 2.75, large: 3.25 },
    },
    [
      ['pepperoni', 'Pepperoni', 'meat'],
      ['ham', 'Ham', 'meat'],
      ['bacon', 'Bacon', 'meat'],
      ['chicken', 'Grilled Chicken', 'meat', 'premium'],
      ['beef', 'Seasoned Beef', 'meat'],
      ['sausage', 'Italian Sausage', 'meat'],
      ['mushrooms', 'Mushrooms', 'veg'],
      ['red-onions', 'Red Onions', 'veg'],
      ['green-peppers', 'Green Peppers', 'veg'],
      ['black-olives', 'Black Olives', 'veg'],
      ['pineapple', 'Pineapple', 'veg'],
      ['tomatoes', 'Diced Tomatoes', 'veg'],
      ['jalapenos', 'Jalapeños', 'veg'],
      ['spinach', 'Spinach', 'veg'],
      ['feta', 'Feta', 'cheese', 'premium'],
    ],
  ),
};

const pizzas = [
  pizza(kit, { id: 'pepperoni', title: 'Pepperoni', desc: 'Marinara, mozzarella and double pepperoni.', tier: 'classic', toppings: ['pepperoni'], popularity: 100, priceBreakdown: true }),
  pizza(kit, { id: 'margherita', title: 'Margherita', desc: 'Marinara and mozzarella.', tier: 'classic', toppings: [], popularity: 70, glutenFreeAvailable: true, priceBreakdown: true }),
  pizza(kit, { id: 'hawaiian', title: 'Hawaiian', desc: 'Ham and pineapple.', tier: 'classic', toppings: ['ham', 'pineapple'], popularity: 75 }),
  pizza(kit, { id: 'canadian', title: 'Canadian', desc: 'Pepperoni, bacon and mushrooms.', tier: 'favourite', toppings: ['pepperoni', 'bacon', 'mushrooms'], popularity: 90 }),
  pizza(kit, { id: 'veggie-lovers', title: "Veggie Lover's", desc: 'Mushrooms, red onions, green peppers, black olives and diced tomatoes.', tier: 'favourite', toppings: ['mushrooms', 'red-onions', 'green-peppers', 'black-olives', 'tomatoes'], popularity: 60, glutenFreeAvailable: true }),
  pizza(kit, { id: 'mediterranean', title: 'Mediterranean', desc: 'Spinach, feta, black olives, diced tomatoes and red onions.', tier: 'favourite', toppings: ['spinach', 'feta', 'black-olives', 'tomatoes', 'red-onions'], popularity: 40 }),
  pizza(kit, { id: 'bbq-chicken', title: 'BBQ Chicken', desc: 'BBQ sauce, grilled chicken, red onions and bacon.', tier: 'favourite', sauce: 'bbq', toppings: ['chicken', 'red-onions', 'bacon'], popularity: 72 }),
  pizza(kit, { id: 'buffalo-chicken', title: 'Buffalo Chicken', desc: 'Buffalo sauce, grilled chicken, red onions and jalapeños.', tier: 'favourite', sauce: 'buffalo', toppings: ['chicken', 'red-onions', 'jalapenos'], spice: 2, popularity: 50 }),
  pizza(kit, { id: 'hot-honey-pepperoni', title: 'Hot Honey Pepperoni', desc: 'Pepperoni and red onions with a drizzle of hot honey.', tier: 'favourite', sauce: 'hot-honey', toppings: ['pepperoni', 'red-onions'], spice: 1, isNew: true, originalPrice: 14.99, popularity: 58 }),
  pizza(kit, { id: 'plant-based-veggie', title: 'Plant-Based Veggie', desc: 'Plant-based cheese, mushrooms, red onions, green peppers and spinach.', tier: 'favourite', cheese: 'vegan-cheese', toppings: ['mushrooms', 'red-onions', 'green-peppers', 'spinach'], vegan: true, popularity: 30 }),
  pizza(kit, { id: 'meat-lovers', title: "Meat Lover's", desc: 'Pepperoni, ham, bacon, seasoned beef and Italian sausage.', tier: 'premium', toppings: ['pepperoni', 'ham', 'bacon', 'beef', 'sausage'], popularity: 88 }),
  pizza(kit, { id: 'supreme', title: 'Supreme', desc: 'Pepperoni, Italian sausage, mushrooms, red onions and green peppers.', tier: 'premium', toppings: ['pepperoni', 'sausage', 'mushrooms', 'red-onions', 'green-peppers'], popularity: 80 }),
  pizza(kit, { id: 'create-your-own', title: 'Create Your Own', desc: 'Start from a Margherita and add up to six toppings.', tier: 'classic', toppings: [], popularity: 45, original: { id: 'margherita', type: 'pizza' } }),
  pizza(kit, { id: 'pepperoni-pizzetta', title: 'Pepperoni Pizzetta', desc: 'A personal pepperoni pizza, only in meal deals.', tier: 'pizzetta', toppings: ['pepperoni'], dealOnly: true, popularity: 30 }),
  pizza(kit, { id: 'smoky-bacon-trial', title: 'Smoky Bacon Ranch (trial)', desc: 'Garlic parmesan sauce, bacon and red onions. In trial at selected restaurants.', tier: 'favourite', sauce: 'garlic-parmesan', toppings: ['bacon', 'red-onions'], hidden: true, popularity: 10 }),
];

const sides = simpleProducts({ type: 'side', taxCode: 'standard', img }, [
  { id: 'breadsticks', title: 'Breadsticks', desc: 'Five garlic breadsticks.', kind: 'side', subtype: 'classic', price: 6.99, kcal: 700, popularity: 90, allergens: ['gluten', 'milk'] },
  { id: 'cheese-sticks', title: 'Cheese Sticks', desc: 'Bread baked with mozzarella, cut into sticks.', kind: 'side', subtype: 'classic', price: 8.99, kcal: 980, popularity: 80, allergens: ['gluten', 'milk'] },
  { id: 'fries', title: 'Fries', desc: 'Skin-on fries.', kind: 'side', subtype: 'classic', price: 4.99, kcal: 400, vegan: true, popularity: 70, allergens: [] },
  { id: 'cheese-triangle-bites', title: 'Cheese Triangles', desc: 'Six golden triangles with a melted cheese filling.', kind: 'side', subtype: 'classic', price: 6.49, kcal: 560, popularity: 55, allergens: ['gluten', 'milk'] },
  { id: 'side-salad', title: 'Side Garden Salad', desc: 'Lettuce, cherry tomatoes and cucumber.', kind: 'side', subtype: 'salad', price: 4.99, kcal: 60, vegan: true, glutenFree: true, taxCode: 'zero', popularity: 20, allergens: [] },
  { id: 'bbq-chicken-wings', title: 'BBQ Wings', desc: 'Chicken wings glazed in BBQ sauce.', kind: 'wings', options: [['wings-10', '10 wings', 14.99, 900], ['wings-20', '20 wings', 27.99, 1800]], veg: false, popularity: 85, allergens: ['celery', 'mustard'] },
  { id: 'hot-chicken-wings', title: 'Medium Buffalo Wings', desc: 'Chicken wings in medium Buffalo sauce.', kind: 'wings', options: [['wings-10', '10 wings', 14.99, 880], ['wings-20', '20 wings', 27.99, 1760]], veg: false, spice: 1, popularity: 75, allergens: ['celery', 'milk'] },
  { id: 'honey-garlic-wings', title: 'Honey Garlic Wings', desc: 'Chicken wings in honey garlic sauce.', kind: 'wings', options: [['wings-10', '10 wings', 14.99, 950], ['wings-20', '20 wings', 27.99, 1900]], veg: false, popularity: 80, allergens: ['soya', 'gluten'] },
  { id: 'chicken-alfredo-pasta', title: 'Chicken Alfredo', desc: 'Penne with grilled chicken in a creamy Alfredo sauce.', kind: 'pasta', price: 13.99, kcal: 980, veg: false, popularity: 60, allergens: ['gluten', 'milk'] },
  { id: 'meat-lasagna', title: 'Meat Lasagna', desc: 'Beef and sausage lasagna baked with mozzarella.', kind: 'pasta', price: 13.99, kcal: 1040, veg: false, popularity: 50, allergens: ['gluten', 'milk', 'egg', 'celery'] },
  { id: 'pepperoni-melt', title: 'Pepperoni Melt', desc: 'Folded thin crust with pepperoni and mozzarella, with a dip.', kind: 'melts', price: 9.99, kcal: 860, veg: false, popularity: 55, allergens: ['gluten', 'milk', 'sulphites'] },
  { id: 'chicken-bacon-melt', title: 'Chicken Bacon Melt', desc: 'Folded thin crust with chicken, bacon and mozzarella.', kind: 'melts', price: 9.99, kcal: 880, veg: false, popularity: 50, allergens: ['gluten', 'milk', 'sulphites'] },
  { id: 'paper-bag', title: 'Paper Bag', desc: 'A paper bag to carry your order, where a bag fee applies.', kind: 'other', subtype: NON_FOOD_SUBTYPE, price: 0.25, veg: false, vegan: false, popularity: 10, allergens: [] },
  { id: 'reusable-bag', title: 'Reusable Bag', desc: 'A sturdy reusable bag.', kind: 'other', subtype: NON_FOOD_SUBTYPE, price: 0.99, veg: false, vegan: false, popularity: 5, allergens: [] },
]);

const dips = simpleProducts({ type: 'dip', taxCode: 'standard', img }, [
  { id: 'garlic-dip', title: 'Garlic Dip', desc: 'Our creamy garlic dip.', kind: 'dip', subtype: 'pot', price: 1.29, kcal: 230, popularity: 95, allergens: ['egg', 'milk'] },
  { id: 'ranch-dip', title: 'Ranch Dip', desc: 'Creamy ranch dip.', kind: 'dip', subtype: 'pot', price: 1.29, kcal: 200, popularity: 80, allergens: ['egg', 'milk'] },
  { id: 'blue-cheese-dip', title: 'Blue Cheese Dip', desc: 'Rich blue cheese dip.', kind: 'dip', subtype: 'pot', price: 1.29, kcal: 210, popularity: 60, allergens: ['egg', 'milk'] },
  { id: 'bbq-dip', title: 'BBQ Dip', desc: 'Smoky BBQ dip.', kind: 'dip', subtype: 'pot', price: 1.29, kcal: 60, vegan: true, popularity: 50, allergens: ['mustard'] },
  { id: 'marinara-dip', title: 'Marinara Dip', desc: 'Warm marinara sauce.', kind: 'dip', subtype: 'pot', price: 1.29, kcal: 40, vegan: true, popularity: 45, allergens: [] },
]);

const desserts = simpleProducts({ type: 'dessert', taxCode: 'standard', img }, [
  { id: 'cinnamon-sticks', title: 'Cinnamon Sticks', desc: 'Dough sticks with cinnamon sugar and icing.', kind: 'dessert', subtype: 'bakery', price: 6.99, kcal: 820, popularity: 80, allergens: ['gluten', 'milk'] },
  { id: 'chocolate-chip-cookie', title: 'Ultimate Chocolate Chip Cookie', desc: 'A giant warm cookie to share.', kind: 'dessert', subtype: 'bakery', price: 7.99, kcal: 1440, popularity: 85, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'ben-and-jerrys-cookie-dough', title: "Ben & Jerry's Cookie Dough (473 mL)", desc: 'Vanilla ice cream with chunks of cookie dough.', kind: 'ice-cream', subtype: 'ben-and-jerrys', price: 9.99, kcal: 1270, popularity: 50, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'ben-and-jerrys-fudge-brownie', title: "Ben & Jerry's Chocolate Fudge Brownie (473 mL)", desc: 'Chocolate ice cream with fudgy brownies.', kind: 'ice-cream', subtype: 'ben-and-jerrys', price: 9.99, kcal: 1200, popularity: 45, allergens: ['gluten', 'egg', 'milk', 'soya'] },
]);

const drinks = simpleProducts({ type: 'drink', taxCode: 'standard', img }, [
  { id: 'cola-500ml', title: 'Cola (500 mL)', desc: 'A 500 mL bottle of regular cola.', kind: 'soft-drink', subtype: 'bottle', price: 2.99, kcal: 210, vegan: true, popularity: 90, allergens: [] },
  { id: 'diet-cola-500ml', title: 'Diet Cola (500 mL)', desc: 'A 500 mL bottle of diet cola.', kind: 'soft-drink', subtype: 'bottle', price: 2.99, kcal: 0, vegan: true, popularity: 70, allergens: [] },
  { id: 'ginger-ale-500ml', title: 'Ginger Ale (500 mL)', desc: 'A 500 mL bottle of ginger ale.', kind: 'soft-drink', subtype: 'bottle', price: 2.99, kcal: 190, vegan: true, popularity: 60, allergens: [] },
  { id: 'cola-2l', title: 'Cola (2 L)', desc: 'A 2 litre bottle of regular cola.', kind: 'soft-drink', subtype: 'large', price: 4.49, kcal: 840, vegan: true, popularity: 85, allergens: [] },
  { id: 'ginger-ale-2l', title: 'Ginger Ale (2 L)', desc: 'A 2 litre bottle of ginger ale.', kind: 'soft-drink', subtype: 'large', price: 4.49, kcal: 760, vegan: true, popularity: 65, allergens: [] },
  { id: 'cola-can', title: 'Cola (355 mL can)', desc: 'A can of regular cola.', kind: 'soft-drink', subtype: 'can', price: 1.99, kcal: 150, vegan: true, popularity: 50, allergens: [] },
  { id: 'water-500ml', title: 'Spring Water (500 mL)', desc: 'Still spring water.', kind: 'water', subtype: 'bottle', price: 1.99, kcal: 0, vegan: true, popularity: 35, allergens: [] },
]);

const products = [...pizzas, ...sides, ...dips, ...desserts, ...drinks];

const deals = [
  ...standardDeals({
    products: products.map((entry) => entry.record),
    img: dealImg,
    text: {
      bogof: { title: 'Buy One, Get One Free', desc: 'Buy any pizza and get a second of equal or lower price free.' },
      bogoh: { title: 'Second Pizza Half Price', desc: 'Buy any pizza and get the second at half price.' },
      bogtf: { title: 'Buy One, Get Two Free', desc: 'Three large pizzas for the price of one.' },
      'buy-two-get-side': { title: 'Buy 2 Large, Get a Side Free', desc: 'Two large pizzas and a free classic side.' },
      'family-feast': { title: 'Family Feast', desc: 'Two large pizzas, two classic sides and a 2 L drink.' },
      'two-large-classic-side': { title: '2 Large Pizzas + Classic Side', desc: 'Two large classic or favourite pizzas and a classic side for $29.99.' },
      'collection-incentive': { title: 'Save $5 on Pick-up', desc: 'Our 2 large pizzas + side deal for $24.99 when you pick it up.' },
      'delivery-duo': { title: 'Delivery Duo', desc: 'Two medium pizzas and two dips, delivered.' },
      'veggie-night': { title: 'Veggie Night', desc: 'Two medium vegetarian pizzas.' },
      'any-large-drink': { title: 'Any 2 L Drink $3.49', desc: 'Any large drink at one price.' },
      'any-large-pizza': { title: 'Any Large Pizza $15.99', desc: 'Any large pizza; specialty crusts extra.' },
      'meal-for-one': { title: 'Meal for One', desc: 'A personal pizza, a classic side and a can.' },
      'bbq-wings': { title: '10 BBQ Wings $9.99', desc: 'Ten BBQ chicken wings.' },
      'cheese-triangles': { title: 'Cheese Triangles $4.99', desc: 'Six cheese triangles.' },
      'three-dips': { title: 'Any 3 Dips $2.99', desc: 'Choose any three dips.' },
      'any-20': { title: '20% Off Any Large Pizza', desc: 'Take 20% off any large pizza.' },
      'any-20-medium': { title: '20% Off Any Medium Pizza', desc: 'Take 20% off any medium pizza.' },
      'sides-25-off': { title: '25% Off Sides', desc: 'A quarter off every side in your order.' },
      'spend-and-save': { title: 'Spend $40, Save $5', desc: '$5 off orders of $40 or more.' },
      'free-dip': { title: 'Free Dip Over $30', desc: 'A free dip on orders of $30 or more.' },
      'reward-free-side': { title: 'Rewards: Free Side', desc: 'Swap 3 points for a free classic side.' },
      'reward-free-pizza': { title: 'Rewards: Free Medium Pizza', desc: 'Swap 5 points for a free medium pizza.' },
    },
    price: {
      bogof: 16.99,
      bogoh: 25.49,
      bogtf: 19.99,
      'buy-two-get-side': 39.98,
      'family-feast': 44.99,
      'two-large-classic-side': 29.99,
      'collection-incentive': 24.99,
      'delivery-duo': 29.99,
      'veggie-night': 27.99,
      'any-large-drink': 3.49,
      'any-large-pizza': 15.99,
      'meal-for-one': 10.99,
      'bbq-wings': 9.99,
      'cheese-triangles': 4.99,
      'three-dips': 2.99,
      'any-20': 15.99,
      'any-20-medium': 13.59,
    },
    collectionIncentiveOff: 5,
    spendAndSave: { value: 5, above: 40 },
    freeDipThreshold: 30,
    loyaltyPoints: { side: 3, pizza: 5 },
    surcharges: { premium: 2.5, 'cheesy-bites': 3, 'pretzel-cheesy-bites': 3.5, 'garlic-butter-stuffed': 3, 'pepperoni-stuffed': 3.5 },
  }),
  ...giftCardDeals(dealImg, GIFT_CARD_VALUES, (value) => ({ title: `$${value} Gift Card`, desc: `$${value} off your order.` })),
];

/** fr-CA title and description of every product and deal above. */
const frCA: Record<string, [string, string]> = {
  pepperoni: ['Pepperoni', 'Sauce marinara, mozzarella et double pepperoni.'],
  margherita: ['Margherita', 'Sauce marinara et mozzarella.'],
  hawaiian: ['Hawaïenne', 'Jambon et ananas.'],
  canadian: ['Canadienne', 'Pepperoni, bacon et champignons.'],
  'veggie-lovers': ['Végé', 'Champignons, oignons rouges, poivrons verts, olives noires et tomates en dés.'],
  mediterranean: ['Méditerranéenne', 'Épinards, feta, olives noires, tomates en dés et oignons rouges.'],
  'bbq-chicken': ['Poulet BBQ', 'Sauce BBQ, poulet grillé, oignons rouges et bacon.'],
  'buffalo-chicken': ['Poulet Buffalo', 'Sauce Buffalo, poulet grillé, oignons rouges et jalapeños.'],
  'hot-honey-pepperoni': ['Pepperoni au miel piquant', 'Pepperoni et oignons rouges, avec un filet de miel piquant.'],
  'plant-based-veggie': ['Végé à base de plantes', 'Fromage végétal, champignons, oignons rouges, poivrons verts et épinards.'],
  'meat-lovers': ['Amateurs de viande', 'Pepperoni, jambon, bacon, bœuf assaisonné et saucisse italienne.'],
  supreme: ['Suprême', 'Pepperoni, saucisse italienne, champignons, oignons rouges et poivrons verts.'],
  'create-your-own': ['Créez votre pizza', "Partez d'une Margherita et ajoutez jusqu'à six garnitures."],
  'pepperoni-pizzetta': ['Pizzetta au pepperoni', 'Une pizza individuelle au pepperoni, offerte seulement dans les repas.'],
  'smoky-bacon-trial': ['Bacon fumé ranch (essai)', "Sauce crémeuse à l'ail et parmesan, bacon et oignons rouges. À l'essai dans certains restaurants."],
  breadsticks: ['Bâtonnets de pain', "Cinq bâtonnets de pain à l'ail."],
  'cheese-sticks': ['Bâtonnets au fromage', 'Pain gratiné à la mozzarella, coupé en bâtonnets.'],
  fries: ['Frites', 'Frites avec la pelure.'],
  'cheese-triangle-bites': ['Triangles au fromage', 'Six triangles dorés au fromage fondant.'],
  'side-salad': ['Petite salade du jardin', 'Laitue, tomates cerises et concombre.'],
  'bbq-chicken-wings': ['Ailes BBQ', 'Ailes de poulet glacées à la sauce BBQ.'],
  'hot-chicken-wings': ['Ailes Buffalo moyennes', 'Ailes de poulet à la sauce Buffalo moyenne.'],
  'honey-garlic-wings': ['Ailes miel et ail', 'Ailes de poulet à la sauce miel et ail.'],
  'chicken-alfredo-pasta': ['Pâtes Alfredo au poulet', 'Penne au poulet grillé, sauce Alfredo crémeuse.'],
  'meat-lasagna': ['Lasagne à la viande', 'Lasagne au bœuf et à la saucisse, gratinée à la mozzarella.'],
  'pepperoni-melt': ['Melt au pepperoni', 'Pâte mince repliée, garnie de pepperoni et de mozzarella, avec trempette.'],
  'chicken-bacon-melt': ['Melt poulet et bacon', 'Pâte mince repliée, garnie de poulet, de bacon et de mozzarella.'],
  'paper-bag': ['Sac de papier', 'Un sac de papier pour emporter votre commande, là où des frais de sac s’appliquent.'],
  'reusable-bag': ['Sac réutilisable', 'Un sac réutilisable solide.'],
  'garlic-dip': ["Trempette à l'ail", "Notre trempette crémeuse à l'ail."],
  'ranch-dip': ['Trempette ranch', 'Trempette ranch crémeuse.'],
  'blue-cheese-dip': ['Trempette au fromage bleu', 'Trempette onctueuse au fromage bleu.'],
  'bbq-dip': ['Trempette BBQ', 'Trempette BBQ fumée.'],
  'marinara-dip': ['Trempette marinara', 'Sauce marinara tiède.'],
  'cinnamon-sticks': ['Bâtonnets à la cannelle', 'Bâtonnets de pâte au sucre et à la cannelle, avec glaçage.'],
  'chocolate-chip-cookie': ['Biscuit géant aux pépites de chocolat', 'Un biscuit géant servi tiède, à partager.'],
  'ben-and-jerrys-cookie-dough': ["Ben & Jerry's Pâte à biscuits (473 mL)", 'Crème glacée à la vanille et morceaux de pâte à biscuits.'],
  'ben-and-jerrys-fudge-brownie': ["Ben & Jerry's Brownie au chocolat fondant (473 mL)", 'Crème glacée au chocolat et morceaux de brownie.'],
  'cola-500ml': ['Cola (500 mL)', 'Une bouteille de 500 mL de cola ordinaire.'],
  'diet-cola-500ml': ['Cola diète (500 mL)', 'Une bouteille de 500 mL de cola diète.'],
  'ginger-ale-500ml': ['Soda au gingembre (500 mL)', 'Une bouteille de 500 mL de soda au gingembre.'],
  'cola-2l': ['Cola (2 L)', 'Une bouteille de 2 litres de cola ordinaire.'],
  'ginger-ale-2l': ['Soda au gingembre (2 L)', 'Une bouteille de 2 litres de soda au gingembre.'],
  'cola-can': ['Cola (canette de 355 mL)', 'Une canette de cola ordinaire.'],
  'water-500ml': ['Eau de source (500 mL)', 'Eau de source plate.'],
  bogof: ['Achetez-en une, obtenez-en une gratuite', 'Achetez une pizza et obtenez gratuitement une deuxième de prix égal ou inférieur.'],
  bogoh: ['Deuxième pizza à moitié prix', 'Achetez une pizza et obtenez la deuxième à moitié prix.'],
  bogtf: ['Achetez-en une, obtenez-en deux gratuites', "Trois grandes pizzas pour le prix d'une."],
  'buy-two-get-side': ['2 grandes achetées, accompagnement gratuit', 'Deux grandes pizzas et un accompagnement classique gratuit.'],
  'family-feast': ['Festin familial', 'Deux grandes pizzas, deux accompagnements classiques et une boisson de 2 L.'],
  'two-large-classic-side': ['2 grandes pizzas + accompagnement', 'Deux grandes pizzas classiques ou favorites et un accompagnement classique pour 29,99 $.'],
  'collection-incentive': ["Économisez 5 $ à l'emporter", 'Notre offre 2 grandes + accompagnement à 24,99 $ quand vous passez la chercher.'],
  'delivery-duo': ['Duo livraison', 'Deux pizzas moyennes et deux trempettes, livrées chez vous.'],
  'veggie-night': ['Soirée végé', 'Deux pizzas moyennes végétariennes.'],
  'any-large-drink': ['Toute boisson de 2 L à 3,49 $', 'Une grande boisson au choix, à prix unique.'],
  'any-large-pizza': ['Toute grande pizza à 15,99 $', 'La grande pizza de votre choix; croûtes spéciales en sus.'],
  'meal-for-one': ['Repas solo', 'Une pizza individuelle, un accompagnement classique et une canette.'],
  'bbq-wings': ['10 ailes BBQ à 9,99 $', 'Dix ailes de poulet BBQ.'],
  'cheese-triangles': ['Triangles au fromage à 4,99 $', 'Six triangles au fromage.'],
  'three-dips': ['3 trempettes pour 2,99 $', 'Trois trempettes au choix.'],
  'any-20': ['20 % de rabais sur une grande pizza', 'Obtenez 20 % de rabais sur la grande pizza de votre choix.'],
  'any-20-medium': ['20 % de rabais sur une pizza moyenne', 'Obtenez 20 % de rabais sur la pizza moyenne de votre choix.'],
  'sides-25-off': ['25 % de rabais sur les accompagnements', 'Un quart de rabais sur chaque accompagnement de votre commande.'],
  'spend-and-save': ['Dépensez 40 $, économisez 5 $', '5 $ de rabais sur les commandes de 40 $ ou plus.'],
  'free-dip': ['Trempette gratuite dès 30 $', 'Une trempette gratuite pour toute commande de 30 $ ou plus.'],
  'reward-free-side': ['Récompenses : accompagnement gratuit', 'Échangez 3 points contre un accompagnement classique gratuit.'],
  'reward-free-pizza': ['Récompenses : pizza moyenne gratuite', 'Échangez 5 points contre une pizza moyenne gratuite.'],
  ...Object.fromEntries(
    GIFT_CARD_VALUES.map((value) => [`gift-voucher-${value}`, [`Carte-cadeau de ${value} $`, `${value} $ de rabais sur votre commande.`]]),
  ),
};

/**
 * fr-CA names of the choices (10-G30): sizes in inches as Québec menus write them ('po'), crusts,
 * sauces, cheeses, toppings and the wing portions. Brand-like crust names stay as sold in Québec.
 */
const frCAOptionNames: Record<string, string> = {
  'size:personal': 'Individuelle (8 po)',
  'size:small': 'Petite (10 po)',
  'size:medium': 'Moyenne (12 po)',
  'size:large': 'Grande (14 po)',
  'crust:pan': 'Pâte originale Pan',
  'crust:thin': 'Pâte mince et croustillante',
  'crust:cheesy-bites': 'Bouchées au fromage',
  'crust:pretzel-cheesy-bites': 'Bouchées au fromage bretzel (durée limitée)',
  'crust:super-cheezy': 'Super fromagée',
  'crust:square-pan': 'Pâte carrée style Détroit',
  'crust:garlic-butter-stuffed': "Croûte farcie au beurre à l'ail",
  'crust:pepperoni-stuffed': 'Croûte farcie au pepperoni',
  'crust:san-francisco': 'Pâte au levain San Francisco',
  'crust:gluten-free': 'Croûte sans gluten',
  'sauce:tomato': 'Marinara classique',
  'sauce:bbq': 'Sauce BBQ',
  'sauce:garlic-parmesan': "Sauce crémeuse à l'ail et parmesan",
  'sauce:buffalo': 'Sauce Buffalo',
  'sauce:hot-honey': 'Miel piquant',
  'cheese:mozzarella': 'Mozzarella',
  'cheese:extra-mozzarella': 'Extra mozzarella',
  'cheese:vegan-cheese': 'Fromage végétal',
  'topping:pepperoni': 'Pepperoni',
  'topping:ham': 'Jambon',
  'topping:bacon': 'Bacon',
  'topping:chicken': 'Poulet grillé',
  'topping:beef': 'Bœuf assaisonné',
  'topping:sausage': 'Saucisse italienne',
  'topping:mushrooms': 'Champignons',
  'topping:red-onions': 'Oignons rouges',
  'topping:green-peppers': 'Poivrons verts',
  'topping:black-olives': 'Olives noires',
  'topping:pineapple': 'Ananas',
  'topping:tomatoes': 'Tomates en dés',
  'topping:jalapenos': 'Jalapeños',
  'topping:spinach': 'Épinards',
  'topping:feta': 'Feta',
  'option:wings-10': '10 ailes',
  'option:wings-20': '20 ailes',
};

export const caMenu: MarketMenu = {
  market: 'CA',
  locales: ['en-CA', 'fr-CA'],
  products,
  deals,
  discounts: [
    discount({ id: 'web-only-20-off', title: '20% off online', rule: 'percentage', value: 20, threshold: 25, channels: ['web'], popularity: 90 }),
    discount({ id: 'app-10-off', title: '10% off in the app', rule: 'percentage', value: 10, threshold: 20, channels: ['app'] }),
    discount({ id: 'kiosk-5-off', title: '$5 off at the kiosk', rule: 'amount', value: 5, threshold: 30, channels: ['kiosk'] }),
  ],
  upsells: [
    {
      id: 'basket-dips',
      types: [
        // A pizza base (spec 1 §5, 10-G13): a personal pizza offers a second one, dressed like it.
        { match: [{ field: 'type', eq: 'pizza' }, { field: 'size', eq: 'personal' }], item: { type: 'pizza', id: 'create-your-own' } },
        { match: [{ field: 'type', eq: 'pizza' }], item: { type: 'dip', id: 'garlic-dip' } },
        { match: [{ field: 'kind', eq: 'wings' }], item: { type: 'dip', id: 'blue-cheese-dip' } },
      ],
      toShow: 1,
    },
    {
      id: 'pizza-wings',
      types: [{ match: [{ field: 'type', eq: 'pizza' }], item: { type: 'deal', id: 'bbq-wings' } }],
      toShow: 1,
    },
  ],
  landingPages: LANDING_PAGES.CA,
  translations: {
    'fr-CA': Object.fromEntries(Object.entries(frCA).map(([id, [title, desc]]): [string, Text] => [id, { title, desc }])),
  },
  optionNames: { 'fr-CA': frCAOptionNames },
  sectors: { 'ca-1': {}, 'ca-2': {} },
};

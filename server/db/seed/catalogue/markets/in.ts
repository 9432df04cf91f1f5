import { discount } from '../build/discounts';
import { giftCardDeals, standardDeals } from '../build/deals';
import { crustList, pizza, toppingList, type PizzaKit } from '../build/pizzas';
import { toppingLimitsOf } from '../build/topping-limits';
import { simpleProducts } from '../build/products';
import type { MarketMenu } from '../build/types';
import { LANDING_PAGES } from '../landing-pages';

/**
 * India (INR): sectors in-1 (delivery and collection) and in-2 (dine-in). Product prices are whole
 * rupees (spec 1 §5: India products 0 decimals); the cheapest product is ₹57 and the dearest deal
 * ₹1,199, inside the market's "₹57 - ₹3000" price range label. No beef or pork on the menu.
 */

const img = (id: string) => `/images/menu/in/${id}.svg`;
const dealImg = (id: string) => `/images/deals/in/${id}.svg`;

const kit: PizzaKit = {
  toppingLimits: toppingLimitsOf('IN'),
  decimals: 0,
  taxCode: 'standard',
  taxRate: 0.05,
  img,
  sizeNames: { personal: 'Personal', medium: 'Medium', large: 'Large' },
  sliceCalories: { personal: 160, medium: 200, large: 230 },
  tiers: {
    classic: { personal: 149, medium: 299, large: 449 },
    favourite: { personal: 199, medium: 399, large: 599 },
    premium: { personal: 249, medium: 499, large: 699 },
    pizzetta: { personal: 99 },
  },
  crusts: crustList({
    pan: ['Pan', { personal: 0, medium: 0, large: 0 }],
    thin: ['Thin Crust', { medium: 0, large: 0 }],
    'cheesy-bites': ['Cheesy Bites', { large: 129 }],
    'pretzel-cheesy-bites': ['Pretzel Cheesy Bites (limited edition)', { large: 149 }],
    'super-cheezy': ['Super Cheezy', { medium: 79, large: 99 }],
    'square-pan': ['Square Pan', { medium: 69 }],
    'garlic-butter-stuffed': ['Garlic Butter Stuffed Crust', { medium: 99, large: 129 }],
    'pepperoni-stuffed': ['Chicken Pepperoni Stuffed Crust', { medium: 119, large: 149 }],
    'san-francisco': ['San Francisco Style', { medium: 59, large: 79 }],
    'gluten-free': ['Gluten Free Base', { medium: 60 }],
  }),
  sauces: [
    { id: 'tomato', name: 'Tomato', price: 0, veg: true },
    { id: 'tandoori', name: 'Tandoori', price: 0, veg: true },
    { id: 'makhani-sauce', name: 'Makhani', price: 0, veg: true },
    { id: 'peri-peri', name: 'Peri Peri', price: 0, veg: true },
  ],
  cheeses: [
    { id: 'mozzarella', name: 'Mozzarella', price: 0, veg: true },
    { id: 'extra-mozzarella', name: 'Extra Mozzarella', price: 69, veg: true },
    { id: 'vegan-cheese', name: 'Vegan Cheese', price: 49, veg: true },
  ],
  toppings: toppingList(
    { standard: { personal: 40, medium: 60, large: 80 }, premium: { personal: 60, medium: 90, large: 120 } },
    [
      ['paneer', 'Paneer', 'cheese', 'premium'],
      ['red-onions', 'Onion', 'veg'],
      ['green-peppers', 'Capsicum', 'veg'],
      ['tomatoes', 'Tomato', 'veg'],
      ['sweetcorn', 'Golden Corn', 'veg'],
      ['mushrooms', 'Mushroom', 'veg'],
      ['jalapenos', 'Jalapeño', 'veg'],
      ['black-olives', 'Black Olives', 'veg'],
      ['red-paprika', 'Red Paprika', 'veg'],
      ['chicken', 'Tandoori Chicken', 'meat', 'premium'],
      ['chicken-tikka', 'Chicken Tikka', 'meat', 'premium'],
      ['chicken-sausage', 'Chicken Sausage', 'meat'],
      ['chicken-pepperoni', 'Chicken Pepperoni', 'meat', 'premium'],
      ['chicken-keema', 'Chicken Keema', 'meat'],
    ],
  ),
};

const pizzas = [
  pizza(kit, { id: 'margherita', title: 'Margherita', desc: 'Classic tomato sauce and mozzarella.', tier: 'classic', toppings: [], popularity: 85, glutenFreeAvailable: true, priceBreakdown: true }),
  pizza(kit, { id: 'double-cheese', title: 'Double Cheese Margherita', desc: 'Margherita with a double layer of mozzarella.', tier: 'classic', cheese: 'extra-mozzarella', toppings: [], popularity: 80 }),
  pizza(kit, { id: 'farmhouse', title: 'Farmhouse', desc: 'Onion, capsicum, tomato and mushroom.', tier: 'favourite', toppings: ['red-onions', 'green-peppers', 'tomatoes', 'mushrooms'], popularity: 82, priceBreakdown: true }),
  pizza(kit, { id: 'mexican-fiesta', title: 'Mexican Fiesta', desc: 'Jalapeño, golden corn, onion and red paprika.', tier: 'favourite', toppings: ['jalapenos', 'sweetcorn', 'red-onions', 'red-paprika'], spice: 2, popularity: 60 }),
  pizza(kit, { id: 'veggie-supreme', title: 'Veggie Supreme', desc: 'Black olives, capsicum, mushroom, onion, golden corn and jalapeño.', tier: 'premium', toppings: ['black-olives', 'green-peppers', 'mushrooms', 'red-onions', 'sweetcorn', 'jalapenos'], popularity: 70, glutenFreeAvailable: true }),
  pizza(kit, { id: 'tandoori-paneer', title: 'Tandoori Paneer', desc: 'Tandoori sauce, paneer, onion, capsicum and red paprika.', tier: 'premium', sauce: 'tandoori', toppings: ['paneer', 'red-onions', 'green-peppers', 'red-paprika'], spice: 1, popularity: 95 }),
  pizza(kit, { id: 'paneer-makhani', title: 'Paneer Makhani', desc: 'Makhani sauce, paneer, onion and capsicum.', tier: 'premium', sauce: 'makhani-sauce', toppings: ['paneer', 'red-onions', 'green-peppers'], isNew: true, originalPrice: 279, popularity: 65 }),
  pizza(kit, { id: 'vegan-garden', title: 'Vegan Garden', desc: 'Vegan cheese, mushroom, capsicum, tomato and golden corn.', tier: 'favourite', cheese: 'vegan-cheese', toppings: ['mushrooms', 'green-peppers', 'tomatoes', 'sweetcorn'], vegan: true, popularity: 30 }),
  pizza(kit, { id: 'chicken-tikka', title: 'Chicken Tikka', desc: 'Tandoori sauce, chicken tikka and onion.', tier: 'favourite', sauce: 'tandoori', toppings: ['chicken-tikka', 'red-onions'], spice: 1, popularity: 90 }),
  pizza(kit, { id: 'chicken-pepperoni', title: 'Chicken Pepperoni', desc: 'Double chicken pepperoni and mozzarella.', tier: 'favourite', toppings: ['chicken-pepperoni'], popularity: 78 }),
  pizza(kit, { id: 'spicy-chicken-keema', title: 'Spicy Chicken Keema', desc: 'Chicken keema, jalapeño and onion.', tier: 'favourite', toppings: ['chicken-keema', 'jalapenos', 'red-onions'], spice: 2, popularity: 55 }),
  pizza(kit, { id: 'chicken-supreme', title: 'Chicken Supreme', desc: 'Tandoori chicken, chicken sausage, chicken keema and mushroom.', tier: 'premium', toppings: ['chicken', 'chicken-sausage', 'chicken-keema', 'mushrooms'], popularity: 75 }),
  pizza(kit, { id: 'create-your-own', title: 'Create Your Own', desc: 'Start from a Margherita and add up to six toppings.', tier: 'classic', toppings: [], popularity: 40, original: { id: 'margherita', type: 'pizza' } }),
  pizza(kit, { id: 'veg-pizzetta', title: 'Veg Pizzetta', desc: 'A personal golden corn and onion pizza, only in meal deals.', tier: 'pizzetta', toppings: ['sweetcorn', 'red-onions'], dealOnly: true, popularity: 30 }),
  pizza(kit, { id: 'peri-peri-chicken-trial', title: 'Peri Peri Chicken (trial)', desc: 'Peri peri sauce, tandoori chicken and onion. In trial at selected huts.', tier: 'favourite', sauce: 'peri-peri', toppings: ['chicken', 'red-onions'], spice: 2, hidden: true, popularity: 10 }),
];

const sides = simpleProducts({ type: 'side', taxCode: 'standard', img }, [
  { id: 'garlic-breadsticks', title: 'Garlic Breadsticks', desc: 'Freshly baked garlic breadsticks with a cheesy dip.', kind: 'side', subtype: 'classic', price: 129, kcal: 450, popularity: 90, allergens: ['gluten', 'milk'] },
  { id: 'cheesy-garlic-bread', title: 'Cheesy Garlic Bread', desc: 'Garlic bread topped with mozzarella.', kind: 'side', subtype: 'classic', price: 159, kcal: 620, popularity: 85, allergens: ['gluten', 'milk'] },
  { id: 'peri-peri-fries', title: 'Peri Peri Fries', desc: 'Fries tossed in peri peri seasoning.', kind: 'side', subtype: 'classic', price: 119, kcal: 380, vegan: true, spice: 1, popularity: 80, allergens: [] },
  { id: 'cheese-triangle-bites', title: 'Cheesy Triangles', desc: 'Six triangles with a molten cheese filling.', kind: 'side', subtype: 'classic', price: 139, kcal: 560, popularity: 60, allergens: ['gluten', 'milk'] },
  { id: 'side-salad', title: 'Side Salad', desc: 'Lettuce, cucumber, tomato and onion with a lemon dressing.', kind: 'side', subtype: 'salad', price: 99, kcal: 70, vegan: true, glutenFree: true, popularity: 20, allergens: [] },
  { id: 'arrabbiata-pasta', title: 'Penne Arrabbiata', desc: 'Penne in a spicy tomato sauce.', kind: 'pasta', price: 179, kcal: 560, spice: 1, vegan: true, popularity: 60, allergens: ['gluten'] },
  { id: 'makhani-pasta', title: 'Makhani Pasta', desc: 'Penne in a creamy makhani sauce.', kind: 'pasta', price: 199, kcal: 640, popularity: 55, allergens: ['gluten', 'milk', 'nuts'] },
  { id: 'chicken-alfredo-pasta', title: 'Chicken Alfredo Pasta', desc: 'Penne with chicken in a white sauce.', kind: 'pasta', price: 229, kcal: 720, veg: false, popularity: 58, allergens: ['gluten', 'milk'] },
  { id: 'paneer-tikka-melt', title: 'Paneer Tikka Melt', desc: 'Folded thin crust with paneer tikka and cheese.', kind: 'melts', price: 199, kcal: 690, spice: 1, isNew: true, popularity: 62, allergens: ['gluten', 'milk'] },
  { id: 'chicken-tikka-melt', title: 'Chicken Tikka Melt', desc: 'Folded thin crust with chicken tikka and cheese.', kind: 'melts', price: 229, kcal: 720, veg: false, spice: 1, popularity: 64, allergens: ['gluten', 'milk', 'mustard'] },
]);

const dips = simpleProducts({ type: 'dip', taxCode: 'standard', img }, [
  { id: 'cheesy-dip', title: 'Cheesy Dip', desc: 'Warm cheese dip.', kind: 'dip', subtype: 'pot', price: 59, kcal: 120, popularity: 90, allergens: ['milk'] },
  { id: 'garlic-herb-dip', title: 'Garlic & Herb Dip', desc: 'Creamy garlic and herb dip.', kind: 'dip', subtype: 'pot', price: 59, kcal: 200, popularity: 70, allergens: ['milk', 'egg'] },
  { id: 'peri-peri-dip', title: 'Peri Peri Dip', desc: 'Spicy peri peri mayo.', kind: 'dip', subtype: 'pot', price: 59, kcal: 210, spice: 1, popularity: 60, allergens: ['egg'] },
  { id: 'mint-mayo-dip', title: 'Mint Mayo Dip', desc: 'Cool mint mayonnaise.', kind: 'dip', subtype: 'pot', price: 59, kcal: 190, popularity: 55, allergens: ['egg', 'milk'] },
]);

const desserts = simpleProducts({ type: 'dessert', taxCode: 'standard', img }, [
  { id: 'choco-lava-cake', title: 'Choco Lava Cake', desc: 'Chocolate cake with a molten centre.', kind: 'dessert', subtype: 'bakery', price: 109, kcal: 340, popularity: 90, allergens: ['gluten', 'milk', 'soya'] },
  { id: 'chocolate-brownie', title: 'Chocolate Brownie', desc: 'A warm, fudgy chocolate brownie.', kind: 'dessert', subtype: 'bakery', price: 129, kcal: 420, popularity: 70, allergens: ['gluten', 'milk', 'egg', 'soya'] },
  { id: 'ben-and-jerrys-cookie-dough', title: "Ben & Jerry's Cookie Dough (458ml)", desc: 'Vanilla ice cream with chunks of cookie dough.', kind: 'ice-cream', subtype: 'ben-and-jerrys', price: 399, kcal: 1230, popularity: 40, allergens: ['gluten', 'egg', 'milk', 'soya'] },
  { id: 'ben-and-jerrys-fudge-brownie', title: "Ben & Jerry's Chocolate Fudge Brownie (458ml)", desc: 'Chocolate ice cream with fudgy brownies.', kind: 'ice-cream', subtype: 'ben-and-jerrys', price: 399, kcal: 1160, popularity: 38, allergens: ['gluten', 'egg', 'milk', 'soya'] },
]);

const drinks = simpleProducts({ type: 'drink', taxCode: 'standard', img }, [
  { id: 'cola-500ml', title: 'Cola (500ml)', desc: 'A 500ml bottle of regular cola.', kind: 'soft-drink', subtype: 'bottle', price: 57, kcal: 210, vegan: true, popularity: 90, allergens: [] },
  { id: 'diet-cola-500ml', title: 'Diet Cola (500ml)', desc: 'A 500ml bottle of diet cola.', kind: 'soft-drink', subtype: 'bottle', price: 57, kcal: 2, vegan: true, popularity: 50, allergens: [] },
  { id: 'lemon-iced-tea', title: 'Lemon Iced Tea (500ml)', desc: 'Chilled lemon iced tea.', kind: 'soft-drink', subtype: 'bottle', price: 79, kcal: 180, vegan: true, popularity: 60, allergens: [] },
  { id: 'cola-1-25l', title: 'Cola (1.25L)', desc: 'A 1.25 litre bottle of regular cola.', kind: 'soft-drink', subtype: 'large', price: 99, kcal: 525, vegan: true, popularity: 80, allergens: [] },
  { id: 'lemon-soda-1-25l', title: 'Lemon Soda (1.25L)', desc: 'A 1.25 litre bottle of lemon soda.', kind: 'soft-drink', subtype: 'large', price: 99, kcal: 500, vegan: true, popularity: 55, allergens: [] },
  { id: 'cola-can', title: 'Cola (300ml can)', desc: 'A can of regular cola.', kind: 'soft-drink', subtype: 'can', price: 60, kcal: 126, vegan: true, popularity: 45, allergens: [] },
]);

const products = [...pizzas, ...sides, ...dips, ...desserts, ...drinks];

const deals = [
  ...standardDeals({
    products: products.map((entry) => entry.record),
    img: dealImg,
    text: {
      bogof: { title: 'Buy 1 Get 1 Free', desc: 'Buy any pizza and get a second of equal or lower price free.' },
      bogoh: { title: 'Second Pizza at 50% Off', desc: 'Buy any pizza and get the second at half price.' },
      bogtf: { title: 'Buy 1 Get 2 Free', desc: 'Three large pizzas for the price of one.' },
      'buy-two-get-side': { title: 'Buy 2 Large, Get a Side Free', desc: 'Two large pizzas and a free classic side.' },
      'family-feast': { title: 'Family Feast', desc: 'Two large pizzas, two sides and a 1.25L drink.' },
      'two-large-classic-side': { title: '2 Large Pizzas + Side', desc: 'Two large pizzas and a classic side for ₹899.' },
      'collection-incentive': { title: 'Takeaway Saver ₹150 Off', desc: 'Our 2 large pizzas + side deal for ₹749 when you collect.' },
      'delivery-duo': { title: 'Delivery Duo', desc: 'Two medium pizzas and two dips, delivered.' },
      'veggie-night': { title: 'Veg Lovers Combo', desc: 'Two medium veg pizzas.' },
      'any-large-drink': { title: 'Any 1.25L Drink ₹79', desc: 'Any large drink at one price.' },
      'any-large-pizza': { title: 'Any Large Pizza ₹399', desc: 'Any large pizza, premium crusts extra.' },
      'meal-for-one': { title: 'Meal for One', desc: 'A personal pizza, a side and a can.' },
      'bbq-wings': { title: 'BBQ Wings', desc: 'BBQ chicken wings.' },
      'cheese-triangles': { title: 'Cheesy Triangles ₹99', desc: 'Six cheesy triangles.' },
      'three-dips': { title: 'Any 3 Dips ₹149', desc: 'Choose any three dips.' },
      'any-20': { title: '20% Off Any Large Pizza', desc: 'Take 20% off any large pizza.' },
      'any-20-medium': { title: '20% Off Any Medium Pizza', desc: 'Take 20% off any medium pizza.' },
      'sides-25-off': { title: '25% Off Sides', desc: 'A quarter off every side in your order.' },
      'spend-and-save': { title: 'Spend ₹799, Save ₹100', desc: '₹100 off orders of ₹799 or more.' },
      'free-dip': { title: 'Free Dip Over ₹599', desc: 'A free dip on orders of ₹599 or more.' },
      'reward-free-side': { title: 'Rewards: Free Side', desc: 'Swap 3 points for a free classic side.' },
      'reward-free-pizza': { title: 'Rewards: Free Medium Pizza', desc: 'Swap 5 points for a free medium pizza.' },
    },
    price: {
      bogof: 299,
      bogoh: 449,
      bogtf: 449,
      'buy-two-get-side': 898,
      'family-feast': 1199,
      'two-large-classic-side': 899,
      'collection-incentive': 749,
      'delivery-duo': 649,
      'veggie-night': 549,
      'any-large-drink': 79,
      'any-large-pizza': 399,
      'meal-for-one': 199,
      'bbq-wings': 199,
      'cheese-triangles': 99,
      'three-dips': 149,
      'any-20': 359,
      'any-20-medium': 239,
    },
    collectionIncentiveOff: 150,
    spendAndSave: { value: 100, above: 799 },
    freeDipThreshold: 599,
    loyaltyPoints: { side: 3, pizza: 5 },
    surcharges: { premium: 100, 'cheesy-bites': 99, 'pretzel-cheesy-bites': 119, 'garlic-butter-stuffed': 99, 'pepperoni-stuffed': 119 },
  }),
  ...giftCardDeals(dealImg, [500, 1000], (value) => ({ title: `₹${value} Gift Voucher`, desc: `₹${value} off your order.` })),
];

export const inMenu: MarketMenu = {
  market: 'IN',
  locales: ['en-IN'],
  products,
  deals,
  discounts: [
    discount({ id: 'web-only-20-off', title: '20% off online', rule: 'percentage', value: 20, threshold: 399, channels: ['web'], popularity: 90 }),
    discount({ id: 'app-10-off', title: '10% off in the app', rule: 'percentage', value: 10, threshold: 299, channels: ['app'] }),
    discount({ id: 'kiosk-50-off', title: '₹50 off at the kiosk', rule: 'amount', value: 50, threshold: 499, channels: ['kiosk'] }),
  ],
  upsells: [
    {
      id: 'basket-dips',
      types: [{ match: [{ field: 'type', eq: 'pizza' }], item: { type: 'dip', id: 'cheesy-dip' } }],
      toShow: 1,
    },
    {
      id: 'chicken-triangles',
      types: [{ match: [{ field: 'type', eq: 'pizza' }, { field: 'id', includes: 'chicken' }], item: { type: 'deal', id: 'cheese-triangles' } }],
      toShow: 1,
    },
  ],
  landingPages: LANDING_PAGES.IN,
  translations: {},
  sectors: {
    'in-1': {},
    // in-2 is the dine-in sector: the same menu without melts.
    'in-2': { omitProduct: (product) => product.kind === 'melts' },
  },
};

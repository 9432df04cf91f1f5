// Calls every read of the store API for every sector against a running server and prints one line
// per call (status, item count); then optimises a two-pizza basket and has the validator check it.
// Usage: node scripts/smoke-api.mjs [http://localhost:8080]
const base = process.argv[2] ?? 'http://localhost:8080';
const SECTORS = ['uk-1', 'uk-2', 'fr-1', 'in-1', 'in-2', 'ca-1', 'ca-2'];
const COUNTRY = { uk: 'GB', fr: 'FR', in: 'IN', ca: 'CA' };
const LOCALE = { uk: 'en-GB', fr: 'fr-FR', in: 'en-IN', ca: 'fr-CA' };
let failures = 0;

async function call(path, init) {
  const response = await fetch(`${base}${path}`, init);
  const body = await response.json().catch(() => null);
  const size = Array.isArray(body) ? body.length : Array.isArray(body?.result) ? body.result.length : body ? 1 : 0;
  if (!response.ok) failures += 1;
  console.log(`${String(response.status).padEnd(4)} ${String(size).padStart(4)}  ${path}`);
  return body;
}

const CURRENCY = { uk: 'GBP', fr: 'EUR', in: 'INR', ca: 'CAD' };

const post = (path, body) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Two of the menu's first pizza at its largest size: the optimiser groups them, the validator agrees with its total. */
async function checkBasket(sector, hut, pizza) {
  if (!pizza) return;
  const size = pizza.sizes.at(-1).id;
  const pizzas = ['smoke-1', 'smoke-2'].map((basketItemID) => ({ id: pizza.id, size, basketItemID }));
  const hutRef = { id: hut.id, sector };
  const basket = [{ id: 'ND', basketDealID: 'ND', pizzas, sides: [], drinks: [], desserts: [], dips: [] }];
  const optimised = await post('/v1/deals/optimise', { version: '1.0', hut: hutRef, disposition: { type: 'collection' }, payment: { amount: 0 }, deals: basket });
  const order = optimised?.optimisedOrders?.[0];
  if (!order) return;
  const validation = await post('/v1/basket-validator/', {
    hut: hutRef,
    payment: { type: 'card', amount: order.total, currency: CURRENCY[sector.slice(0, 2)] },
    disposition: { type: 'collection', when: 'asap' },
    deals: order.deals,
  });
  console.log(`          optimised total ${order.total} (saved ${order.savings}); validator ${validation?.status}`);
  if (validation?.status !== 'SUCCESS') failures += 1;
}

for (const sector of SECTORS) {
  const market = sector.slice(0, 2);
  const [hut] = await call(`/v1/huts/?sector=${sector}`);
  if (!hut) continue;
  const q = `hutid=${hut.id}&sector=${sector}`;
  await call(`/v1/hut?hutId=${hut.id}&sector=${sector}&openDays=7`);
  await call(`/v2/huts/status/${sector}/${hut.id}/summary`);
  await call(`/v1/hut/timeslots?sector=${sector}&hutId=${hut.id}&disposition=collection`);
  await call(`/v2/eta/?disposition=delivery&id=${hut.id}&sector=${sector}`);
  await call(`/v1/huts/nearby?lat=${hut.latitude}&lon=${hut.longitude}&sectors=${sector}`);
  await call(`/v1/hut/search/?sector=${sector}&lat=${hut.latitude}&lng=${hut.longitude}`);
  await call(`/v1/huts?postcode=${encodeURIComponent(hut.address.postcode)}`);
  await call(`/v1/geocode/postcode?postcode=${encodeURIComponent(hut.address.postcode)}&country=${COUNTRY[market]}`);
  await call(`/v1/geocode/autocomplete?q=${encodeURIComponent(hut.address.city)}&country=${COUNTRY[market]}`);
  const lists = {};
  for (const type of ['pizzas', 'sides', 'drinks', 'desserts', 'dips', 'deals']) lists[type] = await call(`/v2/products/${type}?${q}`);
  await call(`/v2/products/discounts?${q}`, { headers: { 'x-channel': 'web' } });
  await call(`/v1/content/products?sector=${sector}&locale=${LOCALE[market]}&type=pizza`);
  await call(`/v1/content/${LOCALE[market]}/${sector}/products?type=landing&id=feedback-form`);
  await call(`/v1/skus/?sector=${sector}&pos=${hut.pos.type}`);
  await call(`/v1/upsells/?sector=${sector}&now=${Date.now()}`);
  await checkBasket(sector, hut, lists.pizzas?.result?.[0]);
  if (sector === 'fr-1') await call(`/v1/address-lookup/lookup-street-by-post-code?postcode=${hut.address.postcode}&query=rue`);
}
console.log(failures === 0 ? 'every call answered 2xx' : `${failures} calls failed`);
process.exitCode = failures === 0 ? 0 : 1;

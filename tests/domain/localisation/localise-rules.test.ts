import { describe, expect, it } from 'vitest';
import {
  dealbotSwitchesOn,
  dealsUnavailableFor,
  decideAutoLocalise,
  hutOrDispositionChanged,
  parseOrderAreaQuery,
  parseStoreId,
  redirectAfterLocalise,
  safeRedirectPath,
  showsSwitchDisposition,
  webDispositionOf,
  withoutOrderAreaParams,
  withSearch,
  collectionRefusalNotice,
} from '../../../src/domain/localisation/localise-rules';

describe('redirect targets', () => {
  it('keeps paths of this site only', () => {
    expect(safeRedirectPath('/order/pizzas/')).toBe('/order/pizzas/');
    expect(safeRedirectPath('/order/deal/?id=any-20')).toBe('/order/deal/?id=any-20');
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('order/pizzas')).toBeNull();
    expect(safeRedirectPath('/order/\npizzas')).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('joins a search to a path', () => {
    expect(withSearch('/order/deal/', '?id=a')).toBe('/order/deal/?id=a');
    expect(withSearch('/order/deal/', 'id=a')).toBe('/order/deal/?id=a');
    expect(withSearch('/order/deal/?x=1', 'id=a')).toBe('/order/deal/?x=1&id=a');
    expect(withSearch('/order/deals/', null)).toBe('/order/deals/');
  });
});

describe('localise success redirects (spec 1 §4)', () => {
  const equity = { sector: 'uk-1', ownership: 'equity' };
  const franchise = { sector: 'uk-1', ownership: 'franchise' };

  it('turns any-20 into any-20-medium at equity-owned huts only', () => {
    expect(redirectAfterLocalise('/order/deal/?id=any-20', equity)).toBe('/order/deal/?id=any-20-medium');
    expect(redirectAfterLocalise('/order/deal?id=any-20&basketId=b1', equity)).toBe('/order/deal?id=any-20-medium&basketId=b1');
    expect(redirectAfterLocalise('/order/deal/?id=any-20', franchise)).toBe('/order/deal/?id=any-20');
    expect(redirectAfterLocalise('/order/deal/?id=any-200', equity)).toBe('/order/deal/?id=any-200');
    expect(redirectAfterLocalise('/order/deals/', equity)).toBe('/order/deals/');
  });

  it('sends fr-1 deal links without a real id to the pizzas', () => {
    const fr = { sector: 'fr-1', ownership: 'franchise' };
    expect(redirectAfterLocalise('/order/deal/?id=undefined', fr)).toBe('/order/pizzas/');
    expect(redirectAfterLocalise('/order/deal/', fr)).toBe('/order/pizzas/');
    expect(redirectAfterLocalise('/order/deal/?id=menu-duo', fr)).toBe('/order/deal/?id=menu-duo');
    expect(redirectAfterLocalise('/order/deal/?id=undefined', equity)).toBe('/order/deal/?id=undefined');
  });
});

describe('what a localise success resets (C6)', () => {
  const hut = { id: '1101', sector: 'uk-1' };
  it('counts a first hut, another hut, another sector or another disposition as a change', () => {
    expect(hutOrDispositionChanged({ hut: null, disposition: 'delivery' }, { hut, disposition: 'delivery' })).toBe(true);
    expect(hutOrDispositionChanged({ hut, disposition: 'delivery' }, { hut, disposition: 'delivery' })).toBe(false);
    expect(hutOrDispositionChanged({ hut, disposition: 'delivery' }, { hut, disposition: 'collection' })).toBe(true);
    expect(hutOrDispositionChanged({ hut, disposition: 'delivery' }, { hut: { id: '1102', sector: 'uk-1' }, disposition: 'delivery' })).toBe(true);
    expect(hutOrDispositionChanged({ hut, disposition: 'delivery' }, { hut: { id: '1101', sector: 'uk-2' }, disposition: 'delivery' })).toBe(true);
  });
});

describe('dealbot auto-enable (C2)', () => {
  const base = { market: 'UK', target: '/order/deals/', autoEnableFeature: false, automatic: false, sectorSwitchesOnAfterAutoLocalise: false };
  it('switches on for a French hut unless the page is the web-only-20-off discount', () => {
    expect(dealbotSwitchesOn({ ...base, market: 'FR' })).toBe(true);
    expect(dealbotSwitchesOn({ ...base, market: 'FR', target: '/order/discount/?id=web-only-20-off' })).toBe(false);
  });
  it('switches on everywhere with the auto-enable feature', () => {
    expect(dealbotSwitchesOn({ ...base, autoEnableFeature: true })).toBe(true);
    expect(dealbotSwitchesOn(base)).toBe(false);
  });
  it('switches on for uk-1 only on the automatic-localisation path', () => {
    expect(dealbotSwitchesOn({ ...base, sectorSwitchesOnAfterAutoLocalise: true })).toBe(false);
    expect(dealbotSwitchesOn({ ...base, sectorSwitchesOnAfterAutoLocalise: true, automatic: true })).toBe(true);
    expect(dealbotSwitchesOn({ ...base, automatic: true })).toBe(false);
  });
});

describe('automatic localisation (spec 1 §4)', () => {
  const current = { id: '1101', sector: 'uk-1' };
  const facts = {
    current,
    localised: true,
    selected: { hutId: '1101', sector: 'uk-1' },
    hash: '',
    alreadyRedirected: false,
    autoLocaliseFeature: false,
  };
  it('redirects a returning customer once, unless #skipredirect', () => {
    expect(decideAutoLocalise(facts)).toBe('redirect');
    expect(decideAutoLocalise({ ...facts, alreadyRedirected: true })).toBe('stay');
    expect(decideAutoLocalise({ ...facts, hash: '#skipredirect' })).toBe('stay');
    expect(decideAutoLocalise({ ...facts, hash: '#basket&skipredirect' })).toBe('stay');
    expect(decideAutoLocalise({ ...facts, hash: '#skipredirects-not' })).toBe('redirect');
  });
  it('stays without a hut, and resets when the selected hut is another one', () => {
    expect(decideAutoLocalise({ ...facts, current: null })).toBe('stay');
    expect(decideAutoLocalise({ ...facts, selected: { hutId: '1102', sector: 'uk-1' } })).toBe('reset');
    expect(decideAutoLocalise({ ...facts, selected: { hutId: '1101', sector: 'uk-2' } })).toBe('reset');
    expect(decideAutoLocalise({ ...facts, selected: null })).toBe('reset');
  });
  it('needs a complete localisation unless the auto-localise feature is on', () => {
    expect(decideAutoLocalise({ ...facts, localised: false })).toBe('stay');
    expect(decideAutoLocalise({ ...facts, localised: false, autoLocaliseFeature: true })).toBe('redirect');
  });
});

describe('order-area query (04-G2)', () => {
  it('reads every parameter, storeId only when allowed', () => {
    const search =
      '?dispositionType=Collection&dispositionWhen=later&deliveryAddress=NW1%208QP&storeId=uk-1:1101&pathAfterLocalise=/order/pizzas/&searchAfterLocalise=modal%3Dmargherita';
    expect(parseOrderAreaQuery(search, true)).toEqual({
      dispositionType: 'collection',
      dispositionWhen: 'scheduled',
      deliveryAddress: 'NW1 8QP',
      storeId: { sector: 'uk-1', id: '1101' },
      pathAfterLocalise: '/order/pizzas/',
      searchAfterLocalise: 'modal=margherita',
    });
    expect(parseOrderAreaQuery(search, false).storeId).toBeNull();
  });

  it('ignores what it cannot use', () => {
    const parsed = parseOrderAreaQuery('?dispositionWhen=soon&pathAfterLocalise=https://evil.example&deliveryAddress=%20%20', true);
    expect(parsed).toEqual({
      dispositionType: null,
      dispositionWhen: null,
      deliveryAddress: null,
      storeId: null,
      pathAfterLocalise: null,
      searchAfterLocalise: null,
    });
    expect(parseOrderAreaQuery('?dispositionWhen=now', false).dispositionWhen).toBe('asap');
  });

  it('reads storeId as sector:hutId, FR_1 as fr-1', () => {
    expect(parseStoreId('FR_1:2101')).toEqual({ sector: 'fr-1', id: '2101' });
    expect(parseStoreId('uk-1')).toBeNull();
    expect(parseStoreId('uk-1:')).toBeNull();
    expect(parseStoreId('uk-1:../../x')).toBeNull();
    expect(parseStoreId(null)).toBeNull();
  });

  it('allows delivery and collection in the app; dine-in and unknown words bounce', () => {
    expect(webDispositionOf('delivery')).toBe('delivery');
    expect(webDispositionOf('collection')).toBe('collection');
    expect(webDispositionOf('dinein')).toBeNull();
    expect(webDispositionOf('eat-in')).toBeNull();
    expect(webDispositionOf(null)).toBeNull();
  });

  it('drops its parameters and keeps the others', () => {
    expect(withoutOrderAreaParams('?dispositionType=delivery&modal=margherita&storeId=uk-1:1')).toBe('?modal=margherita');
    expect(withoutOrderAreaParams('?pathAfterLocalise=/x')).toBe('');
  });
});

describe('switch-disposition widget (spec 1 §2)', () => {
  const hut = { id: '1101', sector: 'uk-1', allowedDisposition: { delivery: true, collection: true } };
  const facts = { hut, sectorHasWidget: true, deliveryHut: { hutId: '1101', sector: 'uk-1' }, postcode: 'NW1 8QP' };
  it('shows for a uk-1 hut doing both, that is the delivery hut, with a postcode', () => {
    expect(showsSwitchDisposition(facts)).toBe(true);
  });
  it('hides otherwise', () => {
    expect(showsSwitchDisposition({ ...facts, sectorHasWidget: false })).toBe(false);
    expect(showsSwitchDisposition({ ...facts, hut: { ...hut, allowedDisposition: { delivery: false, collection: true } } })).toBe(false);
    expect(showsSwitchDisposition({ ...facts, deliveryHut: { hutId: '1102', sector: 'uk-1' } })).toBe(false);
    expect(showsSwitchDisposition({ ...facts, deliveryHut: null })).toBe(false);
    expect(showsSwitchDisposition({ ...facts, postcode: '  ' })).toBe(false);
    expect(showsSwitchDisposition({ ...facts, postcode: undefined })).toBe(false);
    expect(showsSwitchDisposition({ ...facts, hut: null })).toBe(false);
  });
  it('lists the deals the other disposition does not sell (C8)', () => {
    const deals = [
      { id: 'both', dispositions: ['delivery', 'collection'] },
      { id: 'delivery-duo', dispositions: ['delivery'] },
      { id: 'collection-incentive', dispositions: ['collection'] },
    ];
    expect(dealsUnavailableFor(deals, 'collection').map((deal) => deal.id)).toEqual(['delivery-duo']);
    expect(dealsUnavailableFor(deals, 'delivery').map((deal) => deal.id)).toEqual(['collection-incentive']);
  });
});

describe('collection refused at a chosen hut (store finder, offer collection)', () => {
  it('names the notice for a closed hut, a hut that only delivers, and an error; nothing when it went ahead', () => {
    expect(collectionRefusalNotice('closed')).toBe('closed');
    expect(collectionRefusalNotice('opposite')).toBe('bouncedCollection');
    expect(collectionRefusalNotice('error')).toBe('error');
    expect(collectionRefusalNotice('localised')).toBeNull();
    expect(collectionRefusalNotice('scheduled')).toBeNull();
  });
});

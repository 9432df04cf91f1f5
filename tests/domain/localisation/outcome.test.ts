import { describe, expect, it } from 'vitest';
import { decideLocalisation, oppositeDisposition, type HutFacts, type StatusSummary } from '../../../src/domain/localisation/outcome';

const A = 'AVAILABLE' as const;
const C = 'UNAVAILABLE_CLOSED' as const;

function status(asap: [typeof A | typeof C, typeof A | typeof C], scheduled: [typeof A | typeof C, typeof A | typeof C]): StatusSummary {
  return {
    physical: { delivery: asap[0], collection: asap[1] },
    web: {
      asap: { delivery: asap[0], collection: asap[1] },
      scheduled: { delivery: scheduled[0], collection: scheduled[1] },
    },
  };
}

const openHut: HutFacts = { closed: false, allowedDisposition: { delivery: true, collection: true } };

describe('localisation outcomes (spec 1 §4)', () => {
  it('localises for the chosen disposition and time when it is open', () => {
    expect(decideLocalisation({ disposition: 'delivery', when: 'asap' }, openHut, status([A, A], [A, A]))).toEqual({
      kind: 'localise',
      disposition: 'delivery',
      when: 'asap',
    });
    expect(decideLocalisation({ disposition: 'collection', when: 'scheduled' }, openHut, status([C, C], [A, A]))).toEqual({
      kind: 'localise',
      disposition: 'collection',
      when: 'scheduled',
    });
  });

  it('offers the same disposition at a scheduled time when only later is open', () => {
    expect(decideLocalisation({ disposition: 'delivery', when: 'asap' }, openHut, status([C, A], [A, A]))).toEqual({
      kind: 'localise-scheduled',
      disposition: 'delivery',
    });
  });

  it('reports insufficient data without a hut or a status', () => {
    expect(decideLocalisation({ disposition: 'delivery', when: 'asap' }, null, null)).toEqual({ kind: 'insufficient-data' });
    expect(decideLocalisation({ disposition: 'delivery', when: 'asap' }, openHut, null)).toEqual({ kind: 'insufficient-data' });
  });

  it('offers the opposite disposition at the same time', () => {
    expect(decideLocalisation({ disposition: 'delivery', when: 'asap' }, openHut, status([C, A], [C, A]))).toEqual({
      kind: 'localise-opposite',
      disposition: 'collection',
      when: 'asap',
    });
    const collectionOnly: HutFacts = { closed: false, allowedDisposition: { delivery: false, collection: true } };
    expect(decideLocalisation({ disposition: 'delivery', when: 'asap' }, collectionOnly, status([A, A], [A, A]))).toEqual({
      kind: 'localise-opposite',
      disposition: 'collection',
      when: 'asap',
    });
  });

  it('is closed when the hut is flagged closed, whatever the status says', () => {
    const flagged: HutFacts = { ...openHut, closed: true };
    expect(decideLocalisation({ disposition: 'delivery', when: 'asap' }, flagged, status([A, A], [A, A]))).toEqual({ kind: 'closed' });
    expect(decideLocalisation({ disposition: 'delivery', when: 'asap' }, flagged, null)).toEqual({ kind: 'closed' });
  });

  it('is closed when asap and scheduled are both closed for the disposition and the other is closed too', () => {
    expect(decideLocalisation({ disposition: 'collection', when: 'asap' }, openHut, status([C, C], [C, C]))).toEqual({ kind: 'closed' });
  });

  it('is unknown otherwise (scheduled asked, only asap open)', () => {
    expect(decideLocalisation({ disposition: 'delivery', when: 'scheduled' }, openHut, status([A, C], [C, C]))).toEqual({
      kind: 'unknown',
    });
  });

  it('knows the opposite of each disposition', () => {
    expect(oppositeDisposition('delivery')).toBe('collection');
    expect(oppositeDisposition('collection')).toBe('delivery');
  });
});

import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { featureOnAtom } from '../../src/atoms/features';
import { flushPersistedWrites } from '../../src/atoms/persisted';
import { settingsAtom } from '../../src/atoms/settings';
import { isFeatureOn } from '../../src/domain/flags/flags';

// 14-G18: a flag set by hand on /debug reaches every reader through featureOnAtom, not only the
// discount modal and melts.
describe('featureOnAtom (14-G16…14-G18)', () => {
  // The settings slice is saved to (fake) IndexedDB after each write: let it finish before teardown.
  afterEach(() => flushPersistedWrites());

  it('follows the level, then a hand-set override wins either way', () => {
    const store = createStore();
    expect(store.get(featureOnAtom('markTrafficAsTest'))).toBe(isFeatureOn('markTrafficAsTest', 'production'));
    store.set(settingsAtom, (settings) => ({ ...settings, flagLevel: 'synthetic' }));
    expect(store.get(featureOnAtom('markTrafficAsTest'))).toBe(true);
    store.set(settingsAtom, (settings) => ({ ...settings, flagOverrides: { markTrafficAsTest: false } }));
    expect(store.get(featureOnAtom('markTrafficAsTest'))).toBe(false);
    // Push messaging is off by default at every level (14-G17); /debug can switch it on.
    store.set(settingsAtom, (settings) => ({ ...settings, flagLevel: 'production', flagOverrides: {} }));
    expect(store.get(featureOnAtom('pushMessaging'))).toBe(false);
    store.set(settingsAtom, (settings) => ({ ...settings, flagOverrides: { pushMessaging: true } }));
    expect(store.get(featureOnAtom('pushMessaging'))).toBe(true);
  });

  it('gives the same atom for the same feature (stable across renders)', () => {
    expect(featureOnAtom('accounts')).toBe(featureOnAtom('accounts'));
    expect(featureOnAtom('accounts')).not.toBe(featureOnAtom('accountsArea'));
  });
});

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HUT_STATUS_THROTTLE_MS, throttledHutStatus } from '../../src/atoms/hut-status';
import { notificationsAtom } from '../../src/atoms/notifications';
import { appStore } from '../../src/atoms/store';
import { initI18n, loadScreenStrings } from '../../src/i18n';
import { A, status } from './localisation-fixtures';

// The hut status throttle (04-G18) against a stubbed store API.

const api = vi.hoisted(() => ({
  fetchHutStatus: vi.fn(),
  geocodePostcode: vi.fn(),
  fetchNearbyHuts: vi.fn(),
  fetchEta: vi.fn(),
}));
vi.mock('../../src/api/stores', () => api);
vi.mock('../../src/api/menu', () => ({ fetchProductContent: vi.fn(async () => []) }));

beforeAll(async () => {
  await initI18n('en-GB');
  await loadScreenStrings(); // the localisation notices load with the actions, as in the app
});

beforeEach(() => {
  appStore.set(notificationsAtom, []);
  for (const mock of Object.values(api)) mock.mockReset();
  api.fetchEta.mockResolvedValue({ eta: { exact: 35, range: [30, 45] } });
});

describe('hut status throttle (04-G18)', () => {
  it('answers a repeat within 1000 ms with the first call; another hut or a later call asks again', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    expect(HUT_STATUS_THROTTLE_MS).toBe(1000);
    const t0 = 5_000_000;
    await throttledHutStatus('uk-1', 'throttle-a', t0);
    await throttledHutStatus('uk-1', 'throttle-a', t0 + 999);
    expect(api.fetchHutStatus).toHaveBeenCalledTimes(1);
    await throttledHutStatus('uk-1', 'throttle-b', t0 + 999);
    expect(api.fetchHutStatus).toHaveBeenCalledTimes(2);
    await throttledHutStatus('uk-1', 'throttle-b', t0 + 2000);
    expect(api.fetchHutStatus).toHaveBeenCalledTimes(3);
  });

  it('does not hand a failed answer to the next caller', async () => {
    api.fetchHutStatus.mockRejectedValueOnce(new Error('boom')).mockResolvedValue(null);
    const t0 = 9_000_000;
    await expect(throttledHutStatus('uk-1', 'throttle-c', t0)).rejects.toThrow('boom');
    await expect(throttledHutStatus('uk-1', 'throttle-c', t0 + 10)).resolves.toBeNull();
  });
});

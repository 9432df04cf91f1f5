import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { releasePriorityDelivery, reservePriorityDelivery } from '../../../src/api/priority-orders';
import { priorityPostcode } from '../../../src/atoms/priority-delivery';

/** A client over a fake fetch that records each request and answers with `answer`. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const client = createApiClient({
    getTraceId: () => 'trace',
    fetch: async (input, init) => {
      requests.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    },
  });
  return { client, requests };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const body = { numCookedItems: 2, postcode: 'NW1 8QP', hut: { sector: 'uk-1', id: '1101' } } as const;

describe('priority delivery calls (spec 2 §7; 06-G35)', () => {
  it('reserves with the cooked items, the postcode and the hut', async () => {
    const { client, requests } = clientAnswering(() => json(200, { id: 'r-1', hutId: '1101', amount: 2.99, minutesSaved: 10 }));
    expect(await reservePriorityDelivery(body, client)).toEqual({ id: 'r-1', hutId: '1101', amount: 2.99, minutesSaved: 10 });
    expect(requests).toEqual([{ method: 'POST', url: '/v1/priority-orders/reservation', body }]);
  });

  it('answers null on 422, 503 and a network failure', async () => {
    for (const status of [422, 503]) {
      const { client } = clientAnswering(() => json(status, { error: 'NO' }));
      expect(await reservePriorityDelivery(body, client)).toBeNull();
    }
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await reservePriorityDelivery(body, client)).toBeNull();
  });

  it('releases by id and hut, swallowing errors', async () => {
    const { client, requests } = clientAnswering(() => json(500, { error: 'oops' }));
    await expect(releasePriorityDelivery({ id: 'r 1', hutId: '1101' }, client)).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: '/v1/priority-orders/reservation/r%201/1101' });
  });

  it('needs a postcode: the typed one, else the localised one', () => {
    expect(priorityPostcode('NW1 8QP', 'SW1A 1AA')).toBe('NW1 8QP');
    expect(priorityPostcode('  ', 'SW1A 1AA')).toBe('SW1A 1AA');
    expect(priorityPostcode('', undefined)).toBeNull();
  });
});

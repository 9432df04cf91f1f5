// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEBUG_EVENTS_LIMIT, DebugEvents } from '../../../src/screens/debug/DebugEvents';

// 14-G18: /debug lists the collector's last events (GET /dev/events, development only).
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('/debug analytics events (14-G18)', () => {
  afterEach(cleanup);

  it('lists the last events, newest first as the server sends them, asking for the limit', async () => {
    const fetcher = vi.fn(async () =>
      json(200, {
        events: [
          { id: 'b', name: 'purchase', at: '2026-05-01T12:01:00.000Z', client_id: '0f8e2a1c-aaaa-bbbb-cccc-000000000000', test: true, received_at: '2026-05-01T12:01:01Z' },
          { id: 'a', name: 'view_menu', at: '2026-05-01T12:00:00.000Z', client_id: null, test: false, received_at: '2026-05-01T12:00:01Z' },
        ],
      }),
    );
    render(<DebugEvents fetcher={fetcher as unknown as typeof fetch} />);
    const list = await screen.findByRole('list', { name: `Last ${DEBUG_EVENTS_LIMIT} events, newest first` });
    const items = list.querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual(['purchase 2026-05-01 12:01:00 · test · client 0f8e2a1c', 'view_menu 2026-05-01 12:00:00']);
    expect(fetcher).toHaveBeenCalledWith(`/dev/events?limit=${DEBUG_EVENTS_LIMIT}`, expect.objectContaining({ cache: 'no-store' }));
  });

  it('says so when nothing has arrived, and refreshes on demand', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(json(200, { events: [] }))
      .mockResolvedValueOnce(json(200, { events: [{ id: 'c', name: 'page_view', at: '2026-05-01T12:00:00.000Z', client_id: null, test: false, received_at: '' }] }));
    render(<DebugEvents fetcher={fetcher as unknown as typeof fetch} />);
    expect(await screen.findByText(/No events yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the events' }));
    expect(await screen.findByText('page_view')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a build without the development calls (404): a note, no list and no refresh', async () => {
    render(<DebugEvents fetcher={(async () => json(404, { error: 'not_found' })) as unknown as typeof fetch} />);
    expect(await screen.findByText(/only in development/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh the events' })).toBeNull();
  });

  it('a server error or a network failure: an alert, and Refresh stays', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce(json(500, {})).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<DebugEvents fetcher={fetcher as unknown as typeof fetch} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be loaded'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the events' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

import { useEffect, useState } from 'react';

/** How many of the collector's last events /debug lists. */
export const DEBUG_EVENTS_LIMIT = 20;

export interface CollectedEvent {
  id: string;
  name: string;
  at: string;
  client_id: string | null;
  test: boolean;
  received_at: string;
}

/** UTC to the second; a value that is not a date is shown as it came. */
const shownTime = (at: string) => (Number.isNaN(Date.parse(at)) ? at : new Date(at).toISOString().replace('T', ' ').slice(0, 19));

type State = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'error' } | { kind: 'ready'; events: CollectedEvent[] };

const isEvent = (value: unknown): value is CollectedEvent =>
  typeof value === 'object' && value !== null && typeof (value as CollectedEvent).id === 'string' && typeof (value as CollectedEvent).name === 'string';

async function readEvents(fetcher: typeof fetch): Promise<State> {
  try {
    const response = await fetcher(`/dev/events?limit=${DEBUG_EVENTS_LIMIT}`, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (response.status === 404) return { kind: 'unavailable' };
    if (!response.ok) return { kind: 'error' };
    const body = (await response.json()) as { events?: unknown };
    return { kind: 'ready', events: Array.isArray(body.events) ? body.events.filter(isEvent) : [] };
  } catch {
    return { kind: 'error' };
  }
}

/**
 * 14-G18 / 14-G30: the last analytics events the local collector stored (GET /dev/events, mounted with
 * DEV_ENDPOINTS=1 only). A 404 means a build without the development calls: the section says so instead
 * of listing. English only, like the rest of /debug (internal).
 */
export function DebugEvents({ fetcher = fetch }: { fetcher?: typeof fetch }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void readEvents(fetcher).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [fetcher]);

  const refresh = () => {
    setState({ kind: 'loading' });
    void readEvents(fetcher).then(setState);
  };

  return (
    <section className="debug-events" aria-labelledby="debug-events-title" aria-busy={state.kind === 'loading'}>
      <h2 id="debug-events-title">Analytics events at the collector</h2>
      {state.kind === 'loading' ? <p className="panel__text">Loading the last events…</p> : null}
      {state.kind === 'unavailable' ? (
        <p className="panel__text">Not available in this build: the collector lists its events only in development (DEV_ENDPOINTS=1).</p>
      ) : null}
      {state.kind === 'error' ? (
        <p className="panel__text" role="alert">
          The collector's events could not be loaded.
        </p>
      ) : null}
      {state.kind === 'ready' && state.events.length === 0 ? <p className="panel__text">No events yet. Events leave the page only with analytics consent.</p> : null}
      {state.kind === 'ready' && state.events.length > 0 ? (
        <ol className="debug-settings__list debug-events__list" aria-label={`Last ${DEBUG_EVENTS_LIMIT} events, newest first`}>
          {state.events.map((event) => (
            <li key={event.id}>
              <strong>{event.name}</strong> <time dateTime={event.at}>{shownTime(event.at)}</time>
              {event.test ? ' · test' : ''}
              {event.client_id ? <span> · client {event.client_id.slice(0, 8)}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {state.kind !== 'unavailable' ? (
        <button type="button" className="button button--secondary" onClick={refresh} disabled={state.kind === 'loading'}>
          Refresh the events
        </button>
      ) : null}
    </section>
  );
}

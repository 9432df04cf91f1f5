/**
 * Which localisation outcome a hut's status gives for what the customer asked (spec 1 §4
 * "Localisation outcomes"). Pure: the page asks the status endpoint, then this decides.
 */
export type WebDisposition = 'delivery' | 'collection';
export type When = 'asap' | 'scheduled';
type Availability = 'AVAILABLE' | 'UNAVAILABLE_CLOSED';
type ByDisposition = Record<WebDisposition, Availability>;

export interface StatusSummary {
  physical: ByDisposition;
  web: { asap: ByDisposition; scheduled: ByDisposition };
}

export interface LocalisationRequest {
  disposition: WebDisposition;
  when: When;
}

export interface HutFacts {
  closed: boolean;
  allowedDisposition: Record<WebDisposition, boolean>;
}

export type LocalisationOutcome =
  /** Localise for the chosen disposition and time. */
  | { kind: 'localise'; disposition: WebDisposition; when: When }
  /** Same disposition, but only for later: the scheduled-order overlay opens. */
  | { kind: 'localise-scheduled'; disposition: WebDisposition }
  /** Not enough to decide (no hut or no status): the delivery dead-zone or collection flow. */
  | { kind: 'insufficient-data' }
  /** The other disposition is open at the same time: offer it. */
  | { kind: 'localise-opposite'; disposition: WebDisposition; when: When }
  /** Flagged closed, or closed now and later for this disposition. */
  | { kind: 'closed' }
  /** None of the above: the localisation error. */
  | { kind: 'unknown' };

export function oppositeDisposition(disposition: WebDisposition): WebDisposition {
  return disposition === 'delivery' ? 'collection' : 'delivery';
}

export function decideLocalisation(
  request: LocalisationRequest,
  hut: HutFacts | null,
  status: StatusSummary | null,
): LocalisationOutcome {
  if (hut?.closed) return { kind: 'closed' };
  if (!hut || !status) return { kind: 'insufficient-data' };

  const { disposition, when } = request;
  const open = (d: WebDisposition, w: When) => hut.allowedDisposition[d] && status.web[w][d] === 'AVAILABLE';

  if (open(disposition, when)) return { kind: 'localise', disposition, when };
  if (when === 'asap' && open(disposition, 'scheduled')) return { kind: 'localise-scheduled', disposition };

  const opposite = oppositeDisposition(disposition);
  if (open(opposite, when)) return { kind: 'localise-opposite', disposition: opposite, when };

  const closedForDisposition =
    !hut.allowedDisposition[disposition] ||
    (status.web.asap[disposition] === 'UNAVAILABLE_CLOSED' && status.web.scheduled[disposition] === 'UNAVAILABLE_CLOSED');
  return closedForDisposition ? { kind: 'closed' } : { kind: 'unknown' };
}

/**
 * Kiosk mode's cycle between customers (issue 07): attract → ordering → 'Still there?' → wipe.
 * Pure rules; the page drives it with its own clock and activity events (src/screens/kiosk).
 */

/** 'Still there?' counts down this long before the customer's data is wiped (issue 07). */
export const KIOSK_COUNTDOWN_MS = 20_000;
/** The seconds left at which the countdown is read out (politely): not every second. */
export const KIOSK_ANNOUNCED_SECONDS: readonly number[] = [20, 10, 5];

/**
 * attract: the full-screen 'Touch to order' (on start and after every wipe);
 * ordering: a customer is using the kiosk; still-there: the countdown, ending at `deadline`.
 */
export type KioskState =
  | { phase: 'attract' }
  | { phase: 'ordering' }
  | { phase: 'still-there'; deadline: number };

export type KioskEvent =
  /** A touch on the attract screen. */
  | { type: 'start' }
  /** The idle time passed without interaction. */
  | { type: 'idle'; now: number }
  /** Any interaction, 'I'm still here' included. */
  | { type: 'activity' }
  /** The countdown ran out: the customer's data is wiped. */
  | { type: 'expire' };

export const KIOSK_START: KioskState = { phase: 'attract' };

/** The next state; an event that does not apply to the current phase changes nothing. */
export function nextKioskState(state: KioskState, event: KioskEvent, countdownMs: number = KIOSK_COUNTDOWN_MS): KioskState {
  switch (event.type) {
    case 'start':
      return state.phase === 'attract' ? { phase: 'ordering' } : state;
    case 'idle':
      // Nobody to ask on the attract screen, and a running countdown is not restarted.
      return state.phase === 'ordering' ? { phase: 'still-there', deadline: event.now + countdownMs } : state;
    case 'activity':
      return state.phase === 'still-there' ? { phase: 'ordering' } : state;
    case 'expire':
      return state.phase === 'still-there' ? KIOSK_START : state;
  }
}

/** Whole seconds left on the countdown (rounded up, never below 0); null outside it. */
export function countdownSecondsLeft(state: KioskState, now: number): number | null {
  if (state.phase !== 'still-there') return null;
  return Math.max(0, Math.ceil((state.deadline - now) / 1000));
}

/**
 * The countdown a screen reader is told: the last mark passed (20, 10, 5 seconds), so the polite
 * announcement changes three times rather than every second. Null outside the countdown.
 */
export function announcedSeconds(secondsLeft: number | null): number | null {
  if (secondsLeft === null) return null;
  return KIOSK_ANNOUNCED_SECONDS.filter((mark) => mark >= secondsLeft).at(-1) ?? null;
}

export interface KioskTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  now: () => number;
}

export interface KioskCycleOptions {
  countdownMs?: number;
  /** Every state change, the initial one excluded. */
  onChange: (state: KioskState) => void;
  /** The countdown ran out: wipe the customer's data (called before onChange shows the attract screen). */
  onWipe: () => void;
  timers?: KioskTimers;
}

export interface KioskCycle {
  state: () => KioskState;
  send: (event: KioskEvent['type']) => void;
  stop: () => void;
}

const globalTimers: KioskTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Runs the cycle: 'idle' opens the countdown and arms one timer for its deadline; activity before
 * it cancels; when it fires the data is wiped and the attract screen returns. Idle detection itself
 * is the page's (startIdleTimeout), so this stays free of DOM events.
 */
export function createKioskCycle({ countdownMs = KIOSK_COUNTDOWN_MS, onChange, onWipe, timers = globalTimers }: KioskCycleOptions): KioskCycle {
  let state: KioskState = KIOSK_START;
  let timer: unknown;

  const disarm = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const send = (type: KioskEvent['type']) => {
    const event: KioskEvent = type === 'idle' ? { type, now: timers.now() } : { type };
    const next = nextKioskState(state, event, countdownMs);
    if (next === state) return;
    disarm();
    if (next.phase === 'still-there') timer = timers.setTimeout(() => send('expire'), Math.max(0, next.deadline - timers.now()));
    if (type === 'expire') onWipe();
    state = next;
    onChange(state);
  };
  return { state: () => state, send, stop: disarm };
}

// The idle timer and what it clears; the layout mounts it (app/SessionIdleTimeout.tsx), kiosk mode
// reuses the timer with its own time.
import { basketAtom } from './basket';
import { basketWithoutDeal } from './basket-edits';
import { checkoutFormAtom, checkoutPasswordAtom, creditsAtom, orderAtom } from './checkout';
import { sessionAtom } from './session';
import { appStore, type AppStore } from './store';
import { DEFAULT_CHECKOUT_FORM, DEFAULT_CREDITS, DEFAULT_ORDER } from '../db/defaults';
import { SESSION_IDLE_TIMEOUT_MS } from '../domain/checkout/constants';

/**
 * The session idle time-out (spec 2 §4, 3 §4.4): after an hour without the customer touching the
 * page, their personal and checkout data is cleared and the page goes home. Kiosk mode (issue 7)
 * reuses startIdleTimeout with its own, shorter time.
 */
export { SESSION_IDLE_TIMEOUT_MS };

/** What counts as the customer being there. Scrolling by wheel counts; a pointer merely passing over does not. */
export const IDLE_ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'visibilitychange'] as const;

export interface IdleTimeoutOptions {
  timeoutMs?: number;
  onIdle: () => void;
  /** Where activity is listened for (window: visibilitychange bubbles up from the document). */
  target?: EventTarget;
  now?: () => number;
}

/**
 * Calls `onIdle` once `timeoutMs` pass without activity; activity after that starts a new wait.
 * Time is read from `now` rather than trusted to the timer, which a hidden tab slows down: a tab
 * shown again after the time-out fires at once, before the return itself counts as activity.
 * Returns the stop function.
 */
export function startIdleTimeout({ timeoutMs = SESSION_IDLE_TIMEOUT_MS, onIdle, target = window, now = Date.now }: IdleTimeoutOptions): () => void {
  let lastActivity = now();
  let fired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, delay);
  };
  // Activity only moves the mark; the one timer looks at it when it runs, so a burst of key presses
  // does not reset timers.
  function check() {
    const idleFor = now() - lastActivity;
    if (idleFor < timeoutMs) return arm(timeoutMs - idleFor);
    timer = undefined;
    fired = true;
    onIdle();
  }
  const onActivity = (event: Event) => {
    if (!fired && event.type === 'visibilitychange' && now() - lastActivity >= timeoutMs) return check();
    lastActivity = now();
    if (fired) {
      fired = false;
      arm(timeoutMs);
    }
  };

  for (const type of IDLE_ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { capture: true, passive: true });
  arm(timeoutMs);
  return () => {
    clearTimeout(timer);
    for (const type of IDLE_ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
  };
}

/**
 * Clears what is personal to the customer at the device (C23): the checkout form, the password, the
 * order in flight (unless it is being placed right now: that must finish), the voucher with the
 * basket discount or deal it gave, the gift card, and the session's delivery address, driver
 * instructions and contact-free choice (10-G27). The basket and the last order stay: a guest's basket
 * lives until its own expiry.
 */
export function clearIdleSession(store: AppStore = appStore): void {
  const voucher = store.get(creditsAtom).voucher;
  if (voucher?.type === 'discount') {
    store.set(basketAtom, (basket) => (basket.discount && basket.discount.id === voucher.discountId ? { ...basket, discount: null } : basket));
  } else if (voucher?.type === 'deal') {
    store.set(basketAtom, (basket) =>
      Object.values(basket.deals)
        .filter((line) => line.deal.id === voucher.dealId)
        .reduce((next, line) => basketWithoutDeal(next, line.id), basket),
    );
  }
  store.set(sessionAtom, (session) => {
    const { deliveryAddress: _address, deliveryLocation: _location, driverInstructions: _instructions, contactFree: _contactFree, ...kept } = session;
    return kept;
  });
  store.set(checkoutFormAtom, DEFAULT_CHECKOUT_FORM);
  store.set(checkoutPasswordAtom, '');
  if (store.get(orderAtom).state !== 'ORDER_PROCESSING') store.set(orderAtom, DEFAULT_ORDER);
  store.set(creditsAtom, DEFAULT_CREDITS);
}

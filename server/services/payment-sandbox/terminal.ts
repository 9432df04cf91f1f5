import { html, page } from './html';
import type { PaymentFacts } from './pages';

/**
 * The kiosk's card terminal (issue 07): at a store's kiosk a card is paid on the terminal by the
 * counter, never typed into the tablet. The sandbox stands in for the terminal with one screen
 * showing the amount, and the three answers a terminal gives back: approved, declined, cancelled.
 */

/** What the staff-side buttons post as `result`. */
export type TerminalResult = 'approved' | 'declined' | 'cancel';

export const isTerminalResult = (value: string | undefined): value is TerminalResult =>
  value === 'approved' || value === 'declined' || value === 'cancel';

export function terminalPage(input: PaymentFacts & { customerOrderReference: string }): string {
  const action = `/sandbox/terminal/${encodeURIComponent(input.transactionId)}`;
  const body = html`<h1>Card terminal</h1>
<p class="merchant">${input.merchant}, order ${input.customerOrderReference}</p>
<p class="amount">${input.amount}</p>
<p class="instruction">Tap, insert or swipe your card on the terminal</p>
<form method="post" action="${action}">
${input.returnUrl ? html`<input type="hidden" name="returnUrl" value="${input.returnUrl}">` : null}${input.token ? html`<input type="hidden" name="token" value="${input.token}">` : null}
<button type="submit" name="result" value="approved">Card approved</button>
<button type="submit" name="result" value="declined" class="danger">Card declined</button>
<button type="submit" name="result" value="cancel" class="secondary">Cancel</button>
</form>`;
  return page({ title: `Card terminal: pay ${input.amount}`, brand: 'terminal', body });
}

/** The terminal's look on a store tablet: wider sheet, the amount read from arm's length, 64 px buttons. */
export const TERMINAL_CSS = `
.brand-terminal .sheet { max-width: 36rem; text-align: center; }
.brand-terminal h1 { color: #0f172a; font-size: 1.75rem; }
.brand-terminal .amount { font-size: 3.5rem; margin: 0.5rem 0; font-variant-numeric: tabular-nums; }
.brand-terminal .instruction { font-size: 1.25rem; font-weight: 600; margin: 0 0 1rem; }
.brand-terminal button { min-height: 64px; font-size: 1.25rem; }
`;

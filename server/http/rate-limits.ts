/**
 * Every rate limit of the store API in one table (issue 12 items 8 and 9). A limit allows `points`
 * calls per key in a fixed window of `durationSec`; the key is the client, a target (a voucher code, a
 * gift card) or both. The scale-out test (three processes on one PostgreSQL) relies on these numbers.
 */
export interface RateLimitRule {
  /** Unique: the prefix of the limit's counters in the rate_limits table. */
  name: string;
  points: number;
  durationSec: number;
}

export const RATE_LIMITS = {
  /** GET /v1/vouchers/validate per client: 195 common words a second found 12 live codes. */
  voucherPerClient: { name: 'voucher-client', points: 20, durationSec: 60 },
  /** … and per code across clients, so many addresses cannot try one code's neighbours together. */
  voucherPerCode: { name: 'voucher-code', points: 30, durationSec: 60 },
  /** POST /v1|v2/gift-cards/check per client (balance and validation). */
  giftCardPerClient: { name: 'gift-card-client', points: 20, durationSec: 60 },
  /** Wrong PINs for one card from one client: the fourth try in the window is refused to that client only. */
  giftCardPinPerClient: { name: 'gift-card-pin-client', points: 3, durationSec: 15 * 60 },
  /** Wrong PINs for one card from everyone: then the card refuses every check until the window ends. */
  giftCardPinPerCard: { name: 'gift-card-pin-card', points: 20, durationSec: 60 * 60 },
  /** POST /v1/priority-orders/reservation per client (and one live reservation per client). */
  priorityPerClient: { name: 'priority-client', points: 5, durationSec: 10 * 60 },
  /** POST /v1/orders/preauthorise per client. */
  preauthorisePerClient: { name: 'preauthorise-client', points: 30, durationSec: 60 },
  /** POST /v1/kiosk/devices per client: a hut's staff enrolment code must not be guessable by brute force. */
  kioskEnrolPerClient: { name: 'kiosk-enrol-client', points: 10, durationSec: 15 * 60 },
  /** POST /v1/feedback per client: a form a person fills in; more than this in 10 minutes is a script. */
  feedbackPerClient: { name: 'feedback-client', points: 5, durationSec: 10 * 60 },
  /** GET /v2/loyalty/pos/…/account/{mobile}/exists per client (11-G24): unauthenticated, so no phone-number sweep. */
  inStoreAccountPerClient: { name: 'in-store-account-client', points: 20, durationSec: 60 },
  /**
   * Identity stand-in (issue 14, C30, 11-G36). Codes sent (sign-in, resend, password reset) per contact:
   * a code flood at one person's phone or mailbox stops here, whoever asks.
   */
  identityCodePerContact: { name: 'identity-code-contact', points: 5, durationSec: 15 * 60 },
  /**
   * Codes sent and sign-ups per client with a valid bot-check token. The e2e suite signs in ~40 times in
   * 10 minutes from 127.0.0.1 with distinct contacts, and a new contact's sign-in is three counted calls
   * (the code request that finds no user, the silent sign-up, the code request again), so 150.
   */
  identityPerClient: { name: 'identity-client', points: 150, durationSec: 10 * 60 },
  /** The same calls without a valid bot-check token: the call goes on (S3 §7.1) under this tighter limit. */
  identityPerClientNoBotCheck: { name: 'identity-client-nobot', points: 10, durationSec: 10 * 60 },
  /** Password attempts (sign-in and reset confirmation) per username, across clients. */
  identityPasswordPerUsername: { name: 'identity-password-user', points: 10, durationSec: 15 * 60 },
  /** Code answers per client (each challenge also dies after 3 wrong answers). */
  identityAnswerPerClient: { name: 'identity-answer-client', points: 100, durationSec: 10 * 60 },
  /** GET /v1/bot-check/challenge per client: one per protected call, so twice identityPerClient. */
  botCheckChallengePerClient: { name: 'bot-check-client', points: 300, durationSec: 10 * 60 },
  /** POST /log per client. */
  logPerClient: { name: 'log-client', points: 60, durationSec: 60 },
  /**
   * Social sign-in per client (issue 14, 11-G11): start, callback and exchange each take a point, so one
   * sign-in costs 3; 90 in 10 minutes leaves room for a household behind one address and for the e2e
   * journeys, and stops a script filling federated_flows.
   */
  federatedPerClient: { name: 'federated-client', points: 90, durationSec: 10 * 60 },
  /**
   * Passkeys per client (issue 14 "Beyond the spec"): options and verify each take a point, so a sign-in
   * or an added passkey costs 2; 60 in 10 minutes is far above a person and stops a script filling the
   * challenge table or trying assertions in bulk.
   */
  passkeyPerClient: { name: 'passkey-client', points: 60, durationSec: 10 * 60 },
  /**
   * Hut Rewards (issue 15): the account record, join, earnings and content per client. The page fetches
   * the record at most every 8 s (11-G26) and the estimate as the basket changes: 60 a minute is far
   * above a person and stops a script signing provider tokens in bulk.
   */
  loyaltyPerClient: { name: 'loyalty-client', points: 60, durationSec: 60 },
  /** Offline reward codes per client (12-G7): a code is re-served while live, so few calls are honest. */
  loyaltyCodePerClient: { name: 'loyalty-code-client', points: 10, durationSec: 60 },
  /**
   * POST /v1/payment-providers/apple-pay/on-validate-merchant per client (13-G13): one call per Apple Pay
   * sheet opened; unauthenticated, so a script may not sweep merchant ids or load the validation gateway.
   */
  applePayValidatePerClient: { name: 'apple-pay-validate-client', points: 20, durationSec: 60 },
  /**
   * POST /v1/events per client (14-G30): the page sends a batch at most every few seconds and on
   * pagehide/online; 60 batches a minute (3000 events) is far above a shopper and stops a script
   * filling analytics_events.
   */
  eventsPerClient: { name: 'events-client', points: 60, durationSec: 60 },
} as const satisfies Record<string, RateLimitRule>;

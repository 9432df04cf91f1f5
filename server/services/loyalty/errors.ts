import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { LoyaltyErrorName } from '../../../src/api/contract/loyalty';

/**
 * A refusal of the loyalty provider stand-in, `{ name, message }` (src/api/contract/loyalty.ts). Thrown
 * by the services; the app's error handler sends the prepared response as it is.
 */
export class LoyaltyError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly errorName: LoyaltyErrorName,
    message: string,
  ) {
    const res = new Response(JSON.stringify({ name: errorName, message }), {
      status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
    super(status, { res, message });
    this.name = 'LoyaltyError';
  }
}

/** The texts (12-G13's is the spec's; the others are picks, written down in the issue 15 report). */
export const LOYALTY_MESSAGES = {
  underAge: 'You must be 14+ to access Loyalty',
  dateOfBirth: 'Enter your date of birth as DD/MM/YYYY, in the past',
  notAMember: 'Join Hut Rewards to collect points and redeem rewards',
  otherMarket: 'Your account belongs to another market',
  insufficientPoints: 'You do not have enough points for this reward yet',
  unknownReward: 'This reward is not available',
} as const;

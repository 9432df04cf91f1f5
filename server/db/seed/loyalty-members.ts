import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { emailSignInName, phoneSignInName } from '../../../src/domain/accounts/aliases';
import { LOYALTY_MARKET_IDS, type LoyaltyMarketId } from '../../../src/domain/loyalty';
import { accountSettings } from '../../../src/domain/markets/config';
import { hashPassword } from '../../services/identity/passwords';
import type { Database } from '../schema';
import type { SeedStep } from './step';

/**
 * Hut Rewards demo customers (issue 15, 12-G17, 12-G8): in every loyalty market, three members — one
 * above the free pizza's 5 points, one under 5 (the free-reward notification's case, C42), one below
 * every reward — and a signed-up customer who has not joined. All sign in with the password below.
 * Written only when missing (a restart, or an operator who changed a balance, is left alone).
 *
 *   member.<mk>@example.com         12 points   (mk: uk, fr, in, ca)
 *   member.low.<mk>@example.com      4 points
 *   member.new.<mk>@example.com      1 point
 *   nonmember.<mk>@example.com       not a member
 */
export const SEEDED_MEMBER_PASSWORD = 'Pizza2go!';

interface SeededCustomer {
  local: string;
  givenName: string;
  /** null: not a member. */
  points: number | null;
  /** The last digits of the mobile, in the market's fictional range. */
  line: string;
}

const CUSTOMERS: readonly SeededCustomer[] = [
  { local: 'member', givenName: 'Maya', points: 12, line: '501' },
  { local: 'member.low', givenName: 'Leo', points: 4, line: '502' },
  { local: 'member.new', givenName: 'Nina', points: 1, line: '503' },
  { local: 'nonmember', givenName: 'Noah', points: null, line: '504' },
];

/** Fictional mobiles (UK in the 07700 900xxx drama range, CA in 555): the till check finds them (12-G16). */
const MOBILE: Record<LoyaltyMarketId, (line: string) => string> = {
  UK: (line) => `+447700900${line}`,
  FR: (line) => `+336399805${line.slice(1)}`,
  IN: (line) => `+9190000${line}00`,
  CA: (line) => `+1416555${line.slice(0, 1)}${line}`,
};

const LANG: Record<LoyaltyMarketId, string> = { UK: 'en', FR: 'fr', IN: 'en', CA: 'en' };

async function seedLoyaltyMembers(trx: Transaction<Database>): Promise<number> {
  let inserted = 0;
  let passwordHash: string | undefined;
  for (const market of LOYALTY_MARKET_IDS) {
    const { tenant } = accountSettings(market);
    for (const customer of CUSTOMERS) {
      const email = `${customer.local}.${market.toLowerCase()}@example.com`;
      const existing = await trx.selectFrom('identity_users').select('id').where('tenant', '=', tenant).where('username', '=', email).executeTakeFirst();
      if (existing) continue;
      // One hash for every seeded customer, made only when one is missing (first start).
      passwordHash ??= await hashPassword(SEEDED_MEMBER_PASSWORD);
      const id = randomUUID();
      const phone = MOBILE[market](customer.line);
      await trx
        .insertInto('identity_users')
        .values({ id, tenant, username: email, email, phone, password_hash: passwordHash, confirmed: true, lang: LANG[market], given_name: customer.givenName, family_name: 'Demo' })
        .execute();
      await trx
        .insertInto('accounts')
        .values({
          id: randomUUID(),
          user_id: id,
          tenant,
          first_name: customer.givenName,
          last_name: 'Demo',
          email,
          phone,
          sign_in_email: emailSignInName(email),
          sign_in_phone: phoneSignInName(phone, tenant),
          date_of_birth: '01/02/1990',
        })
        .execute();
      inserted += 2;
      if (customer.points === null) continue;
      await trx.insertInto('loyalty_members').values({ user_id: id, tenant, market, date_of_birth: '01/02/1990' }).execute();
      await trx
        .insertInto('loyalty_ledger')
        .values({ id: randomUUID(), user_id: id, market, kind: 'earned', points: customer.points, order_id: null, reward_id: null })
        .execute();
      inserted += 2;
    }
  }
  return inserted;
}

export const loyaltySeedSteps: readonly SeedStep[] = [{ name: 'loyalty-members', run: seedLoyaltyMembers }];

import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { IdentityProvider } from '../../db/schema-identity';

/**
 * oidc-provider's storage for the local providers (11-G42): the table oidc_payloads instead of the
 * library's in-memory default, so sessions, interactions, codes and grants survive a restart and are
 * shared by every process on one PostgreSQL (an authorization code issued by one process is redeemed
 * on whichever process the token request reaches). The interface is the library's own
 * (upsert / find / findByUid / findByUserCode / consume / destroy / revokeByGrantId).
 */

/** The library's payloads: JSON objects with these optional keys that the adapter indexes. */
interface Payload {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
  [key: string]: unknown;
}

/** Expired rows are swept at most this often per process (on a write), never on a read. */
const SWEEP_INTERVAL_MS = 60_000;
const lastSweep = new WeakMap<Kysely<Database>, number>();

async function sweepExpired(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_INTERVAL_MS) return;
  lastSweep.set(db, now);
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date(now)).execute();
  await db.deleteFrom('federated_flows').where('expires_at', '<', new Date(now - 60 * 60 * 1000)).execute();
}

export class DatabaseAdapter {
  private readonly model: string;

  constructor(
    private readonly db: Kysely<Database>,
    provider: IdentityProvider,
    modelName: string,
  ) {
    this.model = `${provider}:${modelName}`;
  }

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const row = {
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
      user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['model', 'id']).doUpdateSet({
          payload: row.payload,
          grant_id: row.grant_id,
          user_code: row.user_code,
          uid: row.uid,
          expires_at: row.expires_at,
        }),
      )
      .execute();
    await sweepExpired(this.db);
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<Payload | undefined> {
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at', 'expires_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as Payload;
    // The library reads `consumed` (epoch seconds) to refuse a second use of a code.
    if (row.consumed_at) payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
    return payload;
  }

  find(id: string): Promise<Payload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<Payload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.updateTable('oidc_payloads').set({ consumed_at: new Date() }).where('model', '=', this.model).where('id', '=', id).execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  /** Every token of a grant, whatever its model (the library revokes a grant when a code is replayed). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('model', 'like', `${this.model.split(':')[0]}:%`).where('grant_id', '=', grantId).execute();
  }
}

import type { AnalyticsTables } from './schema-analytics';
import type { CatalogueTables } from './schema-catalogue';
import type { CreditTables } from './schema-credits';
import type { FeedbackTables } from './schema-feedback';
import type { HutTables } from './schema-huts';
import type { IdentityTables } from './schema-identity';
import type { OidcTables } from './schema-oidc';
import type { PasskeyTables } from './schema-passkeys';
import type { KioskTables } from './schema-kiosk';
import type { LoyaltyTables } from './schema-loyalty';
import type { FoundationTables } from './schema-markets';
import type { OrderTables } from './schema-orders';
import type { RateLimitTables } from './schema-rate-limits';
import type { SecretTables } from './schema-secrets';

export type { FoundationTables, MarketCode, MarketsTable, SectorsTable } from './schema-markets';

/**
 * Row types of the store database, one interface per table, as Kysely sees them. Migrations own the
 * real schema (server/db/migrations/); these types follow them and must change in the same commit.
 */

/** Every table; each area declares its own in schema-<area>.ts beside its migration. */
export interface Database
  extends FoundationTables,
    HutTables,
    CatalogueTables,
    CreditTables,
    OrderTables,
    SecretTables,
    RateLimitTables,
    KioskTables,
    FeedbackTables,
    IdentityTables,
    OidcTables,
    PasskeyTables,
    LoyaltyTables,
    AnalyticsTables {}

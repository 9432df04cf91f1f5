import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db';
import type { PricingCatalogueLoader } from '../pricing-catalogue';
import type { OrderSettings } from './settings';

/** What the order services work with: the database, the pricing catalogue, the store clock and the settings. */
export interface OrderContext {
  db: Kysely<Database>;
  loader: PricingCatalogueLoader;
  /** The store clock (hours, ETA, placed_at): STORE_FIXED_TIME in tests and e2e. */
  clock: Clock;
  settings: OrderSettings;
}

import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as huts from './0002_huts';
import * as catalogue from './0003_catalogue';
import * as orders from './0004_orders';
import * as vouchersGiftCards from './0005_vouchers_gift_cards';
import * as serverSecrets from './0006_server_secrets';
import * as paymentAmounts from './0007_payment_amounts';
import * as rateLimits from './0008_rate_limits';
import * as kioskDevices from './0009_kiosk_devices';
import * as feedback from './0010_feedback';
import * as kitchenFailure from './0011_kitchen_failure';
import * as storefrontCatalogue from './0014_storefront_catalogue';
import * as identity from './0015_identity';
import * as identityChecks from './0016_identity_checks';
import * as oidc from './0018_oidc';
import * as passkeys from './0019_passkeys';
import * as signInNames from './0020_sign_in_names';
import * as loyalty from './0021_loyalty';
import * as loyaltyCatalogue from './0022_loyalty_catalogue';
import * as paymentTypeSpellings from './0023_payment_type_spellings';
import * as testOrders from './0024_test_orders';
import * as paymentOfferings from './0025_payment_offerings';
import * as analyticsEvents from './0026_analytics_events';
import * as catalogueVersion from './0027_catalogue_version';

/**
 * Every migration, in order. Kysely sorts by name, so names start with a zero-padded number; a
 * migration, once released, is never edited — a change is a new file added here.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_huts': huts,
  '0003_catalogue': catalogue,
  '0004_orders': orders,
  '0005_vouchers_gift_cards': vouchersGiftCards,
  '0006_server_secrets': serverSecrets,
  '0007_payment_amounts': paymentAmounts,
  '0008_rate_limits': rateLimits,
  '0009_kiosk_devices': kioskDevices,
  '0010_feedback': feedback,
  '0011_kitchen_failure': kitchenFailure,
  '0014_storefront_catalogue': storefrontCatalogue,
  '0015_identity': identity,
  '0016_identity_checks': identityChecks,
  '0018_oidc': oidc,
  '0019_passkeys': passkeys,
  '0020_sign_in_names': signInNames,
  '0021_loyalty': loyalty,
  '0022_loyalty_catalogue': loyaltyCatalogue,
  '0023_payment_type_spellings': paymentTypeSpellings,
  '0024_test_orders': testOrders,
  '0025_payment_offerings': paymentOfferings,
  '0026_analytics_events': analyticsEvents,
  '0027_catalogue_version': catalogueVersion,
};

/** In-code provider: the server is one bundle, so migrations cannot be read from a folder at run time. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

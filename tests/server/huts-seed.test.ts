import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, seedDatabase, type DatabaseHandle } from '../../server/db';
import { seedMarkets } from '../../server/db/seed/markets';
import { seedSectors } from '../../server/db/seed/sectors';
import {
  addressRangeRecords,
  hutRecords,
  hutSeedSteps,
  postcodeSeedRecords,
  seedHuts,
  SPECIAL_HUTS,
} from '../../server/db/seed/huts';
import { SECTORS } from '../../src/api/contract/common';
import { addressRangeSchema, postcodeRecordSchema } from '../../src/api/contract/geo';
import { hutRecordSchema, type HutRecord } from '../../src/api/contract/hut';
import { distanceMetres } from '../../src/domain/localisation/geo';
import { createTestDatabase, type TestDatabase } from './test-db';

const huts = hutRecords.map((record) => hutRecordSchema.parse(record));
const postcodes = postcodeSeedRecords.map((record) => postcodeRecordSchema.parse(record));
const ranges = addressRangeRecords.map((record) => addressRangeSchema.parse(record));
const hutOf = ({ sector, id }: { sector: string; id: string }) => huts.find((h) => h.sector === sector && h.id === id)!;
const COUNTRY_OF: Record<string, string> = { uk: 'GB', fr: 'FR', in: 'IN', ca: 'CA' };
const countryOf = (hut: HutRecord) => COUNTRY_OF[hut.sector.slice(0, 2)]!;
const paymentTypes = (hut: HutRecord) => hut.supportedPayment.map((p) => p.type).sort();

describe('hut seed records', () => {
  it('every hut, postcode and address range parses with its contract schema', () => {
    for (const record of hutRecords) expect(hutRecordSchema.safeParse(record).success).toBe(true);
    for (const record of postcodeSeedRecords) expect(postcodeRecordSchema.safeParse(record).success).toBe(true);
    for (const record of addressRangeRecords) expect(addressRangeSchema.safeParse(record).success).toBe(true);
  });

  it('has at least 4 huts in every sector, ids unique', () => {
    for (const sector of SECTORS) expect(huts.filter((h) => h.sector === sector).length).toBeGreaterThanOrEqual(4);
    expect(new Set(huts.map((h) => `${h.sector}/${h.id}`)).size).toBe(huts.length);
  });

  it('has the special huts behaviour and e2e tests rely on', () => {
    expect(hutOf(SPECIAL_HUTS.closed).closed).toBe(true);
    expect(hutOf(SPECIAL_HUTS.collectionOnly).allowedDisposition).toEqual({ delivery: false, collection: true });
    expect(hutOf(SPECIAL_HUTS.deliveryOnly).allowedDisposition).toEqual({ delivery: true, collection: false });
    expect(hutOf(SPECIAL_HUTS.test).test).toBe(true);
    expect(huts.filter((h) => h.test)).toHaveLength(1);
    expect(hutOf(SPECIAL_HUTS.bagFee)).toMatchObject({ bagFeeStore: true, sector: 'ca-2' });
    expect(hutOf(SPECIAL_HUTS.excludesPastas)).toMatchObject({ excludedTabs: ['pastas'], sector: 'in-1' });
    expect(paymentTypes(hutOf(SPECIAL_HUTS.phonePe))).toContain('phone-pe');
    expect(huts.filter((h) => h.closed)).toHaveLength(1);
    const later = hutOf(SPECIAL_HUTS.scheduledOnlyAtTestTime);
    expect(later.hours.web.asap.every((p) => p.close === '19:00')).toBe(true);
    expect(later.hours.web.scheduled.every((p) => p.close === '22:45' && p.to === '22:30')).toBe(true);
  });

  it('has an equity hut in every market, French for fr-1 and the Québec huts', () => {
    for (const market of ['uk', 'fr', 'in', 'ca']) {
      expect(huts.some((h) => h.sector.startsWith(market) && h.ownership === 'equity')).toBe(true);
    }
    for (const hut of huts.filter((h) => h.sector === 'fr-1')) expect(hut.defaultLanguage).toBe('fr-FR');
    for (const hut of huts.filter((h) => h.address.region === 'QC')) expect(hut.defaultLanguage).toBe('fr-CA');
  });

  it('supports the payments of each market', () => {
    for (const hut of huts) {
      const types = paymentTypes(hut);
      // 13-G5: pay-later (a hut opt-in in the UK and France) only at 1105 Bristol and 2102 Montmartre.
      // Issue 16 (13-G12 picks): 1105 Bristol adds Visa Checkout; 4102 Ottawa takes Google Pay 3DS instead of Google Pay.
      const payLater = hut.id === '1105' || hut.id === '2102' ? ['paylater_credit', 'paylater_debit'] : [];
      if (hut.sector.startsWith('uk') && hut.id !== '1105') expect(types).toEqual(['applePay', 'card', 'cash', 'googlePay', 'paypal']);
      if (hut.id === '1105') expect(types).toEqual(['applePay', 'card', 'cash', 'googlePay', ...payLater, 'paypal', 'visaCheckout']);
      // Issue 16 (13-G7 picks): 2103 Lyon takes cards on Eigen's page and 2105 Lille on the VTEX card page, each
      // in place of the HiPay-style card; 2104 Marseille adds cash or meal ticket.
      const frenchCard = { '2103': 'eigen', '2105': 'vtexCard' }[hut.id] ?? 'card';
      const frenchPick = hut.id === '2104' ? ['cash/ticket'] : [];
      if (hut.sector === 'fr-1') expect(types).toEqual([frenchCard, 'cash', ...payLater, 'ticket', ...frenchPick].sort());
      if (hut.sector.startsWith('in')) expect(types).toEqual(expect.arrayContaining(['cash', 'paytm', 'razorpay']));
      if (hut.sector.startsWith('ca') && hut.id !== '4102') expect(types).toEqual(['applePay', 'card', 'cash', 'googlePay']);
      if (hut.id === '4102') expect(types).toEqual(['applePay', 'card', 'cash', 'googlePay3DS']);
      if (types.includes('googlePay')) expect(hut.googlePay).not.toBeNull();
      if (types.includes('applePay')) expect(hut.applePayMerchantId).not.toBeNull();
    }
  });

  it('gives every hut a small-order supplement with a threshold, bands with an open top, and no 3.99 override (C27)', () => {
    for (const hut of huts) {
      expect(hut.surcharges.find((s) => s.type === 'smallOrderSupplement')?.threshold).toBeGreaterThan(0);
      expect(hut.minDeliveryOrderOverride).toBeNull();
      const bands = hut.variableDeliverySurcharges;
      if (bands.length > 0) expect(bands.at(-1)!.maxOrderValue).toBe(0);
      for (const band of hut.supplements) expect(band.lowerThreshold).toBeLessThan(band.upperThreshold);
    }
    expect(huts.some((h) => h.supplements.length > 0)).toBe(true);
    expect(huts.some((h) => h.variableDeliverySurcharges.length > 0)).toBe(true);
  });

  it('gives every hut weekly hours for exactly its allowed dispositions, prep 20–30, interval 15', () => {
    for (const hut of huts) {
      for (const disposition of ['delivery', 'collection'] as const) {
        const has = hut.hours.web.asap.some((p) => p.disposition === disposition);
        expect(has).toBe(hut.allowedDisposition[disposition]);
      }
      for (const period of hut.hours.web.scheduled) {
        expect(period.interval).toBe(15);
        expect(period.prep).toBeGreaterThanOrEqual(20);
        expect(period.prep).toBeLessThanOrEqual(30);
      }
    }
  });

  it('seeds several postcodes inside every hut zone, and some outside every zone in each country', () => {
    for (const hut of huts) {
      const inside = postcodes.filter((p) => p.country === countryOf(hut) && distanceMetres(p, hut) <= hut.deliveryRadiusMetres);
      expect(inside.length, `${hut.sector}/${hut.id}`).toBeGreaterThanOrEqual(2);
    }
    for (const country of ['GB', 'FR', 'IN', 'CA']) {
      const outside = postcodes.filter(
        (p) => p.country === country && huts.every((h) => distanceMetres(p, h) > h.deliveryRadiusMetres),
      );
      expect(outside.length, country).toBeGreaterThanOrEqual(3);
    }
    for (const postcode of postcodes) expect(postcode.addresses.length).toBeGreaterThanOrEqual(1);
  });

  it('gives French address ranges consistent numbers, each served by a fr-1 hut whose zone holds the postcode', () => {
    expect(new Set(ranges.map((r) => r.hutId))).toEqual(new Set(huts.filter((h) => h.sector === 'fr-1').map((h) => h.id)));
    for (const range of ranges) {
      expect(range.numberFrom).toBeLessThanOrEqual(range.numberTo);
      if (range.numberType === 'Odd') expect([range.numberFrom % 2, range.numberTo % 2]).toEqual([1, 1]);
      if (range.numberType === 'Even') expect([range.numberFrom % 2, range.numberTo % 2]).toEqual([0, 0]);
      const centre = postcodes.find((p) => p.country === 'FR' && p.postcode === range.postcode)!;
      const hut = hutOf({ sector: 'fr-1', id: range.hutId });
      expect(distanceMetres(centre, hut)).toBeLessThanOrEqual(hut.deliveryRadiusMetres);
    }
  });

  it('rejects a bad record naming it', () => {
    const bad = { ...(hutRecords[0] as object), timeZone: 'Europe/Atlantis' };
    expect(hutRecordSchema.safeParse(bad).success).toBe(false);
  });
});

describe(`hut seed in the database (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;

  beforeEach(async () => {
    testDb = await createTestDatabase();
    database = testDb.handle;
    await migrateToLatest(database.db);
  });

  afterEach(async () => {
    await testDb.cleanup();
  });

  /** Only the steps this area owns (and what they depend on), so another area's seed cannot break these. */
  const steps = [{ name: 'markets', run: seedMarkets }, { name: 'sectors', run: seedSectors }, ...hutSeedSteps];

  const count = async (table: 'huts' | 'postcodes' | 'address_ranges') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('loads twice without duplicates: the second run inserts nothing', async () => {
    const first = await seedDatabase(database.db, steps);
    const second = await seedDatabase(database.db, steps);
    expect(first.slice(2)).toEqual([
      { step: 'huts', inserted: hutRecords.length },
      { step: 'postcodes', inserted: postcodeSeedRecords.length },
      { step: 'address-ranges', inserted: addressRangeRecords.length },
    ]);
    expect(second.every((step) => step.inserted === 0)).toBe(true);
    expect(await count('huts')).toBe(hutRecords.length);
    expect(await count('postcodes')).toBe(postcodeSeedRecords.length);
    expect(await count('address_ranges')).toBe(addressRangeRecords.length);
  });

  it('stores each hut whole, with its look-up columns beside it', async () => {
    await seedDatabase(database.db, steps);
    const row = await database.db.selectFrom('huts').selectAll().where('sector', '=', 'uk-1').where('id', '=', '1101').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sector: 'uk-1', id: '1101', postcode: 'NW1 8QP', latitude: 51.539, longitude: -0.1426, test: false });
    expect(hutRecordSchema.parse(row.data)).toEqual(hutOf({ sector: 'uk-1', id: '1101' }));
  });

  it('fails the whole seed on a bad record, leaving no row behind', async () => {
    const bad = { ...(hutRecords[0] as object), id: 'bad-hut', allowedDisposition: { delivery: 'yes' } };
    const failing = [
      { name: 'markets', run: seedMarkets },
      { name: 'sectors', run: seedSectors },
      { name: 'huts', run: (trx: Parameters<typeof seedHuts>[0]) => seedHuts(trx, [...hutRecords, bad]) },
    ];
    await expect(seedDatabase(database.db, failing)).rejects.toThrow(/Invalid seed record hut uk-1\/bad-hut: allowedDisposition\.delivery/);
    expect(await count('huts')).toBe(0);
    expect(await database.db.selectFrom('markets').selectAll().execute()).toEqual([]);
  });

  it('rejects a hut of an unknown sector and an address range of an unknown hut (foreign keys)', async () => {
    await seedDatabase(database.db, steps);
    const { data } = await database.db.selectFrom('huts').select('data').limit(1).executeTakeFirstOrThrow();
    await expect(
      database.db
        .insertInto('huts')
        .values({ sector: 'zz-1', id: '1', postcode: 'X', latitude: 0, longitude: 0, test: false, data: JSON.stringify(data) })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('address_ranges')
        .values({ postcode: '75011', street: 'Rue X', street_key: 'rue x', number_from: 1, number_to: 3, number_type: 'Odd', city: 'Paris', sector: 'fr-1', hut_id: '9999' })
        .execute(),
    ).rejects.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMetres, EARTH_RADIUS_METRES, foldText, isWithinRadius } from '../../../src/domain/localisation/geo';
import { normalisePostcode as postcodeKey } from '../../../src/domain/localisation/postcode';

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe('distanceMetres (haversine)', () => {
  it('measures London to Paris at about 343.5 km, the same both ways', () => {
    expect(distanceMetres(LONDON, PARIS)).toBeGreaterThan(343_000);
    expect(distanceMetres(LONDON, PARIS)).toBeLessThan(344_100);
    expect(distanceMetres(PARIS, LONDON)).toBeCloseTo(distanceMetres(LONDON, PARIS), 6);
  });

  it('is zero for the same point and half the circumference for antipodes', () => {
    expect(distanceMetres(LONDON, LONDON)).toBe(0);
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_METRES,
      0,
    );
  });

  it('measures one degree of latitude at about 111.2 km', () => {
    expect(distanceMetres({ latitude: 10, longitude: 77 }, { latitude: 11, longitude: 77 })).toBeCloseTo(111_195, -1);
  });

  it('handles the collection finder distance (32187 m is about 20 miles)', () => {
    const north = { latitude: LONDON.latitude + 32_187 / 111_195, longitude: LONDON.longitude };
    expect(distanceMetres(LONDON, north)).toBeCloseTo(32_187, -1);
  });
});

describe('isWithinRadius', () => {
  it('counts the edge as inside', () => {
    const point = { latitude: 51.5164, longitude: -0.1278 };
    const edge = distanceMetres(LONDON, point);
    expect(isWithinRadius(point, LONDON, edge)).toBe(true);
    expect(isWithinRadius(point, LONDON, edge - 1)).toBe(false);
  });
});

describe('boundingBox', () => {
  it('contains every point at the radius in the four directions', () => {
    const box = boundingBox(LONDON, 5_000);
    const dLat = 5_000 / 111_195;
    const dLng = dLat / Math.cos((LONDON.latitude * Math.PI) / 180);
    for (const [lat, lng] of [[dLat, 0], [-dLat, 0], [0, dLng], [0, -dLng]] as const) {
      const latitude = LONDON.latitude + lat * 0.999;
      const longitude = LONDON.longitude + lng * 0.999;
      expect(latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('spans every longitude at a pole', () => {
    expect(boundingBox({ latitude: 90, longitude: 0 }, 1_000)).toMatchObject({ minLongitude: -180, maxLongitude: 180, maxLatitude: 90 });
  });
});

describe('postcodeKey and foldText', () => {
  it('compares postcodes case-insensitively with spaces ignored (spec 1 §5)', () => {
    expect(postcodeKey(' sw1a  1aa ')).toBe('SW1A1AA');
    expect(postcodeKey('GIR 0AA')).toBe('GIR0AA');
    expect(postcodeKey('m5v 2a5')).toBe('M5V2A5');
    expect(postcodeKey('')).toBe('');
  });

  it('folds case, accents, hyphens and apostrophes', () => {
    expect(foldText('Rue de Béthune')).toBe('rue de bethune');
    expect(foldText('Rue Saint-Ferréol')).toBe('rue saint ferreol');
    expect(foldText("  St. John's ")).toBe('st. john s');
    expect(foldText('MONTRÉAL')).toBe('montreal');
    expect(foldText('__proto__')).toBe('__proto__');
  });
});

import { geoMercator } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { parseLatLong, projectPoint, viewBoxAround, type MapOutline } from '../../../src/domain/map/projection';
import UK from '../../../src/domain/map/outlines/UK.json';
import IN from '../../../src/domain/map/outlines/IN.json';
import CA from '../../../src/domain/map/outlines/CA.json';
import FR from '../../../src/domain/map/outlines/FR.json';
import { marketConfig, MARKETS } from '../../../src/domain/markets';

const OUTLINES = { UK, FR, IN, CA } as unknown as Record<string, MapOutline>;

describe('projectPoint: pins in the frame the outline was drawn in (10-G3)', () => {
  it('agrees with d3-geo geoMercator for the same scale and translate', () => {
    const outline = OUTLINES.UK!;
    const d3 = geoMercator().scale(outline.scale).translate(outline.translate);
    for (const point of [
      { lat: 51.539, lng: -0.1426 }, // Camden
      { lat: 55.9533, lng: -3.1883 }, // Edinburgh
      { lat: -33.86, lng: 151.2 },
    ]) {
      const [x, y] = d3([point.lng, point.lat])!;
      const ours = projectPoint(outline, point);
      expect(ours.x).toBeCloseTo(x, 6);
      expect(ours.y).toBeCloseTo(y, 6);
    }
  });

  it("puts every market's start position inside its own frame", () => {
    for (const market of MARKETS) {
      const outline = OUTLINES[market]!;
      const { x, y } = projectPoint(outline, marketConfig(market).mapStart);
      expect(x, market).toBeGreaterThan(0);
      expect(x, market).toBeLessThan(outline.width);
      expect(y, market).toBeGreaterThan(0);
      expect(y, market).toBeLessThan(outline.height);
    }
  });

  it('places north above south and west left of east', () => {
    const london = projectPoint(OUTLINES.UK!, { lat: 51.5, lng: -0.12 });
    const leeds = projectPoint(OUTLINES.UK!, { lat: 53.8, lng: -1.55 });
    expect(leeds.y).toBeLessThan(london.y);
    expect(leeds.x).toBeLessThan(london.x);
  });

  it('clamps the poles instead of answering Infinity', () => {
    const pole = projectPoint(OUTLINES.CA!, { lat: 90, lng: 0 });
    expect(Number.isFinite(pole.y)).toBe(true);
  });
});

describe('viewBoxAround', () => {
  const frame = { width: 1000, height: 500 };

  it('with nothing to show, fits the whole frame in the picture, centred', () => {
    expect(viewBoxAround(frame, [], { aspect: 2 })).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
    const box = viewBoxAround(frame, [], { aspect: 1 });
    expect(box).toEqual({ x: 0, y: -250, width: 1000, height: 1000 });
  });

  it('centres one point with at least the minimum span, in the picture shape', () => {
    const box = viewBoxAround(frame, [{ x: 500, y: 250 }], { aspect: 2, minSpan: 0.2 });
    expect(box.height).toBeCloseTo(100);
    expect(box.width).toBeCloseTo(200);
    expect(box.x + box.width / 2).toBeCloseTo(500);
    // a little above the point: the pin stands on it
    expect(box.y + box.height / 2).toBeLessThan(250);
    expect(box.y + box.height / 2).toBeGreaterThan(240);
  });

  it('slides a box back inside the frame at an edge', () => {
    const box = viewBoxAround(frame, [{ x: 5, y: 495 }], { aspect: 2, minSpan: 0.2 });
    expect(box.x).toBe(0);
    expect(box.y + box.height).toBeCloseTo(500);
  });

  it('holds every point, with a margin, in a 4:3 picture of a wide frame', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 900, y: 200 },
    ];
    const box = viewBoxAround(frame, points, { aspect: 4 / 3, minSpan: 0.01 });
    for (const point of points) {
      expect(point.x).toBeGreaterThan(box.x);
      expect(point.x).toBeLessThan(box.x + box.width);
      expect(point.y).toBeGreaterThan(box.y);
      expect(point.y).toBeLessThan(box.y + box.height);
    }
    expect(box.width / box.height).toBeCloseTo(4 / 3);
  });
});

describe('parseLatLong (our pick: "lat,lng")', () => {
  it('reads two decimal numbers', () => {
    expect(parseLatLong('51.539,-0.1426')).toEqual({ lat: 51.539, lng: -0.1426 });
    expect(parseLatLong(' 28.6139 , 77.209 ')).toEqual({ lat: 28.6139, lng: 77.209 });
  });

  it('refuses anything else', () => {
    for (const value of [null, undefined, '', '51.5', 'a,b', '91,0', '0,181', '51.5,-0.1,3', '1e3,2', '__proto__']) {
      expect(parseLatLong(value), String(value)).toBeNull();
    }
  });
});

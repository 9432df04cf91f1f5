/**
 * The drawn map's geometry (checklist 10-G3): hut pins and the searched point are placed with the
 * very Mercator frame the country outline was pre-projected in (scripts/build-map-outlines.mjs,
 * d3-geo's geoMercator fitted to the market's frame), so the page needs no d3 and no tile server.
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** One market's pre-projected outline: frame size, d3's scale and translate, and two SVG paths. */
export interface MapOutline {
  width: number;
  height: number;
  scale: number;
  translate: [number, number];
  country: string;
  neighbours: string;
}

export interface MapPoint {
  x: number;
  y: number;
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const RADIANS = Math.PI / 180;
/** Mercator is undefined at the poles; d3 clamps there too. */
const MAX_LATITUDE = 85;

/** d3's geoMercator with no rotation: x = tx + k·λ, y = ty − k·ln(tan(π/4 + φ/2)). */
export function projectPoint(outline: Pick<MapOutline, 'scale' | 'translate'>, point: GeoPoint): MapPoint {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, point.lat));
  const lambda = point.lng * RADIANS;
  const phi = lat * RADIANS;
  return {
    x: outline.translate[0] + outline.scale * lambda,
    y: outline.translate[1] - outline.scale * Math.log(Math.tan(Math.PI / 4 + phi / 2)),
  };
}

/**
 * The part of the frame to show in a picture of the given aspect ratio (width / height): every
 * point with a margin, at least `minSpan` of the frame's shorter side across (one hut alone still
 * shows its region's coast), slid back inside the frame where it would cross an edge. A box larger
 * than the frame along one axis is centred on the frame there (the sea fills the rest).
 */
export function viewBoxAround(
  outline: Pick<MapOutline, 'width' | 'height'>,
  points: readonly MapPoint[],
  { aspect, minSpan = 0.3 }: { aspect: number; minSpan?: number },
): ViewBox {
  const margin = 1.5;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const bounds =
    points.length === 0
      ? { left: 0, right: outline.width, top: 0, bottom: outline.height, margin: 1 }
      : { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys), margin };
  const least = points.length === 0 ? 0 : minSpan * Math.min(outline.width, outline.height);
  let width = Math.max((bounds.right - bounds.left) * bounds.margin, least);
  let height = Math.max((bounds.bottom - bounds.top) * bounds.margin, least);
  // the picture's shape: widen or heighten whichever is short
  if (width / height > aspect) height = width / aspect;
  else width = height * aspect;
  const place = (centre: number, size: number, limit: number) =>
    size >= limit ? (limit - size) / 2 : Math.max(0, Math.min(limit - size, centre - size / 2));
  return {
    x: place((bounds.left + bounds.right) / 2, width, outline.width),
    // pins stand above their point: the box sits a little higher than the points' centre
    y: place((bounds.top + bounds.bottom) / 2 - height * 0.04, height, outline.height),
    width,
    height,
  };
}

/**
 * `lat,lng` from the /map/ query (checklist 10-G3: our pick for the latLong format); null when it
 * is missing, not two numbers, or off the globe.
 */
export function parseLatLong(value: string | null | undefined): GeoPoint | null {
  if (!value) return null;
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

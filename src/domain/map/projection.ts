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
 * The part of the frame to show: every point with a margin, at least `minSpan` of the frame's
 * shorter side across (one hut alone still shows its region's coast), the frame's aspect ratio
 * kept, and slid back inside the frame where it would cross an edge.
 */
export function viewBoxAround(outline: Pick<MapOutline, 'width' | 'height'>, points: readonly MapPoint[], minSpan = 0.3): ViewBox {
  const frame: ViewBox = { x: 0, y: 0, width: outline.width, height: outline.height };
  if (points.length === 0) return frame;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const aspect = outline.width / outline.height;
  const margin = 1.4;
  const least = minSpan * Math.min(outline.width, outline.height);
  let width = Math.max((right - left) * margin, least);
  let height = Math.max((bottom - top) * margin, least);
  // keep the frame's shape: widen or heighten whichever is short
  if (width / height > aspect) height = width / aspect;
  else width = height * aspect;
  if (width >= outline.width || height >= outline.height) return frame;
  const clamp = (value: number, size: number, limit: number) => Math.max(0, Math.min(limit - size, value));
  return {
    x: clamp((left + right) / 2 - width / 2, width, outline.width),
    y: clamp((top + bottom) / 2 - height / 2, height, outline.height),
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

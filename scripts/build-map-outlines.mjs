#!/usr/bin/env node
/**
 * Pre-projects each market's country outline for the drawn maps (checklist 10-G3; issue 13 "a drawn
 * map ... country outline from real open data"). No tile server can be reached, and shipping the
 * whole world atlas (750 KB) to draw one country would be wasteful, so this runs once at development
 * time and writes, per market, small SVG paths plus the Mercator frame they were drawn in to
 * src/domain/map/outlines/{market}.json (each loads with the map only for its own market). The page projects hut pins with the same frame
 * (src/domain/map/projection.ts), so no d3 reaches the browser.
 *
 *   node scripts/build-map-outlines.mjs
 *
 * Source: world-atlas 2.x countries-50m for the market's own country and countries-110m for its
 * neighbours (Natural Earth, public domain).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const root = fileURLToPath(new URL('..', import.meta.url));
const atlas = JSON.parse(readFileSync(`${root}node_modules/world-atlas/countries-50m.json`, 'utf8'));
const countries = feature(atlas, atlas.objects.countries).features;
// Neighbours are context only: the coarser 1:110m set keeps each market's file small.
const coarse = JSON.parse(readFileSync(`${root}node_modules/world-atlas/countries-110m.json`, 'utf8'));
const coarseCountries = feature(coarse, coarse.objects.countries).features;

/**
 * The area each market's map frames (longitude west→east, latitude south→north): the mainland the
 * huts are in. France leaves out its overseas regions; Canada stops at 62°N, where Mercator would
 * stretch the Arctic islands over most of the picture while every hut is in the south.
 */
const FRAMES = {
  UK: { country: '826', west: -8.8, east: 2.1, south: 49.8, north: 60.95 },
  FR: { country: '250', west: -5.3, east: 9.7, south: 41.2, north: 51.2 },
  IN: { country: '356', west: 68, east: 97.5, south: 6.5, north: 35.7 },
  CA: { country: '124', west: -140, east: -52, south: 41.5, north: 62 },
};
const WIDTH = 1000;

const out = {};
for (const [market, frame] of Object.entries(FRAMES)) {
  const corners = {
    type: 'MultiPoint',
    coordinates: [
      [frame.west, frame.south],
      [frame.east, frame.north],
    ],
  };
  // Mercator keeps parallels straight, so the two corners fix the frame; the height follows the shape.
  const unit = geoMercator().fitWidth(WIDTH, corners);
  const [[, top], [, bottom]] = geoPath(unit).bounds(corners);
  const height = Math.round(bottom - top);
  // Drawn half a frame beyond each edge: a picture of another shape than the frame (the page's is
  // 4:3) shows real coast and neighbours around it rather than a cut edge.
  const projection = geoMercator()
    .fitExtent([[0, 0], [WIDTH, height]], corners)
    .clipExtent([[-WIDTH / 2, -height / 2], [WIDTH * 1.5, height * 1.5]]);
  const path = geoPath(projection).digits(1);
  const own = countries.find((entry) => entry.id === frame.country);
  if (!own) throw new Error(`${market}: country ${frame.country} not in the atlas`);
  const neighbours = coarseCountries.filter((entry) => entry.id !== frame.country);
  const coarsePath = geoPath(projection).digits(0);
  out[market] = {
    width: WIDTH,
    height,
    scale: Number(projection.scale().toFixed(4)),
    translate: projection.translate().map((value) => Number(value.toFixed(4))),
    country: path(own),
    neighbours: neighbours.map((entry) => coarsePath(entry)).filter(Boolean).join(''),
  };
  console.log(`${market}: ${WIDTH}×${height}, country ${out[market].country.length} B, neighbours ${out[market].neighbours.length} B`);
}

for (const [market, outline] of Object.entries(out)) {
  writeFileSync(`${root}src/domain/map/outlines/${market}.json`, `${JSON.stringify(outline)}\n`);
}

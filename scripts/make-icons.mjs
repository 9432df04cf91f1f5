// Draws the app icons (a pepperoni pizza on the brand red) into public/icons/ as PNGs.
// Run once when the artwork changes: `node scripts/make-icons.mjs`. The PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const RED = [200, 16, 46];
const CRUST = [232, 163, 61];
const CHEESE = [255, 214, 102];
const PEPPERONI = [170, 24, 34];
const CUT = [222, 150, 55];

/** Colour of the point (x, y) in a unit square, or null for transparent. */
function paint(x, y, { rounded, pizzaRadius }) {
  const inBackground = rounded ? insideRoundedSquare(x, y, 0.2) : true;
  if (!inBackground) return null;
  const dx = x - 0.5;
  const dy = y - 0.5;
  const r = Math.hypot(dx, dy);
  if (r > pizzaRadius) return RED;
  if (r > pizzaRadius * 0.86) return CRUST;
  const pepperoni = [0, 1, 2, 3, 4, 5].map((i) => {
    const a = (i * Math.PI) / 3 + Math.PI / 6;
    return [0.5 + Math.cos(a) * pizzaRadius * 0.52, 0.5 + Math.sin(a) * pizzaRadius * 0.52];
  });
  pepperoni.push([0.5, 0.5]);
  if (pepperoni.some(([px, py]) => Math.hypot(x - px, y - py) < pizzaRadius * 0.15)) return PEPPERONI;
  const angle = Math.atan2(dy, dx);
  const nearCut = [0, 1, 2].some((i) => {
    const a = (i * Math.PI) / 3;
    return Math.abs(Math.sin(angle - a)) * r < pizzaRadius * 0.018;
  });
  return nearCut ? CUT : CHEESE;
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

function draw(size, options) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = paint((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, options);
          if (!colour) continue;
          r += colour[0]; g += colour[1]; b += colour[2]; a += 1;
        }
      }
      const o = 1 + px * 4;
      if (a > 0) {
        row[o] = Math.round(r / a); row[o + 1] = Math.round(g / a); row[o + 2] = Math.round(b / a);
      }
      row[o + 3] = Math.round((a / (samples * samples)) * 255);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

function png(size, raw) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
const icons = [
  ['icon-192.png', 192, { rounded: true, pizzaRadius: 0.36 }],
  ['icon-512.png', 512, { rounded: true, pizzaRadius: 0.36 }],
  // Maskable: full-bleed background, artwork inside the 80 % safe circle.
  ['icon-maskable-512.png', 512, { rounded: false, pizzaRadius: 0.3 }],
  ['apple-touch-icon-180.png', 180, { rounded: false, pizzaRadius: 0.34 }],
  ['og-image-300.png', 300, { rounded: false, pizzaRadius: 0.36 }],
];
for (const [name, size, options] of icons) writeFileSync(`public/icons/${name}`, draw(size, options));

writeFileSync(
  'public/icons/favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="13" fill="#c8102e"/>
  <circle cx="32" cy="32" r="23" fill="#e8a33d"/><circle cx="32" cy="32" r="19.8" fill="#ffd666"/>
  <g fill="#aa1822"><circle cx="32" cy="32" r="3.5"/><circle cx="42" cy="26" r="3.5"/><circle cx="22" cy="26" r="3.5"/>
  <circle cx="42" cy="38" r="3.5"/><circle cx="22" cy="38" r="3.5"/><circle cx="32" cy="44" r="3.5"/><circle cx="32" cy="20" r="3.5"/></g>
</svg>
`,
);
console.log(`wrote ${icons.length} PNG icons and favicon.svg to public/icons/`);

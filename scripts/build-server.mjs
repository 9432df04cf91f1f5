// Builds the store server for `npm start`: bundles server/main.ts into dist-server/main.mjs (npm
// packages stay external and load from node_modules), then precompresses the Vite build in dist/ so
// the server can send .br/.gz files without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { bundleServer } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');

/** Text formats and WebAssembly (3.5 MB of HiGHS goes out as 1.2 MB); images and fonts (png, woff2) are already compressed. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt', '.map', '.wasm']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Above this size brotli's best quality costs seconds per file (13 s for the 3.5 MB wasm) for ~15 % less. */
const LARGE_FILE_BYTES = 1024 * 1024;

/** Writes file.br (brotli, quality 11; 9 for large files) and file.gz (gzip, level 9) when each is smaller than file. */
async function compressFile(file) {
  const source = await readFile(file);
  const quality = source.length > LARGE_FILE_BYTES ? 9 : 11;
  const variants = [
    ['.br', await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })],
    ['.gz', await gzip(source, { level: 9 })],
  ];
  let written = 0;
  for (const [suffix, data] of variants) {
    if (data.length >= source.length) continue;
    await writeFile(file + suffix, data);
    written += 1;
  }
  return { before: source.length, written };
}

async function precompressDist() {
  const exists = await stat(distDir).then((s) => s.isDirectory(), () => false);
  if (!exists) return null;
  let files = 0;
  let written = 0;
  let bytes = 0;
  for await (const file of walk(distDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    if ((await stat(file)).size <= MIN_BYTES) continue;
    const result = await compressFile(file);
    files += 1;
    written += result.written;
    bytes += result.before;
  }
  return { files, written, bytes };
}

const started = Date.now();
await bundleServer(path.join(root, 'dist-server'), { sourcemap: true });
const compressed = await precompressDist();
const summary = compressed
  ? `precompressed ${compressed.files} files (${(compressed.bytes / 1024).toFixed(0)} KiB) into ${compressed.written} .br/.gz siblings`
  : 'no dist/ to precompress (run vite build first)';
console.log(`build-server: dist-server/main.mjs and optimiser-worker.mjs bundled; ${summary} in ${Date.now() - started} ms`);

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../server/static/accept-encoding';
import { cacheControlFor } from '../../server/static/cache-control';
import { contentTypeFor } from '../../server/static/content-type';
import { resolveInside, safeRelativePath } from '../../server/static/safe-path';

describe('acceptedEncodings', () => {
  const names = (header: string | undefined) => acceptedEncodings(header).map((e) => e.name);

  it('prefers brotli over gzip whatever the order the client lists them in', () => {
    expect(names('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
  });

  it('honours q=0 as a refusal and * as anything else', () => {
    expect(names('br;q=0, *')).toEqual(['gzip']);
    expect(names('*;q=0')).toEqual([]);
    expect(names('gzip;q=0.5')).toEqual(['gzip']);
  });

  it('accepts nothing when the header is missing or empty', () => {
    expect(names(undefined)).toEqual([]);
    expect(names('')).toEqual([]);
    expect(names('identity')).toEqual([]);
  });
});

describe('safeRelativePath', () => {
  it('maps URL paths to root-relative paths', () => {
    expect(safeRelativePath('/')).toBe('');
    expect(safeRelativePath('/assets/app-abc.js')).toBe('assets/app-abc.js');
    expect(safeRelativePath('/a%20b.txt')).toBe('a b.txt');
  });

  it('refuses traversal, dot-files, NUL, backslashes and malformed escapes', () => {
    for (const bad of ['/../x', '/a/%2e%2e/x', '/..%2fx', '/.env', '/a%00b', '/a%5c..%5cb', '/%E0%A4%A']) {
      expect(safeRelativePath(bad), bad).toBeNull();
    }
  });

  it('resolveInside keeps paths under the root', () => {
    const root = path.resolve('/srv/dist');
    expect(resolveInside(root, 'assets/x.js')).toBe(path.join(root, 'assets/x.js'));
    expect(resolveInside(root, '../dist-other/x')).toBeNull();
  });
});

describe('cache and content type', () => {
  it('makes only hashed assets immutable', () => {
    expect(cacheControlFor('assets/index-Bx1.js')).toBe('public, max-age=31536000, immutable');
    for (const file of ['index.html', 'sw.js', 'manifest.webmanifest', 'RELEASE_HASH.txt', 'registerSW.js', 'icon.png']) {
      expect(cacheControlFor(file), file).toBe('no-cache');
    }
  });

  it('knows the types a Vite build emits', () => {
    expect(contentTypeFor('sw.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.MAP')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('unknown.bin')).toBe('application/octet-stream');
  });
});

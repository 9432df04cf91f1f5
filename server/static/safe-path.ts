import path from 'node:path';

/**
 * Maps a URL path to a path relative to the static root, or null when it must not be served: a
 * `..` segment (also when percent-encoded, e.g. `..%2f`), a NUL byte, a backslash, a dot-file, or
 * malformed percent-encoding. The caller also checks the resolved path stays inside the root.
 */
export function safeRelativePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return null;
  return segments.join('/');
}

/** The absolute file for a relative path, or null if it would land outside the root. */
export function resolveInside(root: string, relativePath: string): string | null {
  const resolved = path.resolve(root, relativePath);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

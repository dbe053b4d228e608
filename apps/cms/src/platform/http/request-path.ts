/**
 * The one reading of a request's path that every decision and every handler uses (src/middlewares/request-path.ts
 * puts it in place first): an access check on one spelling and a file handler decoding another is how paid files
 * leaked (`/%75ploads/...`, `/uploads%2f...`).
 */

/**
 * The areas the CMS answers itself; Strapi's router matches them in any case, so their first segment is lower-cased.
 */
export const CMS_AREAS: readonly string[] = [
  '_health',
  '_metrics',
  'api',
  'graphql',
  'admin',
  'uploads',
  'documents',
  'i18n',
  'content-manager',
  'content-type-builder',
  'upload',
  'users-permissions',
];

/** Deeper than any honest address is encoded: `%2575` is two rounds. */
const MAX_DECODING_ROUNDS = 4;
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;
const STRAY_PERCENT = /%(?![0-9a-f]{2})/i;
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The path as every reader would understand it: percent-decoded until nothing is left to decode (`%252F` is `/`),
 * backslashes read as slashes, empty and `.` segments dropped, `..` applied (never above the root), the CMS area's
 * first segment in lower case (`/UPLOADS` is `/uploads`), a trailing slash kept. Undefined when the path cannot be
 * read: a `%` that starts no escape, an invalid UTF-8 sequence, a control character, or more rounds of encoding than
 * any honest address has. Reading `encodedPath(canonical)` again gives `canonical`.
 */
export function canonicalPath(rawPath: string): string | undefined {
  if (STRAY_PERCENT.test(rawPath)) return undefined;
  let decoded = rawPath;
  for (let round = 0; PERCENT_ESCAPE.test(decoded); round += 1) {
    if (round === MAX_DECODING_ROUNDS) return undefined;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return undefined;
    }
  }
  if (CONTROL_CHARACTER.test(decoded)) return undefined;
  const segments: string[] = [];
  for (const segment of decoded.split(/[/\\]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  if (segments.length > 0 && CMS_AREAS.includes(segments[0].toLowerCase())) segments[0] = segments[0].toLowerCase();
  const trailingSlash = segments.length > 0 && /[/\\]$/.test(decoded);
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}

/**
 * A canonical path as a URL path again, each segment encoded so that decoding it once (as Strapi's router, its
 * static handlers and every other reader do) gives the canonical path back, with nothing left to read differently.
 */
export function encodedPath(canonical: string): string {
  return canonical
    .split('/')
    .map((segment) => encodeURI(segment).replace(/[?#]/g, (character) => encodeURIComponent(character)))
    .join('/');
}

/** The first segment of a canonical path (`api`, `uploads` ...), or '' for the site's root. */
export const areaOf = (canonical: string) => canonical.split('/')[1] ?? '';

/** Whether a canonical path names something under /uploads (the only door to uploaded files). */
export const isUploadsPath = (canonical: string) => canonical === '/uploads' || canonical.startsWith('/uploads/');

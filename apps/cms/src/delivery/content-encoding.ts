/**
 * Choosing between an answer's Brotli and gzip forms by the request's Accept-Encoding, for every answer the CMS keeps
 * compressed: the web app's built files (src/middlewares/spa.ts) and cached GraphQL answers
 * (src/delivery/response-cache).
 */
export type ContentCoding = 'br' | 'gzip';

/** Brotli first: it is the smaller, so it wins when a client rates both alike. */
const BY_PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The q-value an Accept-Encoding header gives a content coding (RFC 9110 §12.5.3); `*` stands for any coding not named.
 */
function qualityOf(acceptEncoding: string, coding: string): number {
  let wildcard = 0;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (name.trim() === coding) return Number.isFinite(quality) ? quality : 0;
    if (name.trim() === '*') wildcard = Number.isFinite(quality) ? quality : 0;
  }
  return wildcard;
}

/**
 * Which of the `available` forms to send: the one the client rates highest, Brotli before gzip when it rates them
 * alike (browsers list gzip first but mean no preference). Null: send the answer as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  if (!acceptEncoding) return null;
  let best: { encoding: ContentCoding; quality: number } | null = null;
  for (const encoding of BY_PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const quality = qualityOf(acceptEncoding, encoding);
    if (quality > 0 && (!best || quality > best.quality)) best = { encoding, quality };
  }
  return best?.encoding ?? null;
}

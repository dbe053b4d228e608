/**
 * An uploaded image ready for an <img>: Strapi gives a url plus resized `formats` (thumbnail, small, medium, large).
 */
export interface ImageView {
  url: string;
  alt: string;
  caption: string | null;
  /** Every size Strapi keeps of the image (`url 500w, …`), so the browser fetches the one the page's `sizes` needs. */
  srcSet: string | null;
  /** The pixel size of `url`: as width and height attributes they reserve the image's box before it arrives. */
  width: number | null;
  height: number | null;
}

type FormatName = 'thumbnail' | 'small' | 'medium' | 'large';

const FORMAT_NAMES: FormatName[] = ['thumbnail', 'small', 'medium', 'large'];

interface SizedFile {
  url: string;
  width: number | null;
  height: number | null;
}

const positiveNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;

/** One resized copy from an upload's `formats` JSON, or null when Strapi did not make it (a small original). */
function format(formats: unknown, name: FormatName): SizedFile | null {
  if (!formats || typeof formats !== 'object') return null;
  const entry = (formats as Record<string, unknown>)[name];
  if (!entry || typeof entry !== 'object') return null;
  const { url, width, height } = entry as Record<string, unknown>;
  if (typeof url !== 'string' || url === '') return null;
  return { url, width: positiveNumber(width), height: positiveNumber(height) };
}

export function formatUrl(formats: unknown, preferred: FormatName): string | null {
  return format(formats, preferred)?.url ?? null;
}

interface UploadedImage {
  url: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: unknown;
}

/** `srcset` candidates, narrowest first, one per width: the resized copies and the original. */
export function imageSrcSet(file: UploadedImage): string | null {
  const original = { url: file.url, width: positiveNumber(file.width) };
  const byWidth = new Map<number, string>();
  for (const candidate of [...FORMAT_NAMES.map((name) => format(file.formats, name)), original]) {
    if (candidate?.width && !byWidth.has(candidate.width)) byWidth.set(candidate.width, candidate.url);
  }
  if (byWidth.size < 2) return null;
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/**
 * `preferred` is the copy old browsers (no srcset) get. Alt text from the upload, else empty: an image without one
 * is treated as decorative.
 */
export function toImageView(
  file: UploadedImage | null | undefined,
  preferred: FormatName = 'medium',
): ImageView | null {
  if (!file?.url) return null;
  const chosen = format(file.formats, preferred) ?? {
    url: file.url,
    width: positiveNumber(file.width),
    height: positiveNumber(file.height),
  };
  return {
    url: chosen.url,
    alt: file.alternativeText ?? '',
    caption: file.caption || null,
    srcSet: imageSrcSet(file),
    width: chosen.width,
    height: chosen.height,
  };
}

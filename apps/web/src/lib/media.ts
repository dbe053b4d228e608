/** An uploaded image ready for an <img>: Strapi gives a url plus resized `formats` (thumbnail, small, medium, large). */
export interface ImageView {
  url: string;
  alt: string;
  caption: string | null;
}

type FormatName = 'thumbnail' | 'small' | 'medium' | 'large';

export function formatUrl(formats: unknown, preferred: FormatName): string | null {
  if (!formats || typeof formats !== 'object') return null;
  const format = (formats as Record<string, unknown>)[preferred];
  if (!format || typeof format !== 'object') return null;
  const url = (format as Record<string, unknown>).url;
  return typeof url === 'string' && url !== '' ? url : null;
}

interface UploadedImage {
  url: string;
  alternativeText?: string | null;
  caption?: string | null;
  formats?: unknown;
}

/** Alt text from the upload, else empty: an image without one is treated as decorative. */
export function toImageView(
  file: UploadedImage | null | undefined,
  preferred: FormatName = 'medium',
): ImageView | null {
  if (!file?.url) return null;
  return {
    url: formatUrl(file.formats, preferred) ?? file.url,
    alt: file.alternativeText ?? '',
    caption: file.caption || null,
  };
}

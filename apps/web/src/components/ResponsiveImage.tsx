import type { ImgHTMLAttributes } from 'react';
import type { ImageView } from '../lib/media';

/**
 * How wide a card image is laid out in the card grids (xs 1 column, md 2, xl 3 or 4 of a Bootstrap container):
 * at most half the container from md on, the whole width below.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1400px) 648px, (min-width: 1200px) 558px, (min-width: 768px) 50vw, 100vw';

/** The same for a theme banner, which spans the window. */
export const BANNER_IMAGE_SIZES = '100vw';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'>;

/**
 * An uploaded image at the size it is shown: `sizes` says how wide the page lays it out, `srcset` offers every copy
 * Strapi keeps, and width and height reserve its box before it arrives. `priority` marks the image a page's first
 * view is judged by (its banner): fetched first, never lazily.
 */
export function ResponsiveImage({
  image,
  sizes,
  alt = image.alt,
  priority = false,
  ...rest
}: { image: ImageView; sizes: string; alt?: string; priority?: boolean } & ImgProps) {
  // React 18 does not know the camel-cased fetchPriority yet; the lower-case attribute reaches the DOM as it is.
  const fetchPriority = priority ? { fetchpriority: 'high' } : {};
  return (
    <img
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...fetchPriority}
      {...rest}
    />
  );
}

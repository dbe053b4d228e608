import { describe, expect, it } from 'vitest';
import { imageSrcSet, toImageView } from './media';

/** An upload as Strapi describes a 1600×500 banner: the original plus the four copies it made. */
const banner = {
  url: '/uploads/banner.jpg',
  alternativeText: 'Children singing',
  caption: null,
  width: 1600,
  height: 500,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_banner.jpg', width: 245, height: 77 },
    small: { url: '/uploads/small_banner.jpg', width: 500, height: 156 },
    medium: { url: '/uploads/medium_banner.jpg', width: 750, height: 234 },
    large: { url: '/uploads/large_banner.jpg', width: 1000, height: 313 },
  },
};

describe('imageSrcSet', () => {
  it('offers every copy and the original, narrowest first, by width', () => {
    expect(imageSrcSet(banner)).toBe(
      '/uploads/thumbnail_banner.jpg 245w, /uploads/small_banner.jpg 500w, /uploads/medium_banner.jpg 750w, ' +
        '/uploads/large_banner.jpg 1000w, /uploads/banner.jpg 1600w',
    );
  });

  it('keeps only the copies Strapi made (a small original has a thumbnail alone)', () => {
    const logo = {
      url: '/uploads/logo.png',
      width: 400,
      height: 400,
      formats: { thumbnail: { url: '/uploads/thumbnail_logo.png', width: 156, height: 156 } },
    };
    expect(imageSrcSet(logo)).toBe('/uploads/thumbnail_logo.png 156w, /uploads/logo.png 400w');
  });

  it('leaves out copies without a width and offers no choice of one', () => {
    expect(
      imageSrcSet({ url: '/uploads/a.jpg', width: 800, formats: { small: { url: '/uploads/small_a.jpg' } } }),
    ).toBe(null);
    expect(imageSrcSet({ url: '/uploads/a.jpg', width: null, formats: null })).toBeNull();
    expect(imageSrcSet({ url: '/uploads/a.jpg', formats: 'not formats' })).toBeNull();
  });
});

describe('toImageView', () => {
  it('takes the preferred copy as src with its own size, and the whole srcset', () => {
    expect(toImageView(banner, 'large')).toEqual({
      url: '/uploads/large_banner.jpg',
      alt: 'Children singing',
      caption: null,
      srcSet: imageSrcSet(banner),
      width: 1000,
      height: 313,
    });
  });

  it('falls back to the original and its size when the preferred copy was not made', () => {
    const small = { url: '/uploads/small.png', width: 300, height: 200, formats: {} };
    expect(toImageView(small, 'medium')).toMatchObject({ url: '/uploads/small.png', width: 300, height: 200 });
  });

  it('treats an image without alt text as decorative, and no upload as no image', () => {
    expect(toImageView({ ...banner, alternativeText: null })?.alt).toBe('');
    expect(toImageView(null)).toBeNull();
    expect(toImageView({ url: '' })).toBeNull();
  });
});

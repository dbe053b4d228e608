import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser';

/** The `<meta>` content a link preview reads from the page's HTML, as a crawler gets it (no script run). */
async function previewTags(path: string): Promise<Record<string, string | undefined>> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const content = (attribute: 'name' | 'property', key: string) =>
    html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
  return {
    title: content('property', 'og:title'),
    image: content('property', 'og:image'),
    twitterImage: content('name', 'twitter:image'),
    twitterCard: content('name', 'twitter:card'),
  };
}

describe('a link to a public page shared in a message or a post (issue 43)', () => {
  it.each(['/', '/cpd', '/terms-and-conditions', '/privacy'])(
    "previews %s with the product's picture, a 1200×630 PNG the site serves",
    async (path) => {
      const tags = await previewTags(path);
      expect(tags.title).toBeTruthy();
      expect(tags.image).toBe(`${baseUrl}/link-preview.png`);
      expect(tags.twitterImage).toBe(tags.image);
      expect(tags.twitterCard).toBe('summary_large_image');

      const picture = await fetch(tags.image!);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await picture.arrayBuffer());
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    },
  );
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_IMAGE, headTags } from './serverState';

const ORIGIN = 'https://classroom.example';

/** The content of each `<meta>` in `html`, by its property or name. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[key] = content;
  }
  return tags;
}

describe('link-preview tags of a server-rendered page (issue 43)', () => {
  it.each([
    ['the home page', { title: 'Music Classroom', description: 'Music lessons for every class.' }],
    ['the CPD page', { title: 'CPD | Music Classroom', name: 'CPD' }],
    ['the terms', { title: 'Terms and Conditions | Music Classroom', name: 'Terms and Conditions' }],
    ['the privacy policy', { title: 'Privacy Policy | Music Classroom', name: 'Privacy Policy' }],
  ])("gives %s, which has no banner, the product's own picture", (_page, head) => {
    const tags = metaTags(headTags(head, `${ORIGIN}/somewhere`, ORIGIN));
    expect(tags['og:image']).toBe(`${ORIGIN}/link-preview.png`);
    expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630']);
    expect(tags['og:image:alt']).toBe('Music Classroom');
    expect(tags['twitter:image']).toBe(`${ORIGIN}/link-preview.png`);
    expect(tags['twitter:card']).toBe('summary_large_image');
  });

  it('gives a page with a banner its own picture', () => {
    const head = { title: 'Strings | Music Classroom', name: 'Strings', image: '/uploads/strings_banner.jpg' };
    const tags = metaTags(headTags(head, `${ORIGIN}/primary/strings`, ORIGIN));
    expect(tags['og:image']).toBe(`${ORIGIN}/uploads/strings_banner.jpg`);
    expect(tags['twitter:image']).toBe(`${ORIGIN}/uploads/strings_banner.jpg`);
    expect(tags).not.toHaveProperty('og:image:width');
  });

  it('ships the picture as a 1200×630 PNG under public/', () => {
    const file = fs.readFileSync(path.resolve(__dirname, '../../public', DEFAULT_PREVIEW_IMAGE.path.slice(1)));
    // The PNG signature, then the IHDR chunk: width and height as big-endian 32-bit numbers.
    expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([
      DEFAULT_PREVIEW_IMAGE.width,
      DEFAULT_PREVIEW_IMAGE.height,
    ]);
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cmsUrl, graphql, signIn, signInAs } from './client';
import { isStored } from './storage';
import { DEMO_ACCOUNTS, DEMO_ADMIN } from '../src/seed/accounts';
import { ADDED_SLIDE_TEMPLATES, SLIDE_TEMPLATES } from './spec';

interface Media {
  url: string;
  mime: string;
  name: string;
}

describe('demo content seeded on first start', () => {
  let subscriber: string;
  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
  });

  it('is seeded once: a second start over the same database adds nothing', () => {
    const { first, second } = inject('seedCounts');
    expect(first['api::audience.audience']).toBe(4);
    expect(first['api::lesson.lesson']).toBeGreaterThan(0);
    expect(first['api::activity-slideshow.activity-slideshow']).toBeGreaterThan(0);
    expect(second).toEqual(first);
  });

  it('has four audiences and at least two themed programmes with units per curriculum audience', async () => {
    const { data } = await graphql<{
      audiences: {
        slug: string;
        programmes: { title: string; released: boolean | null; theme: { css: unknown } | null; units: unknown[] }[];
      }[];
    }>(`
      {
        audiences {
          slug
          programmes {
            title
            released
            theme {
              css
            }
            units {
              title
            }
          }
        }
      }
    `);
    expect(data!.audiences.map((audience) => audience.slug).sort()).toEqual(['live', 'primary', 'secondary', 'send']);
    for (const slug of ['primary', 'secondary', 'send']) {
      const programmes = data!.audiences.find((audience) => audience.slug === slug)!.programmes;
      expect(programmes.length, slug).toBeGreaterThanOrEqual(2);
      expect(programmes.filter((programme) => programme.released !== false).length, slug).toBeGreaterThanOrEqual(2);
      for (const programme of programmes) {
        expect(programme.theme?.css, programme.title).toBeTruthy();
        if (programme.released !== false) expect(programme.units.length, programme.title).toBeGreaterThan(0);
      }
    }
  });

  it('has slideshows that use every one of the ten slide templates, and the added score template', async () => {
    const { data } = await graphql<{ activitySlideshows: { activity_slides: { slide_template: string }[] }[] }>(
      `
        {
          activitySlideshows(pagination: { limit: 500 }) {
            activity_slides {
              slide_template
            }
          }
        }
      `,
      {},
      subscriber,
    );
    const used = new Set(
      data!.activitySlideshows.flatMap((show) => show.activity_slides.map((slide) => slide.slide_template)),
    );
    expect([...used].sort()).toEqual([...SLIDE_TEMPLATES, ...ADDED_SLIDE_TEMPLATES].sort());
  });

  it('has activities whose delivery options carry audio, a PDF and an image that are really served', async () => {
    const { data } = await graphql<{
      activityOptions: { delivery_option: { activity_detail: { media: Media[] }[] }[] }[];
    }>(
      `
        {
          activityOptions(pagination: { limit: 500 }) {
            delivery_option {
              activity_detail {
                media {
                  url
                  mime
                  name
                }
              }
            }
          }
        }
      `,
      {},
      subscriber,
    );
    const media = data!.activityOptions.flatMap((option) =>
      option.delivery_option.flatMap((delivery) => delivery.activity_detail.flatMap((detail) => detail.media)),
    );
    const first = (prefix: string) => media.find((file) => file.mime.startsWith(prefix));
    const audio = first('audio/');
    const pdf = first('application/pdf');
    const image = first('image/');
    expect(audio && pdf && image).toBeTruthy();

    // Teaching files are for subscribers (tests/protected-uploads.test.ts): fetched as the subscriber.
    const asSubscriber = { headers: { authorization: `Bearer ${subscriber}` } };
    const wav = Buffer.from(await (await fetch(`${cmsUrl()}${audio!.url}`, asSubscriber)).arrayBuffer());
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    const byteRate = wav.readUInt32LE(28);
    expect((wav.length - 44) / byteRate).toBeGreaterThan(3); // seconds of sound, not an empty file

    const pdfBytes = Buffer.from(await (await fetch(`${cmsUrl()}${pdf!.url}`, asSubscriber)).arrayBuffer());
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const imageResponse = await fetch(`${cmsUrl()}${image!.url}`, asSubscriber);
    expect(imageResponse.status).toBe(200);
    expect(imageResponse.headers.get('content-type')).toMatch(/^image\//);
    // Kept where uploads are configured to go: public/uploads, or the bucket when S3_* is set.
    expect(await isStored(image!.url)).toBe(true);
  });

  it('seeds the demo accounts with their roles, and an admin for /admin', async () => {
    const expectations: [keyof typeof DEMO_ACCOUNTS, string][] = [
      ['subscriber', 'active_subscriber'],
      ['registered', 'authenticated'],
      ['owner', 'active_subscriber'],
    ];
    for (const [key, roleType] of expectations) {
      const account = DEMO_ACCOUNTS[key];
      const token = await signIn(account.email, account.password);
      const { data } = await graphql<{ me: { email: string; role: { type: string } } }>(
        `
          {
            me {
              email
              role {
                type
              }
            }
          }
        `,
        {},
        token,
      );
      expect(data!.me.role.type, account.email).toBe(roleType);
    }
    const admin = await fetch(`${cmsUrl()}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    expect(admin.status).toBe(200);
  });
});

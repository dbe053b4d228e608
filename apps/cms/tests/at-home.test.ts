import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, rest, signInAs } from './client';
import { encodeAtHomeLink } from '../src/api/at-home/services/at-home-link';

interface Library {
  title: string;
  activities: { documentId: string; title: string }[];
}

describe('Music at Home links (the CMS decodes them; families need no account)', () => {
  let subscriber: string;
  let registered: string;
  let programmeSlug: string;

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    registered = await signInAs('registered');
    const { data } = await graphql<{
      programmes: { slug: string; activity_at_home_library: { title: string } | null }[];
    }>(
      `
        {
          programmes {
            slug
            activity_at_home_library {
              title
            }
          }
        }
      `,
      {},
      subscriber,
    );
    programmeSlug = data!.programmes.find((programme) => programme.activity_at_home_library)!.slug;
  });

  const linkFor = (token: string) => rest(`/api/at-home/link?programme=${programmeSlug}`, token);

  it('gives a subscriber a link that opens the library and its activities for anyone', async () => {
    const response = await linkFor(subscriber);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { code: string } };
    expect(data.code).toMatch(/^[A-Za-z0-9]{8,}-[A-Za-z0-9_-]{22}$/);

    const opened = await rest(`/api/at-home/${data.code}`);
    expect(opened.status).toBe(200);
    const library = ((await opened.json()) as { data: Library }).data;
    expect(library.title).toBeTruthy();
    expect(library.activities.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(library)).not.toMatch(/password|email/);
  });

  it("opens the library's files for a family through the link only (paid files otherwise need a subscription)", async () => {
    const { data } = (await (await linkFor(subscriber)).json()) as { data: { code: string } };
    const library = ((await (await rest(`/api/at-home/${data.code}`)).json()) as { data: unknown }).data;
    const urls = [...JSON.stringify(library).matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.includes(`?athome=${data.code}`))).toBe(true);
    let checked = 0;
    for (const url of urls) {
      const bare = url.split('?')[0];
      if ((await rest(bare)).status === 200) continue; // also used by public content
      checked += 1;
      expect((await rest(url)).status).toBe(200);
      expect(
        (await rest(`${bare}?athome=${data.code.slice(0, -1)}${data.code.endsWith('Z') ? 'Y' : 'Z'}`)).status,
      ).toBe(401);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('makes no link for a user without a subscription, nor for a visitor', async () => {
    expect((await linkFor(registered)).status).toBe(403);
    expect((await rest(`/api/at-home/link?programme=${programmeSlug}`)).status).toBe(403);
  });

  it('refuses a forged link with a clear message', async () => {
    const { data } = (await (await linkFor(subscriber)).json()) as { data: { code: string } };
    const forged = data.code.slice(0, -1) + (data.code.endsWith('a') ? 'b' : 'a');
    const response = await rest(`/api/at-home/${forged}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/not valid/);
    expect((await rest('/api/at-home/<script>')).status).toBe(404);
  });

  it('refuses codes made without the server secret: the obfuscated ids alone, or with a made-up signature', async () => {
    const Hashids = (await import('hashids')).default;
    const oldStyle = new Hashids(
      'music-classroom-at-home',
      8,
      'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789',
    ).encode(1, 1);
    for (const code of [oldStyle, `${oldStyle}-${'A'.repeat(22)}`]) {
      const response = await rest(`/api/at-home/${code}`);
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).not.toContain('uploads');
    }
  });

  it('answers "no longer active" alike for a teacher who does not exist and one without a subscription', async () => {
    const libraries = (await (await rest('/api/at-home-libraries', subscriber)).json()) as { data: { id: number }[] };
    const gone = await rest(`/api/at-home/${encodeAtHomeLink(libraries.data[0].id, 987_654)}`);
    const { data: me } = await graphql<{ me: { id: string } }>('{ me { id } }', {}, registered);
    const unsubscribed = await rest(`/api/at-home/${encodeAtHomeLink(libraries.data[0].id, Number(me!.me.id))}`);
    expect(gone.status).toBe(unsubscribed.status);
    expect(await gone.json()).toEqual(await unsubscribed.json());
  });

  it('stops working when the sharing teacher has no active subscription', async () => {
    const { data: me } = await graphql<{ me: { id: string } }>(
      `
        {
          me {
            id
          }
        }
      `,
      {},
      registered,
    );
    const libraries = (await (await rest('/api/at-home-libraries', subscriber)).json()) as { data: { id: number }[] };
    const code = encodeAtHomeLink(libraries.data[0].id, Number(me!.me.id));
    const response = await rest(`/api/at-home/${code}`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/no longer active/);
  });
});

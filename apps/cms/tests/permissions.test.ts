import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, rest, signInAs } from './client';

const LESSONS = `{ lessons { documentId title activities { activity { title } } } }`;
const ACTIVITIES = `{ activityPages { documentId title activityOptions { title } } }`;

const isForbidden = (result: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }) =>
  result.errors?.some((error) => error.extensions?.code === 'FORBIDDEN' || /forbidden/i.test(error.message)) ?? false;

describe('roles and permissions (SPEC §6), enforced by the CMS', () => {
  let subscriber: string;
  let registered: string;

  beforeAll(async () => {
    subscriber = await signInAs('subscriber');
    registered = await signInAs('registered');
  });

  it('lets anyone read the home page, audiences and programmes', async () => {
    const result = await graphql<{ audiences: { slug: string }[]; learningResourcesHome: { title: string } }>(`
      {
        audiences {
          slug
        }
        learningResourcesHome {
          title
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    expect(result.data!.audiences.map((audience) => audience.slug).sort()).toEqual([
      'live',
      'primary',
      'secondary',
      'send',
    ]);
    expect(result.data!.learningResourcesHome.title).toBeTruthy();
  });

  it('gives an anonymous client no lesson and no activity, by GraphQL or REST', async () => {
    const lessons = await graphql(LESSONS);
    expect(isForbidden(lessons)).toBe(true);
    expect(lessons.data?.lessons ?? null).toBeNull();
    const activities = await graphql(ACTIVITIES);
    expect(isForbidden(activities)).toBe(true);
    expect((await rest('/api/lessons')).status).toBe(403);
    expect((await rest('/api/activity-pages')).status).toBe(403);
  });

  it('does not leak lessons through a public relation (programme -> unit -> lessons)', async () => {
    const result = await graphql<{ programmes: { units: ({ title: string; lessons?: unknown[] | null } | null)[] }[] }>(
      `
        {
          programmes {
            units {
              title
              lessons {
                title
              }
            }
          }
        }
      `,
    );
    expect(isForbidden(result)).toBe(true);
    const lessonsSeen = (result.data?.programmes ?? []).flatMap((programme) =>
      programme.units.flatMap((unit) => unit?.lessons ?? []),
    );
    expect(lessonsSeen).toEqual([]);
  });

  it('answers a forbidden query without a stack trace', async () => {
    const result = await graphql(LESSONS);
    expect(JSON.stringify(result)).not.toMatch(/stacktrace|node_modules/);
  });

  it('refuses lessons to a registered user without an active subscription', async () => {
    const lessons = await graphql(LESSONS, {}, registered);
    expect(isForbidden(lessons)).toBe(true);
    expect((await rest('/api/lessons', registered)).status).toBe(403);
  });

  it('serves lessons and activities to the seeded active subscriber', async () => {
    const lessons = await graphql<{
      lessons: { title: string; activities: { activity: { title: string } | null }[] }[];
    }>(LESSONS, {}, subscriber);
    expect(lessons.errors).toBeUndefined();
    expect(lessons.data!.lessons.length).toBeGreaterThan(0);
    expect(lessons.data!.lessons.some((lesson) => lesson.activities.some((entry) => entry.activity?.title))).toBe(true);
    const activities = await graphql<{ activityPages: { activityOptions: unknown[] }[] }>(ACTIVITIES, {}, subscriber);
    expect(activities.errors).toBeUndefined();
    expect(activities.data!.activityPages.some((activity) => activity.activityOptions.length > 0)).toBe(true);
    expect((await rest('/api/lessons', subscriber)).status).toBe(200);
  });

  it('exposes no playlist, custom unit or user profile to visitors or users without a subscription', async () => {
    const ownedByUsers = ['{ playlists { title } }', '{ customSchemes { title } }', '{ userProfiles { first_name } }'];
    for (const token of [undefined, registered]) {
      for (const query of ownedByUsers) {
        expect(isForbidden(await graphql(query, {}, token)), query).toBe(true);
      }
    }
  });

  it('refuses a tampered token', async () => {
    const tampered = subscriber.slice(0, -4) + (subscriber.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const response = await rest('/api/lessons', tampered);
    expect(response.status).toBe(401);
  });
});

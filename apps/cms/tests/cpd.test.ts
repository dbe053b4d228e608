import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, rest, signInAs } from './client';

const isForbidden = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  result.errors?.some((error) => error.extensions?.code === 'FORBIDDEN') ?? false;

describe('CPD: index public, detail pages for signed-in teachers only (SPEC §2, §6)', () => {
  let registered: string;
  beforeAll(async () => {
    registered = await signInAs('registered');
  });

  it('lists sessions and live events to anyone', async () => {
    const result = await graphql<{
      cpd: { title: string; cpd_sessions: { slug: string }[]; cpd_live_events: { slug: string; venue: string }[] };
    }>(`
      {
        cpd {
          title
          cpd_sessions {
            slug
            title
            blurb
          }
          cpd_live_events {
            slug
            title
            venue
            event_date
            blurb
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    expect(result.data!.cpd.cpd_sessions.length).toBeGreaterThan(0);
    expect(result.data!.cpd.cpd_live_events.length).toBeGreaterThan(0);
  });

  it('refuses the detail fields to a visitor, by GraphQL and REST', async () => {
    expect(
      isForbidden(
        await graphql(`
          {
            cpdSessions {
              slug
              main_text
            }
          }
        `),
      ),
    ).toBe(true);
    expect(
      isForbidden(
        await graphql(`
          {
            cpdLiveEvents {
              slug
              session {
                session_link
              }
            }
          }
        `),
      ),
    ).toBe(true);
    expect(
      isForbidden(
        await graphql(`
          {
            cpd {
              cpd_sessions {
                video
              }
            }
          }
        `),
      ),
    ).toBe(true);
    const sessions = (await (await rest('/api/cpd-sessions')).json()) as { data: Record<string, unknown>[] };
    expect(sessions.data.length).toBeGreaterThan(0);
    for (const session of sessions.data) {
      expect(session.title).toBeTruthy();
      expect(session).not.toHaveProperty('main_text');
      expect(session).not.toHaveProperty('video');
    }
  });

  it('serves the detail fields to a signed-in teacher', async () => {
    const result = await graphql<{
      cpdLiveEvents: { main_text: string; session: { session_link: string | null } | null }[];
    }>(
      `
        {
          cpdLiveEvents {
            slug
            main_text
            session {
              session_link
            }
            documents {
              title
            }
          }
        }
      `,
      {},
      registered,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.cpdLiveEvents.some((event) => event.main_text)).toBe(true);
    const sessions = (await (await rest('/api/cpd-sessions', registered)).json()) as {
      data: Record<string, unknown>[];
    };
    expect(sessions.data.some((session) => session.main_text)).toBe(true);
  });

  it("refuses a visitor's filter or sort on a withheld field, over REST and GraphQL (it would leak the text)", async () => {
    for (const query of [
      'filters[main_text][$startsWith]=See',
      'filters[$or][0][main_text][$containsi]=a',
      'sort=main_text:asc',
    ]) {
      const refused = await rest(`/api/cpd-sessions?${query}`);
      expect(refused.status, query).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/sign in/i);
    }
    expect((await rest('/api/cpd-live-events?filters[session][session_link][$notNull]=true')).status).toBe(400);
    expect((await rest('/api/cpd-sessions?filters[title][$containsi]=a')).status).toBe(200);

    for (const query of [
      `{ cpdSessions(filters: { main_text: { startsWith: "See" } }) { slug } }`,
      `{ cpdSessions_connection(filters: { or: [{ main_text: { contains: "a" } }] }) { nodes { slug } } }`,
      `{ cpdLiveEvents(sort: "main_text:asc") { slug } }`,
      `{ cpd { cpd_sessions(filters: { main_text: { startsWith: "See" } }) { slug } } }`,
    ]) {
      const result = await graphql(query);
      expect(isForbidden(result), query).toBe(true);
      expect(JSON.stringify(result.data ?? null)).not.toContain('slug":"');
    }
    // Signed-in teachers read the fields, so they may filter on them.
    const allowed = await graphql<{ cpdSessions: { slug: string }[] }>(
      `
        {
          cpdSessions(filters: { main_text: { startsWith: "" } }) {
            slug
          }
        }
      `,
      {},
      registered,
    );
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.cpdSessions.length).toBeGreaterThan(0);
    expect((await rest('/api/cpd-sessions?filters[main_text][$startsWith]=', registered)).status).toBe(200);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { adminToken, cmsUrl, rest, searchIndexMetrics as searchIndex } from './client';

/**
 * Publishing at a set time (issue 31): an editor schedules a draft CPD session's publication with the Publisher
 * panel's route; visitors see nothing until then and the session once the scheduled job (config/server.ts, every 2 s
 * in tests) has run the action.
 */

vi.setConfig({ testTimeout: 120_000 });

async function admin<T>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cmsUrl()}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken()}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

const SESSIONS = '/content-manager/collection-types/api::cpd-session.cpd-session';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('scheduled publishing (issue 31)', () => {
  it('publishes a draft at the time the editor set, and visitors then see it', async () => {
    const title = `Scheduled session ${Date.now()}`;
    const created = await admin<{ data: { documentId: string } }>('POST', SESSIONS, {
      title,
      slug: `scheduled-session-${Date.now()}`,
    });
    expect(created.status).toBe(201);
    const documentId = created.body.data.documentId;
    const visible = async () => (await rest(`/api/cpd-sessions/${documentId}`)).status;
    expect(await visible()).toBe(404);

    const indexBefore = await searchIndex();
    expect(indexBefore.builds).toBeGreaterThan(0);
    const executeAt = new Date(Date.now() + 3_000).toISOString();
    const scheduled = await admin<{ data?: { documentId: string } }>('POST', '/publisher/actions', {
      data: { executeAt, mode: 'publish', entityId: documentId, entitySlug: 'api::cpd-session.cpd-session' },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBeLessThan(300);
    // Still a draft until the time comes.
    expect(await visible()).toBe(404);

    await until(visible, (status) => status === 200);
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(executeAt).getTime());
    const answer = (await (await rest(`/api/cpd-sessions/${documentId}`)).json()) as { data: { title: string } };
    expect(answer.data.title).toBe(title);
    // The action is used up: nothing is left to publish again.
    await until(
      async () =>
        (await admin<{ data: unknown[] }>('GET', `/publisher/actions?filters[entityId][$eq]=${documentId}`)).body,
      (body) => Array.isArray(body?.data) && body.data.length === 0,
    );

    // Search rebuilt itself after the job's publish, outside the job's transaction: no build failed (on PostgreSQL the
    // deferred rebuild once read through the finished transaction and threw).
    const indexAfter = await until(searchIndex, (index) => index.builds > indexBefore.builds);
    expect(indexAfter.failed_builds).toBe(indexBefore.failed_builds);

    await admin('DELETE', `${SESSIONS}/${documentId}`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { postgresServer } from '../support/postgres-server';
import {
  createActivityAndRecordingPlaylist,
  findAllTemplatesLesson,
  type SeededLesson,
} from '../support/seeded-lessons';
import { apiSignIn, DEMO, signInAs } from '../support/session';

/** The web app's words (apps/web/src/lib/connection.ts, components/ReconnectingStatus.tsx). */
const RECONNECTING = 'Reconnecting…';
const NOT_SAVED = /^Not saved: the classroom is briefly unavailable\./;

const server = postgresServer();

async function newPage(browser: Browser): Promise<{ page: Page; errors: Error[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { page, errors };
}

/** The web app's connection check (apps/web/src/lib/apolloClient.ts): a GET the response cache never answers. */
const connectionCheck = (token: string) =>
  fetch(
    `${baseUrl}/graphql?${new URLSearchParams({
      operationName: 'ConnectionCheck',
      query: 'query ConnectionCheck { audiences(pagination: { limit: 1 }) { documentId } }',
    })}`,
    { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } },
  ).then((response) => response.status);

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const itemTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Playlist items' })
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim()));

// Issue 33. Only the PostgreSQL pass of `npm test` has a database server to stop; on SQLite this is skipped.
describe.skipIf(!server)(
  'a database restart under a lesson (PostgreSQL pass only: SQLite has no server to stop)',
  () => {
    let browser: Browser;
    let lesson: SeededLesson;
    let playlistId: string;
    let token: string;

    beforeAll(async () => {
      browser = await launchBrowser();
      token = await apiSignIn(DEMO.subscriber);
      lesson = await findAllTemplatesLesson(token);
      playlistId = await createActivityAndRecordingPlaylist(token, lesson.activities[0]!, {
        playlist: 'Blip music',
        recording: 'Listening: the blip',
      });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('keeps the teacher signed in and the slides up, says "Reconnecting…", and saves the edit once it is back', async () => {
      const classroom = await newPage(browser);
      await classroom.page.goto('/');
      await signInAs(classroom.page, DEMO.subscriber);
      // Lesson mode opens on the lesson's first slide.
      await classroom.page.goto(`${lesson.path}/slides`);
      const [first] = lesson.activities;
      await classroom.page.waitForURL(`${baseUrl}${lesson.path}/slides/${first!.documentId}/1`);

      const editor = await newPage(browser);
      await editor.page.goto('/');
      await signInAs(editor.page, DEMO.subscriber);
      await editor.page.goto(`/playlists/${playlistId}`);
      await editor.page.getByRole('heading', { level: 1, name: 'Blip music' }).waitFor();
      await editor.page.getByRole('button', { name: 'Edit playlist contents' }).click();
      const before = await itemTitles(editor.page);
      expect(before).toHaveLength(2);
      await editor.page.getByRole('button', { name: `Remove ${before[0]}` }).click();
      expect(await itemTitles(editor.page)).toEqual([before[1]]);

      server!.stop();
      try {
        // The edit made during the outage is not saved, says so, and stays on screen.
        await editor.page.getByRole('button', { name: 'Save Changes' }).click();
        await editor.page.getByText(NOT_SAVED).waitFor();
        await editor.page.getByRole('status').filter({ hasText: RECONNECTING }).waitFor();
        expect(await itemTitles(editor.page)).toEqual([before[1]]);
        // Lesson mode carries on: the next slide, still signed in.
        await classroom.page.keyboard.press('ArrowRight');
        await classroom.page.waitForURL(`${baseUrl}${lesson.path}/slides/${first!.documentId}/2`);
      } finally {
        server!.start();
      }

      // Back: the line goes by itself, and Retry saves the edit.
      await editor.page
        .getByRole('status')
        .filter({ hasText: RECONNECTING })
        .waitFor({ state: 'detached', timeout: 45_000 });
      await editor.page.getByRole('button', { name: 'Retry' }).click();
      await editor.page.getByText('Your changes have been saved.').waitFor({ timeout: 30_000 });
      await editor.page.reload();
      await editor.page.getByRole('heading', { level: 1, name: 'Blip music' }).waitFor();
      await expect.poll(() => itemTitles(editor.page)).toEqual([before[1]]);

      // Nobody was signed out: both pages keep their session, and the lesson its slides.
      expect(await storedToken(editor.page)).not.toBeNull();
      expect(await storedToken(classroom.page)).not.toBeNull();
      expect(classroom.page.url()).toBe(`${baseUrl}${lesson.path}/slides/${first!.documentId}/2`);
      await classroom.page.keyboard.press('ArrowLeft');
      await classroom.page.waitForURL(`${baseUrl}${lesson.path}/slides/${first!.documentId}/1`);
      expect(classroom.errors).toEqual([]);
      expect(editor.errors).toEqual([]);
    });
  },
);

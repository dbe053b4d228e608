import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { previewUrl, signInToAdminPanel, updateEntry } from '../support/admin';
import { findLesson } from '../support/accounts';
import { baseUrl, launchBrowser } from '../support/browser';
import { apiSignIn, DEMO, signInAs } from '../support/session';

/**
 * Issue 31: an editor changes a lesson's title in the real admin panel and saves it as a draft; teachers still see
 * the old title (the page, search, lesson mode); the preview link shows the new one; once published, every teacher
 * sees it at once.
 */

const LESSON = 'api::lesson.lesson';

/**
 * The lesson page's heading, which ends with the lesson's title (after 'Lesson overview' when it has no page title).
 */
const headingEndingWith = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

interface SearchAnswer {
  results: { id: string; title: string }[];
}

async function searchLessonIds(q: string, token: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/search?${new URLSearchParams({ q })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as SearchAnswer).results.map((result) => result.id);
}

/** A subscriber's fresh tab, signed in: no preview token in its session. */
async function teacherPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, DEMO.subscriber);
  return { context, page };
}

describe('an editor drafts, previews and publishes a lesson (issue 31)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a saved draft from teachers, shows it in the preview, and shows it to everyone once published', async () => {
    const token = await apiSignIn(DEMO.subscriber);
    const lesson = await findLesson(token);
    const draftTitle = `${lesson.title}: a quodlibet`;
    const lessonId = `lesson:${lesson.documentId}`;
    const editor = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
    try {
      // The editor changes the title in the edit view and saves it: a draft.
      const admin = await editor.newPage();
      await signInToAdminPanel(admin);
      await admin.goto(`/admin/content-manager/collection-types/${LESSON}/${lesson.documentId}`);
      const title = admin.getByRole('textbox', { name: /^title/i });
      await expect.poll(() => title.inputValue(), { timeout: 60_000 }).toBe(lesson.title);
      await title.fill(draftTitle);
      const saved = admin.waitForResponse(
        (response) =>
          response.url().includes(`/${LESSON}/${lesson.documentId}`) && response.request().method() === 'PUT',
      );
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await saved).status()).toBe(200);

      // Teachers still see the published title: the lesson page, search and lesson mode.
      const teacher = await teacherPage(browser);
      await teacher.page.goto(lesson.path);
      await headingEndingWith(teacher.page, lesson.title).waitFor();
      expect(await searchLessonIds('quodlibet', token)).not.toContain(lessonId);
      await teacher.page.goto(`${lesson.path}/slides`);
      await teacher.page.waitForFunction(() => document.title.endsWith('(Lesson mode)'));
      await teacher.page
        .getByText(/^Slide 1 of \d+/)
        .first()
        .waitFor();
      expect(await teacher.page.content()).not.toContain('quodlibet');
      await teacher.context.close();

      // The preview link opens the lesson's real page with the draft (the editor signed in as a subscriber there).
      const preview = await teacherPage(browser);
      const link = await previewUrl(LESSON, lesson.documentId);
      expect(new URL(link, baseUrl).pathname).toBe(lesson.path);
      const previewAnswer = await preview.page.goto(link);
      expect(previewAnswer!.headers()['x-robots-tag']).toBe('noindex');
      await headingEndingWith(preview.page, draftTitle).waitFor();
      await preview.context.close();

      // Published: every teacher sees it at once, search included.
      const published = admin.waitForResponse(
        (response) =>
          response.url().includes(`/${LESSON}/${lesson.documentId}/actions/publish`) &&
          response.request().method() === 'POST',
      );
      await admin.getByRole('button', { name: 'Publish', exact: true }).click();
      expect((await published).status()).toBe(200);
      const after = await teacherPage(browser);
      await after.page.goto(lesson.path);
      await headingEndingWith(after.page, draftTitle).waitFor();
      await expect.poll(() => searchLessonIds('quodlibet', token), { timeout: 30_000 }).toContain(lessonId);
      await after.context.close();
    } finally {
      await editor.close();
      await updateEntry(LESSON, lesson.documentId, { title: lesson.title });
    }
  }, 240_000); // The admin panel loads and saves slowly on a loaded machine.
});

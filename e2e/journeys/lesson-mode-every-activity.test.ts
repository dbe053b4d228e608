import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, startLessonLink } from '../support/browser';
import { listSeededLessons } from '../support/seeded-lessons';
import { apiSignIn, DEMO, signInAs } from '../support/session';
import { sweepsWhole } from '../support/sweep';

/** 'n slides' (the activity list's count of one activity) as a number. */
const slideCount = (text: string) => Number(/^(\d+) slides?/.exec(text.trim())?.[1] ?? NaN);

describe('lesson mode skips no activity (issue 44 row 1)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("runs every activity of every seeded lesson (or of each shape), in the overview's order, and the end screen counts them all", async () => {
    const seeded = (await listSeededLessons(await apiSignIn(DEMO.subscriber))).filter((lesson) => lesson.lessonMode);
    expect(seeded.length).toBeGreaterThan(20);
    // Outside the whole sweep (support/sweep.ts): the first lesson of each shape, and the one the teacher reported.
    const shapes = new Set(seeded.map((lesson) => lesson.shape));
    const lessons = sweepsWhole
      ? seeded
      : seeded.filter(
          (lesson, index) =>
            lesson.title === 'Up and Down' || seeded.findIndex((other) => other.shape === lesson.shape) === index,
        );
    expect(new Set(lessons.map((lesson) => lesson.shape))).toEqual(shapes);
    console.log(`${lessons.length} of ${seeded.length} lessons run (${shapes.size} shapes)`);
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);

    const runs = new Map<string, { titles: string[]; counts: number[] }>();
    for (const lesson of lessons) {
      // The overview's activities, as the teacher reads them.
      await page.goto(lesson.path);
      const activities = page.locator('section[aria-labelledby="lesson-activities"]');
      await activities.getByRole('heading', { level: 2, name: 'Activities' }).waitFor();
      const overview = await activities.locator('.lesson-activity .card-title').allTextContents();
      expect(overview.length, lesson.path).toBeGreaterThan(0);

      // Lesson mode from its Start Lesson: the activity list names the same activities in the same order.
      await startLessonLink(page).click();
      await page.waitForURL(/\/slides\/[^/]+\/1$/);
      const line = page.locator('.lesson-mode__counter-main');
      await line.waitFor();
      let counts: number[];
      if (overview.length > 1) {
        await page.getByRole('navigation', { name: 'Lesson mode' }).getByRole('button', { name: 'Activities' }).click();
        const list = page.getByRole('dialog', { name: `Activities: ${lesson.title}` });
        await list.locator('.lesson-mode__item').first().waitFor();
        expect(await list.locator('.lesson-mode__item-title').allTextContents(), lesson.title).toEqual(overview);
        counts = (await list.locator('.lesson-mode__count').allTextContents()).map(slideCount);
      } else {
        // One activity: no list to choose from; the page is titled by it.
        await page.waitForFunction((title) => document.title === title, `${overview[0]} (Lesson mode)`);
        counts = [Number(/ of (\d+)$/.exec((await line.textContent()) ?? '')?.[1])];
      }
      expect(
        counts.every((count) => count >= 1),
        lesson.title,
      ).toBe(true);
      runs.set(lesson.title, { titles: overview, counts });
      // The lesson's line counts every activity's slides.
      const total = counts.reduce((sum, count) => sum + count, 0);
      expect(await line.textContent(), lesson.title).toBe(`Slide 1 of ${total}`);

      // The end screen says as much, reached as a teacher's keyboard gets there: each activity's last slide (End),
      // then Next into the following activity, then past the last one.
      if (overview.length > 1) await page.keyboard.press('Escape'); // the activity list
      let reached = 0;
      for (const count of counts) {
        reached += count;
        await page.keyboard.press('End');
        await expect.poll(() => line.textContent(), { timeout: 20_000 }).toBe(`Slide ${reached} of ${total}`);
        await page.keyboard.press('ArrowRight');
        if (reached < total)
          await expect.poll(() => line.textContent(), { timeout: 20_000 }).toBe(`Slide ${reached + 1} of ${total}`);
      }
      await page.waitForURL(`${baseUrl}${lesson.path}/slides/end`);
      await page.getByRole('heading', { level: 1, name: 'End of the slides' }).waitFor();
      const slides = total === 1 ? '1 slide' : `${total} slides`;
      const summary = overview.length > 1 ? `${slides} in ${overview.length} activities` : slides;
      expect(await page.locator('.lesson-end__summary').textContent(), lesson.title).toBe(summary);
    }
    // 'Up and Down' has an activity without slides (the teacher's report): it is run as a slide of its own.
    const upAndDown = runs.get('Up and Down');
    expect(upAndDown?.titles).toEqual(['The Echo Song', 'High and Low Sounds', 'Twinkle Steps']);
    expect(upAndDown?.counts[1]).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});

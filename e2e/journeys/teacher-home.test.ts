import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logInThroughPanel, PASSWORD, registerTeacher, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser, startLessonLink } from '../support/browser';
import { findAllTemplatesLesson, shownSlides, type SeededLesson } from '../support/seeded-lessons';
import { apiSignIn, DEMO, signInAs } from '../support/session';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** The slide the teacher leaves the lesson at on the first computer (lesson mode opens on slide 1). */
const LEFT_AT = 3;

/** A browser of its own: nothing shared with another context (storage, cookies), as on another computer. */
async function device(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: Error[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors };
}

/** The place within the activity, under the whole lesson's 'Slide n of m'. */
const placeInActivity = (page: Page, number: number, count: number) =>
  page.locator('.lesson-mode__counter-detail', { hasText: new RegExp(`· slide ${number} of ${count}$`) });

describe("a teacher's home follows them from one computer to another", () => {
  let browser: Browser;
  let lesson: SeededLesson;

  beforeAll(async () => {
    browser = await launchBrowser();
    lesson = await findAllTemplatesLesson(await apiSignIn(DEMO.subscriber));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows on a second browser the lesson and slide left on the first, and continues there; axe-clean at 1366 and 390 px', async () => {
    // A teacher of their own (the trial gives the subscriber role), so no other journey's lessons are in the history.
    const email = uniqueEmail('teacher-home');
    await registerTeacher(email, { firstName: 'Sam' });
    const [first] = lesson.activities;
    const slides = shownSlides(first.slides).length;
    const leftAt = `${lesson.path}/slides/${first.documentId}/${LEFT_AT}`;

    // The laptop: the lesson from its overview into lesson mode, then on to a later slide.
    const laptop = await device(browser);
    await laptop.page.goto('/');
    await signInAs(laptop.page, { email, password: PASSWORD });
    await laptop.page.goto(lesson.path);
    await startLessonLink(laptop.page).click();
    await laptop.page.waitForURL(`${baseUrl}${lesson.path}/slides/${first.documentId}/1`);
    await placeInActivity(laptop.page, 1, slides).waitFor();
    // The server keeps the slide the teacher stays on: wait until it has the one they stopped at.
    const kept = laptop.page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/teaching-history/position') &&
        response.request().postData()?.includes(`"${leftAt}"`) === true,
    );
    for (let slide = 2; slide <= LEFT_AT; slide += 1) {
      await laptop.page.keyboard.press('ArrowRight');
      await placeInActivity(laptop.page, slide, slides).waitFor();
    }
    expect(laptop.page.url()).toBe(`${baseUrl}${leftAt}`);
    expect((await kept).status()).toBe(200);
    expect(laptop.errors).toEqual([]);

    // The classroom computer: a fresh browser, signed in through the login panel.
    const classroom = await device(browser);
    const { page } = classroom;
    await page.goto('/');
    await logInThroughPanel(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Your Account' }).waitFor();
    const resume = page.getByRole('region', { name: 'Continue where you left off' });
    // The skeleton already shows the page's title: wait for the teacher's own content instead.
    const continueLink = resume.getByRole('link', { name: /^Continue\b/ });
    await continueLink.waitFor();
    await resume.getByText(lesson.title, { exact: true }).waitFor();
    await resume.getByText(`Slide ${LEFT_AT}`, { exact: true }).waitFor();
    expect(await continueLink.getAttribute('href')).toBe(leftAt);
    expect(await resume.getByRole('link', { name: /^Lesson overview/ }).getAttribute('href')).toBe(lesson.path);
    // Opening the overview on the laptop put the lesson among the recently opened ones too.
    const recent = page.getByRole('region', { name: 'Recently opened lessons' });
    expect(await recent.getByRole('link', { name: lesson.title, exact: true }).getAttribute('href')).toBe(lesson.path);

    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await continueLink.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);

    // One click back into lesson mode, at the slide left on the laptop.
    await continueLink.click();
    await page.waitForURL(`${baseUrl}${leftAt}`);
    await placeInActivity(page, LEFT_AT, slides).waitFor();
    expect(classroom.errors).toEqual([]);
    await laptop.context.close();
    await classroom.context.close();
  });
});

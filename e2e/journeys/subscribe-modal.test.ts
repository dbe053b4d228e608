import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { findLesson, readsLessons } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { apiSignIn, DEMO, signInAs } from '../support/session';
import { graphqlRequestOf, operationsReading } from '../support/trusted-documents';

describe('a registered teacher without a subscription meets the subscribe modal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees the modal instead of a lesson, gets no lesson data from the CMS, and is led to /subscribe', async () => {
    const lesson = await findLesson(await apiSignIn(DEMO.subscriber));
    const token = await apiSignIn(DEMO.registered);
    expect(await readsLessons(token)).toBe(false);

    const { page, pageErrors } = await openPage(browser, '/');
    await signInAs(page, DEMO.registered);
    // The app's operations that read a lesson (it sends them by id: support/trusted-documents.ts).
    const readingALesson = operationsReading(/\blesson\(/);
    expect(readingALesson.size).toBeGreaterThan(0);
    const lessonRequests: string[] = [];
    page.on('request', (request) => {
      const name = graphqlRequestOf(request)?.operationName;
      if (name && readingALesson.has(name)) lessonRequests.push(name);
    });
    await page.goto(lesson.path);
    const modal = page.getByRole('dialog', { name: 'Subscription needed' });
    await modal.getByText('You need an active subscription to access this content.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByText(lesson.title).count()).toBe(0);
    expect(lessonRequests).toEqual([]);

    await modal.getByRole('link', { name: 'Subscribe now' }).click();
    await page.waitForURL('**/subscribe');
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows a visitor the login request instead, and the login panel from a guarded link', async () => {
    const lesson = await findLesson(await apiSignIn(DEMO.subscriber));
    const { page } = await openPage(browser, lesson.path);
    await page.getByText('You need to be logged in to access this content.').waitFor();

    const programmePath = lesson.path.split('/unit/')[0];
    await page.goto(programmePath);
    await page
      .getByRole('link', { name: /^View unit of work/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(programmePath);
  });
});

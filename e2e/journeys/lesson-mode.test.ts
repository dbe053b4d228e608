import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import {
  createActivityAndRecordingPlaylist,
  findAllTemplatesLesson,
  type SeededLesson,
} from '../support/seeded-lessons';
import { apiSignIn, DEMO, signInAs } from '../support/session';

async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 720 },
): Promise<{ page: Page; errors: Error[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, hasTouch: true });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return { page, errors };
}

const slideCounter = (page: Page) => page.locator('.lesson-mode__controls p');

describe('lesson mode in class', () => {
  let browser: Browser;
  let lesson: SeededLesson;

  beforeAll(async () => {
    browser = await launchBrowser();
    lesson = await findAllTemplatesLesson(await apiSignIn(DEMO.subscriber));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks every slide with the keyboard, flips a card, opens a sub-slideshow, crosses activities, survives a reload, and exits', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    // Started from the lesson overview, as a teacher does.
    await page.goto(lesson.path);
    await page.getByRole('link', { name: 'Start Lesson' }).click();
    await page.waitForURL(`${baseUrl}${lesson.path}/slides`);
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /^Get started/ }).focus();
    await page.keyboard.press('Enter');

    const [first, second] = lesson.activities;
    const shown = first.slides.filter((slide) => slide.include_in_lesson !== false);
    await page.waitForFunction((title) => document.title === title, `${first.title} (Lesson mode)`);
    for (let index = 0; index < shown.length; index += 1) {
      await slideCounter(page)
        .getByText(`slide ${index + 1} of ${shown.length}`)
        .waitFor();
      expect(page.url()).toBe(`${baseUrl}${lesson.path}/slides/${first.documentId}/${index + 1}`);
      const template = shown[index].slide_template;
      if (template === 'flipcards') {
        const card = page.getByRole('button', { name: /Turn the card over/ }).first();
        await card.focus();
        await page.keyboard.press('Enter');
        await page
          .getByRole('button', { name: /Show the first card/ })
          .first()
          .waitFor();
      }
      if (template === 'audiocards') {
        const played = await page
          .locator('.slide audio')
          .first()
          .evaluate(async (audio: HTMLAudioElement) => {
            audio.muted = true;
            await audio.play();
            await new Promise((resolve) => setTimeout(resolve, 700));
            return audio.currentTime;
          });
        expect(played).toBeGreaterThan(0.2);
      }
      if (template === 'two_videos') {
        // The seeded two-angle films: playing the main one starts the follower, which keeps in step.
        const drift = await page.evaluate(async () => {
          const [leader, follower] = Array.from(document.querySelectorAll<HTMLVideoElement>('.slide video'));
          leader.muted = true;
          follower.muted = true;
          await leader.play();
          await new Promise((resolve) => setTimeout(resolve, 2000));
          return {
            following: !follower.paused,
            drift: Math.abs(leader.currentTime - follower.currentTime),
            at: leader.currentTime,
          };
        });
        expect(drift.following).toBe(true);
        expect(drift.at).toBeGreaterThan(1);
        expect(drift.drift).toBeLessThan(1);
      }
      if (template === 'sub_slide_buttons') {
        await page.locator('.slide__buttons a').first().click();
        await page.getByRole('link', { name: 'Back to the main activity' }).click();
        await slideCounter(page)
          .getByText(`slide ${index + 1} of ${shown.length}`)
          .waitFor();
      }
      if (index === 3) {
        await page.reload();
        await slideCounter(page).getByText(`slide 4 of ${shown.length}`).waitFor();
      }
      expect(await seriousViolations(page), template).toEqual([]);
      await page.keyboard.press(index % 2 ? 'PageDown' : 'ArrowRight');
    }
    // Past the last slide: the next activity.
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/${second.documentId}/1`);
    await page.waitForFunction((title) => document.title === title, `${second.title} (Lesson mode)`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/${first.documentId}/${shown.length}`);
    await page.getByRole('link', { name: 'Exit lesson mode' }).click();
    await page.waitForURL(`${baseUrl}${lesson.path}`);
    expect(errors).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
    { width: 1024, height: 768 },
  ]) {
    it(`shows every template at ${viewport.width}x${viewport.height} without scrolling, and a swipe moves on`, async () => {
      const { page } = await newPage(browser, viewport);
      await page.goto('/');
      await signInAs(page, DEMO.subscriber);
      const [first] = lesson.activities;
      const shown = first.slides.filter((slide) => slide.include_in_lesson !== false);
      for (let index = 1; index <= shown.length; index += 1) {
        await page.goto(`${lesson.path}/slides/${first.documentId}/${index}`);
        await slideCounter(page).getByText(`slide ${index} of ${shown.length}`).waitFor();
        const size = await page.evaluate(() => ({
          scrollHeight: document.documentElement.scrollHeight,
          scrollWidth: document.documentElement.scrollWidth,
          stage: document.querySelector('.lesson-mode__stage')!.getBoundingClientRect().toJSON() as DOMRect,
        }));
        expect(size.scrollHeight, shown[index - 1].slide_template).toBeLessThanOrEqual(viewport.height);
        expect(size.scrollWidth).toBeLessThanOrEqual(viewport.width);
        expect(Math.abs(size.stage.width / size.stage.height - 16 / 9)).toBeLessThan(0.01);
      }
      await page.goto(`${lesson.path}/slides/${first.documentId}/1`);
      const stage = await page.locator('.lesson-mode__stage-area').boundingBox();
      const y = stage!.y + stage!.height / 2;
      await page.locator('.lesson-mode__stage-area').dispatchEvent('pointerdown', {
        pointerType: 'touch',
        clientX: stage!.x + stage!.width * 0.8,
        clientY: y,
        isPrimary: true,
      });
      await page.locator('.lesson-mode__stage-area').dispatchEvent('pointerup', {
        pointerType: 'touch',
        clientX: stage!.x + stage!.width * 0.2,
        clientY: y,
        isPrimary: true,
      });
      await page.waitForURL(`${baseUrl}${lesson.path}/slides/${first.documentId}/2`);
    });
  }

  it('runs a playlist with an audio item as one slide, and refuses it to another teacher', async () => {
    const token = await apiSignIn(DEMO.subscriber);
    const [first] = lesson.activities;
    const playlistId = await createActivityAndRecordingPlaylist(token, first, {
      playlist: 'Friday music',
      recording: 'Listening: the march',
    });
    const { page, errors } = await newPage(browser);
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    await page.goto(`/playlists/${playlistId}/slides`);
    await page.getByRole('heading', { level: 1, name: 'Friday music' }).waitFor();
    await page.getByText('1 slide', { exact: true }).waitFor();
    await page.getByRole('link', { name: /^Skip to this activity/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Listening: the march' }).waitFor();
    const played = await page.locator('.slide audio').evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
      await new Promise((resolve) => setTimeout(resolve, 700));
      return audio.currentTime;
    });
    expect(played).toBeGreaterThan(0.2);
    expect(errors).toEqual([]);

    const other = await newPage(browser);
    await other.page.goto('/');
    await signInAs(other.page, DEMO.owner);
    await other.page.goto(`/playlists/${playlistId}/slides`);
    await other.page.getByRole('heading', { name: 'Lost?' }).waitFor();
  });

  it('refuses lesson mode to a visitor and the slideshow data to a user without a subscription', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${lesson.path}/slides`);
    await page.getByText('You need to be logged in to access this content.').waitFor();
    const token = await apiSignIn(DEMO.registered);
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `{ activitySlideshows { activity_slides { title } } }` }),
    });
    const body = (await response.json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // In the browser, a signed-in teacher without a subscription is offered one instead of the slides.
    const registered = await newPage(browser);
    await registered.page.goto('/');
    await signInAs(registered.page, DEMO.registered);
    await registered.page.goto(`${lesson.path}/slides`);
    const modal = registered.page.getByRole('dialog');
    await modal.getByText('You need an active subscription to access this content.').waitFor();
    await modal.getByRole('link', { name: 'Subscribe now' }).click();
    await registered.page.waitForURL(`${baseUrl}/subscribe`);
    expect(registered.errors).toEqual([]);
  });
});

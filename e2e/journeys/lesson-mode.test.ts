import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, startLessonLink } from '../support/browser';
import { seriousViolations } from '../support/axe';
import {
  createActivityAndRecordingPlaylist,
  findAllTemplatesLesson,
  shownSlides,
  type SeededLesson,
} from '../support/seeded-lessons';
import { cmsQuery } from '../support/cms';
import { apiSignIn, DEMO, signInAs } from '../support/session';
import { sweepsWhole } from '../support/sweep';

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

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The place within the activity, under the whole lesson's 'Slide n of m'. */
const placeInActivity = (page: Page, number: number, count: number) =>
  page.locator('.lesson-mode__counter-detail', { hasText: new RegExp(`· slide ${number} of ${count}$`) });
/** The whole lesson's line, 'Slide n of m', as numbers. */
async function lessonLine(page: Page): Promise<{ number: number; total: number }> {
  const text = await page.locator('.lesson-mode__counter-main').textContent();
  const [, number, total] = /^Slide (\d+) of (\d+)$/.exec(text ?? '') ?? [];
  return { number: Number(number), total: Number(total) };
}

/** How wide the page is against the window: wider means sideways scrolling. */
async function layoutAt(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}
/** Whether the element is wholly inside the window. */
async function inViewport(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return Boolean(
    box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
  );
}

/** Screenshots for a reviewer when LESSON_MODE_SHOTS names a folder (not part of what the journey checks). */
async function shot(page: Page, name: string) {
  if (process.env.LESSON_MODE_SHOTS)
    await page.screenshot({ path: `${process.env.LESSON_MODE_SHOTS}/${name}.png`, fullPage: false });
}

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
    await startLessonLink(page).click();
    // Lesson mode opens on the lesson's first slide; the activity list is one key (L) away.
    const [first, second] = lesson.activities;
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/${first.documentId}/1`);
    await placeInActivity(page, 1, shownSlides(first.slides).length).waitFor();
    await page.keyboard.press('l');
    const list = page.getByRole('dialog', { name: `Activities: ${lesson.title}` });
    await list.getByRole('link', { name: /^Get started/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('l');
    await list.waitFor({ state: 'detached' });
    const { total } = await lessonLine(page);

    const shown = first.slides.filter((slide) => slide.include_in_lesson !== false);
    await page.waitForFunction((title) => document.title === title, `${first.title} (Lesson mode)`);
    for (let index = 0; index < shown.length; index += 1) {
      await placeInActivity(page, index + 1, shown.length).waitFor();
      expect(await lessonLine(page)).toEqual({ number: index + 1, total });
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
        await placeInActivity(page, index + 1, shown.length).waitFor();
      }
      if (index === 3) {
        await page.reload();
        await placeInActivity(page, 4, shown.length).waitFor();
      }
      expect(await seriousViolations(page), template).toEqual([]);
      await page.keyboard.press(index % 2 ? 'PageDown' : 'ArrowRight');
    }
    // Past the last slide: the next activity, and the lesson's line carries on counting.
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/${second.documentId}/1`);
    await page.waitForFunction((title) => document.title === title, `${second.title} (Lesson mode)`);
    expect(await lessonLine(page)).toEqual({ number: shown.length + 1, total });
    await page.goBack();
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/${first.documentId}/${shown.length}`);
    await page.getByRole('link', { name: 'Exit lesson mode' }).click();
    await page.waitForURL(`${baseUrl}${lesson.path}`);
    expect(errors).toEqual([]);
  }, 300_000); // The keyboard walk took 52 s beside a busy loop on a slow host (22bb9fe).

  // A projector (16:9) and a 4:3 screen, where the stage letterboxes. 1280×720, the same shape as the projector, runs
  // in `npm run test:scale`'s whole sweep; lesson-mode-fit.test.ts measures its sample of every template there too.
  for (const viewport of [
    ...(sweepsWhole ? [{ width: 1280, height: 720 }] : []),
    { width: 1920, height: 1080 },
    { width: 1024, height: 768 },
  ]) {
    it(`shows every template at ${viewport.width}x${viewport.height} without scrolling, and a swipe moves on`, async () => {
      const { page } = await newPage(browser, viewport);
      await page.goto('/');
      await signInAs(page, DEMO.subscriber);
      const [first] = lesson.activities;
      const shown = first.slides.filter((slide) => slide.include_in_lesson !== false);
      // The first slide by its address, the others by Next (a page load each would only repeat the first's).
      await page.goto(`${lesson.path}/slides/${first.documentId}/1`);
      for (let index = 1; index <= shown.length; index += 1) {
        if (index > 1) await page.keyboard.press('ArrowRight');
        await placeInActivity(page, index, shown.length).waitFor();
        const size = await page.evaluate(() => ({
          scrollHeight: document.documentElement.scrollHeight,
          scrollWidth: document.documentElement.scrollWidth,
          stage: document.querySelector('.lesson-mode__stage')!.getBoundingClientRect().toJSON() as DOMRect,
        }));
        expect(size.scrollHeight, shown[index - 1].slide_template).toBeLessThanOrEqual(viewport.height);
        expect(size.scrollWidth).toBeLessThanOrEqual(viewport.width);
        expect(Math.abs(size.stage.width / size.stage.height - 16 / 9)).toBeLessThan(0.01);
        if (index === 1) await shot(page, `slide-${viewport.width}x${viewport.height}`);
      }
      if (viewport.width === 1920) expect(await seriousViolations(page)).toEqual([]);
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

  it('ends on an end screen: Next lesson (or Back to the unit), Back to the lesson and Exit, by keyboard', async () => {
    const token = await apiSignIn(DEMO.subscriber);
    const unitId = /\/unit\/([^/]+)\//.exec(lesson.path)![1];
    const lessonId = lesson.path.split('/').pop()!;
    const { scheme } = await cmsQuery<{
      scheme: { lessons: { documentId: string; title: string; disable_lesson_mode: boolean | null }[] };
    }>(
      `query ($id: ID!) { scheme(documentId: $id) { lessons { documentId title disable_lesson_mode } } }`,
      { id: unitId },
      token,
    );
    const at = scheme.lessons.findIndex((entry) => entry.documentId === lessonId);
    const nextLesson = scheme.lessons[at + 1];

    const { page, errors } = await newPage(browser, { width: 1920, height: 1080 });
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    await page.goto(`${lesson.path}/slides`);
    const last = lesson.activities[lesson.activities.length - 1];
    await page.waitForURL(/\/slides\/[^/]+\/1$/);
    const { total } = await lessonLine(page);
    // The last activity from the list, then its last slide (End), then on: the end screen.
    await page.keyboard.press('l');
    await page
      .getByRole('dialog')
      .getByRole('link', { name: new RegExp(`^(Get started|Skip to this activity) ?${escaped(last.title)}$`) })
      .click();
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/${last.documentId}/1`);
    // The activity's slides have arrived (its own line counts them) before End looks for its last one.
    await placeInActivity(page, 1, shownSlides(last.slides).length).waitFor();
    await page.keyboard.press('End');
    // The lesson's last slide: 'Slide n of n'.
    await page.waitForFunction(() =>
      /^Slide (\d+) of \1$/.test(document.querySelector('.lesson-mode__counter-main')?.textContent ?? ''),
    );
    expect((await lessonLine(page)).total).toBeGreaterThanOrEqual(total);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/end`);
    const heading = page.getByRole('heading', { level: 1, name: 'End of the slides' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    if (nextLesson) {
      const next = page.getByRole('link', { name: /^Next lesson/ });
      await next.waitFor();
      const unitPath = lesson.path.slice(0, lesson.path.lastIndexOf('/lesson/'));
      expect(await next.getAttribute('href')).toBe(
        `${unitPath}/lesson/${nextLesson.documentId}${nextLesson.disable_lesson_mode ? '' : '/slides'}`,
      );
    } else {
      await page.getByRole('link', { name: 'Back to the unit' }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'end-1920x1080');

    // Keyboard only: Tab reaches the ways on; Enter on 'Back to the lesson' goes to the last slide.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back to the lesson');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/${last.documentId}/${shownSlides(last.slides).length}`);
    await page.locator('.lesson-mode__counter-main', { hasText: `Slide ${total} of ${total}` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${baseUrl}${lesson.path}/slides/end`);
    await page.getByRole('link', { name: 'Exit', exact: true }).click();
    await page.waitForURL(`${baseUrl}${lesson.path}`);
    expect(errors).toEqual([]);
  });

  it('fits a phone held upright (390×844): no sideways scrolling, Next and Full screen at hand, the tools in a menu', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    const [first] = lesson.activities;
    const shown = shownSlides(first.slides);
    await page.goto(`${lesson.path}/slides/${first.documentId}/1`);
    for (let index = 1; index <= shown.length; index += 1) {
      if (index > 1) await page.keyboard.press('ArrowRight');
      await placeInActivity(page, index, shown.length).waitFor();
      const layout = await layoutAt(page);
      expect(layout.scrollWidth, shown[index - 1].slide_template).toBeLessThanOrEqual(layout.innerWidth);
      const next = page.getByRole('link', { name: /^Next/ });
      expect(await inViewport(page, next), shown[index - 1].slide_template).toBe(true);
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await inViewport(page, menu), shown[index - 1].slide_template).toBe(true);
      const stage = await page.locator('.lesson-mode__stage').boundingBox();
      expect(stage!.width).toBeLessThanOrEqual(390);
      if (index === 1) {
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, 'slide-390x844');
      }
    }
    const bar = page.getByRole('navigation', { name: 'Lesson mode' });
    expect(await inViewport(page, bar.getByRole('button', { name: 'Full screen' }))).toBe(true);
    expect(await bar.getByRole('button', { name: 'Presenter view' }).count()).toBe(0);
    await bar.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Presenter view' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'menu-390x844');
    await page.getByRole('button', { name: 'Activities' }).click();
    await page.getByRole('dialog', { name: `Activities: ${lesson.title}` }).waitFor();
    expect((await layoutAt(page)).scrollWidth).toBeLessThanOrEqual(390);
    await shot(page, 'activities-390x844');
    await page.keyboard.press('Escape');

    await page.goto(`${lesson.path}/slides/end`);
    await page.getByRole('heading', { level: 1, name: 'End of the slides' }).waitFor();
    const layout = await layoutAt(page);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);
    expect(await inViewport(page, page.getByRole('link', { name: 'Exit', exact: true }))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'end-390x844');
    expect(errors).toEqual([]);
  });

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
    await page.waitForURL(/\/slides\/activity-[^/]+\/1$/);
    await page.getByRole('button', { name: 'Activities' }).click();
    const list = page.getByRole('dialog', { name: 'Activities: Friday music' });
    await list.getByText('1 slide', { exact: true }).waitFor();
    await list.getByRole('link', { name: /^Skip to this activity/ }).click();
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

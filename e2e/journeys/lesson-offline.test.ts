import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, startLessonLink } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { cmsQuery } from '../support/cms';
import { createActivityAndRecordingPlaylist, findAllTemplatesLesson, shownSlides } from '../support/seeded-lessons';
import {
  apiSignIn,
  DEMO,
  signInAs,
  subscriberWithServiceWorker as subscriberInWorkerContext,
} from '../support/session';

// context.setOffline reaches the service worker's own fetches: support/browser-server.ts turns on Playwright's service
// worker network events for the run's browser (else the worker would still reach the server).

interface OfflineLesson {
  path: string;
  title: string;
  activities: { documentId: string; title: string; shownSlides: number }[];
}

/** The seeded lesson whose first activity uses all ten templates (images, recordings, films, flip and audio cards). */
async function findOfflineLesson(token: string): Promise<OfflineLesson> {
  const lesson = await findAllTemplatesLesson(token);
  return {
    ...lesson,
    activities: lesson.activities
      .map(({ documentId, title, slides }) => ({ documentId, title, shownSlides: shownSlides(slides).length }))
      .filter((activity) => activity.shownSlides > 0),
  };
}

/** Another lesson of the seeded units, never saved here: its address is what "not saved" looks like offline. */
async function findUnsavedLessonPath(token: string, savedPath: string): Promise<string> {
  const { schemes } = await cmsQuery<{
    schemes: {
      documentId: string;
      programme: { slug: string; audience: { slug: string } } | null;
      lessons: { documentId: string }[];
    }[];
  }>(`{ schemes { documentId programme { slug audience { slug } } lessons { documentId } } }`, {}, token);
  const paths = schemes.flatMap((scheme) =>
    scheme.programme
      ? scheme.lessons.map(
          (lesson) =>
            `/${scheme.programme!.audience.slug}/${scheme.programme!.slug}/unit/${scheme.documentId}/lesson/${lesson.documentId}`,
        )
      : [],
  );
  const other = paths.find((candidate) => candidate !== savedPath);
  if (!other) throw new Error('The seed has only one lesson');
  return other;
}

/** Kept for a reviewer to look at when E2E_SCREENSHOT_DIR is set (the journey asserts what they show). */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const NOT_SAVED = "This page isn't saved for offline use. Reconnect to open it";

/** Lesson mode's line for the place in the current activity ('Title · slide n of m'). */
const placeInActivity = (page: Page, number: number, count: number) =>
  page.locator('.lesson-mode__counter-detail', { hasText: new RegExp(`· slide ${number} of ${count}$`) });
/** Lesson mode's whole-lesson line, shown with every slide. */
const lessonLine = (page: Page) => page.locator('.lesson-mode__counter-main');

/** Every image shown on the slide decodes, and every recording and film plays, or the reason why not. */
async function mediaProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('.slide img')).filter((image) =>
      image.checkVisibility(),
    );
    for (const image of images) {
      await image.decode().catch(() => problems.push(`image ${image.currentSrc || image.src} did not load`));
    }
    for (const player of Array.from(document.querySelectorAll<HTMLMediaElement>('.slide audio, .slide video'))) {
      player.muted = true;
      try {
        await player.play();
        // Playing is the outcome; a loaded machine may take its time to decode, so only an error or 30 s end the wait.
        const started = Date.now();
        while (player.currentTime < 0.2 && !player.error && Date.now() - started < 30_000)
          await new Promise((r) => setTimeout(r, 100));
        if (player.currentTime < 0.2)
          problems.push(
            `${player.currentSrc} did not play${player.error ? ` (error ${player.error.code})` : ''} (paused ` +
              `${player.paused}, readyState ${player.readyState}, networkState ${player.networkState}, ` +
              `${player.buffered.length ? `buffered to ${player.buffered.end(player.buffered.length - 1)} s` : 'nothing buffered'})`,
          );
      } catch (error) {
        problems.push(`${player.currentSrc}: ${String(error)}`);
      }
      player.pause();
    }
    return problems;
  });
}

/** What this origin keeps in Cache Storage for saved lessons. */
const offlineCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('offline-lesson-')));

describe('a lesson saved for offline use', () => {
  let browser: Browser;
  let context: BrowserContext;
  let lesson: OfflineLesson;
  let unsavedLessonPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await apiSignIn(DEMO.subscriber);
    lesson = await findOfflineLesson(token);
    unsavedLessonPath = await findUnsavedLessonPath(token, lesson.path);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The demo subscriber in a fresh context where service workers may run; page errors collected. */
  async function subscriberWithServiceWorker() {
    const signedIn = await subscriberInWorkerContext(browser, { width: 1280, height: 720 });
    context = signedIn.context;
    return { page: signedIn.page, errors: signedIn.errors };
  }

  it('is saved with its progress, runs through every slide with the network off, media included, and Remove drops it', async () => {
    const { page, errors } = await subscriberWithServiceWorker();

    await page.goto(lesson.path);
    const offline = page.getByRole('region', { name: 'Offline use' });
    const saveButton = offline.getByRole('button', { name: 'Make available offline' });
    await saveButton.waitFor();
    // Nothing saved yet: no storage line ("0 bytes of 1 GB" on every lesson page helped no one).
    expect(await page.getByText(/Offline lessons use/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveButton.click();
    // At once a status, then files saved of the files needed while it downloads (the lesson's films take a moment).
    await offline.getByRole('status').waitFor();
    await offline.getByRole('progressbar').waitFor();
    await offline.getByText(/^Saving for offline use: \d+ of \d+ files \(.+ of .+\)$/).waitFor();
    await offline.getByText('Available offline', { exact: true }).waitFor({ timeout: 120_000 });
    const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    await offline.getByText(`Saved on ${today}`).waitFor();
    await offline.getByText(/^Offline lessons use [\d.]+ (KB|MB) of 1 GB/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.ready).active)).toBe(true);
    // The teacher's home as last seen online, through the worker, which keeps the home's and the header's answers.
    await page.goto('/');
    await page.locator('main h1').first().waitFor();

    await context.setOffline(true);
    // The network is really off, for the page and for the service worker's own fetches: what was not saved fails.
    const unsaved = await page.evaluate(async () => {
      const attempts = [
        fetch('/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ operationName: 'Probe', query: 'query Probe { __typename }' }),
        }),
        fetch('/uploads/not-saved.jpg'),
        fetch('/favicon.svg', { cache: 'no-store' }),
      ];
      return Promise.all(
        attempts.map((attempt) =>
          attempt.then(
            (response) => response.status,
            () => 'failed',
          ),
        ),
      );
    });
    expect(unsaved).toEqual(['failed', 'failed', 'failed']);

    // Typed addresses with no network: the lesson's overview and each of its activities' pages open from the save,
    // under the offline banner.
    const banner = page.getByRole('region', { name: 'You are offline' });
    await page.goto(lesson.path);
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    await banner.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Activities', exact: true }).waitFor();
    expect(await page.getByText(/Oops!|isn't saved for offline use/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'offline-lesson-overview');
    for (const activity of lesson.activities) {
      await page.goto(`${lesson.path}/activity/${activity.documentId}`);
      await page.getByRole('heading', { level: 1, name: activity.title }).waitFor();
      await banner.waitFor();
      expect(await page.getByText(/Oops!|isn't saved for offline use/).count(), activity.title).toBe(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    // From the overview by the app's own links: Start Lesson opens lesson mode, with its slim offline banner.
    await page.goto(lesson.path);
    await startLessonLink(page).click();
    await page.waitForURL(`**${lesson.path}/slides/${lesson.activities[0].documentId}/1`);
    await lessonLine(page).waitFor();
    await banner.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A lesson that was not saved says so in one line, with the way to what is saved; never an error panel.
    await page.goto(unsavedLessonPath);
    await page.getByText(NOT_SAVED).waitFor();
    await banner.waitFor();
    expect(await page.getByText(/Oops!|Failed to fetch/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'open a lesson saved on this device' }).getAttribute('href')).toBe('/');
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'offline-not-saved');

    // A fresh start of lesson mode with no network: the app shell, the slides and their media all come from the save.
    await page.goto(`${lesson.path}/slides`);
    await page.waitForURL(`**${lesson.path}/slides/${lesson.activities[0].documentId}/1`);
    await lessonLine(page).waitFor();
    for (const activity of lesson.activities) {
      await page.goto(`${lesson.path}/slides/${activity.documentId}/1`);
      for (let index = 1; index <= activity.shownSlides; index += 1) {
        await placeInActivity(page, index, activity.shownSlides).waitFor();
        expect(await mediaProblems(page), `${activity.documentId} slide ${index}`).toEqual([]);
        if (index < activity.shownSlides) await page.keyboard.press('ArrowRight');
      }
    }
    expect(errors).toEqual([]);

    // Started elsewhere with no network (here the home page, from what the device kept of it), the app lists what
    // this device holds, and the lesson opens from that list: its overview, or straight into lesson mode.
    await page.goto('/');
    const savedHere = page.getByRole('region', { name: 'You are offline' });
    await savedHere.getByRole('link', { name: lesson.title, exact: true }).waitFor();
    await page.locator('main h1').first().waitFor();
    expect(await page.getByText(/Oops!|isn't saved for offline use/).count()).toBe(0);
    await savedHere.getByText(/^Offline lessons use [\d.]+ (KB|MB) of 1 GB\.$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'offline-home');
    await savedHere.getByRole('link', { name: lesson.title, exact: true }).click();
    await page.waitForURL(`**${lesson.path}`);
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    await page.goto('/');
    await savedHere.getByRole('link', { name: `Lesson mode of ${lesson.title}` }).click();
    await page.waitForURL(`**${lesson.path}/slides/${lesson.activities[0].documentId}/1`);
    await lessonLine(page).waitFor();

    // Back online: the badge's Remove drops the save, and the lesson no longer starts offline.
    await context.setOffline(false);
    await page.goto(lesson.path);
    await offline.getByText('Available offline', { exact: true }).waitFor();
    await offline.getByRole('button', { name: 'Remove' }).click();
    await saveButton.waitFor();
    expect(await offline.getByText('Available offline', { exact: true }).count()).toBe(0);
    expect(await offlineCaches(page)).toEqual([]);
    await context.setOffline(true);
    await page.goto(`${lesson.path}/slides/${lesson.activities[0].documentId}/1`);
    await page.getByText(NOT_SAVED).waitFor();
    expect(await lessonLine(page).count()).toBe(0);
    await page.goto(lesson.path);
    await page.getByText(NOT_SAVED).waitFor();
    await context.setOffline(false);
    await context.close();
  }, 480_000); // Every page of the lesson, online then offline: 133 s beside a busy loop on a slow host (22bb9fe).

  it('while a page loads, keeps the layout and shows a skeleton of the page in place of its content', async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    // The overview's answer is held until the skeleton has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation === 'SchemeLessonsQuery') await held;
      await route.fallback();
    });
    await page.goto(lesson.path);
    const skeleton = page.locator('main [aria-busy="true"]');
    await skeleton.waitFor();
    await skeleton.getByRole('status').getByText('Loading…').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.locator('.spinner-border').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'skeleton-lesson-overview');
    release();
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    expect(await skeleton.count()).toBe(0);
    await context.close();
  });

  it('is cleared when the teacher is no longer a signed-in subscriber', async () => {
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 720 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    await page.goto(lesson.path);
    const offline = page.getByRole('region', { name: 'Offline use' });
    await offline.getByRole('button', { name: 'Make available offline' }).click();
    await offline.getByText('Available offline', { exact: true }).waitFor({ timeout: 120_000 });
    expect(await offlineCaches(page)).toHaveLength(1);

    // The next start finds a session without an active subscription (here: a registered teacher's).
    await signInAs(page, DEMO.registered);
    await page.goto('/');
    await expect.poll(() => offlineCaches(page), { timeout: 10_000 }).toEqual([]);
    await page.goto(lesson.path);
    // A registered teacher meets the subscribe prompt; nothing offers to save.
    await page.getByRole('link', { name: 'Subscribe now' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Make available offline' }).count()).toBe(0);
    await context.close();
  });

  it('saves a playlist: its activity and its recording run offline from the playlist page', async () => {
    const token = await apiSignIn(DEMO.subscriber);
    const [first] = lesson.activities;
    const playlistId = await createActivityAndRecordingPlaylist(token, first, {
      playlist: 'Offline Friday',
      recording: 'Listening offline',
    });
    const { page, errors } = await subscriberWithServiceWorker();
    await page.goto(`/playlists/${playlistId}`);
    const offline = page.getByRole('region', { name: 'Offline use' });
    await offline.getByRole('button', { name: 'Make available offline' }).click();
    await offline.getByText('Available offline', { exact: true }).waitFor({ timeout: 120_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await context.setOffline(true);
    // Lesson mode opens on the playlist's first slide.
    await page.goto(`/playlists/${playlistId}/slides`);
    for (let index = 1; index <= first.shownSlides; index += 1) {
      await placeInActivity(page, index, first.shownSlides).waitFor();
      expect(await mediaProblems(page), `slide ${index}`).toEqual([]);
      await page.keyboard.press('ArrowRight');
    }
    // Past the activity's last slide: the recording, played from the save.
    await page.getByRole('heading', { level: 1, name: 'Listening offline' }).waitFor();
    expect(await page.locator('.slide audio').count()).toBe(1);
    expect(await mediaProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.setOffline(false);
    await context.close();
  }, 300_000); // 69.7 s of 150 in 5573f60's whole run on a slow host.
});

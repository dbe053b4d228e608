import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { allViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { cmsQuery } from '../support/cms';
import { shownSlides, type SeededSlide } from '../support/seeded-lessons';
import { apiSignIn, DEMO, subscriberWithServiceWorker } from '../support/session';

/**
 * Issue #29: a saved lesson's score plays with the network off, its notes lit, the piano's sounds coming from the
 * service worker's cache; a screen reader gets the song's title, key, time signature and words; no axe violation
 * on the score slide on a projector (1920×1080) nor on the activity page on a phone (390 px).
 */

// As in lesson-offline.test.ts, setOffline reaches the worker's own fetches (support/browser-server.ts), so a sound
// fetched from the server cannot pass for one from the cache.

interface ScoreLesson {
  path: string;
  title: string;
  activityId: string;
  activityTitle: string;
  /** 1-based, among the slides lesson mode shows. */
  scoreSlideNumber: number;
  notation: string;
}

/** The seeded lesson with a score slide and the fewest slides (the quickest to save). */
async function findScoreLesson(token: string): Promise<ScoreLesson> {
  type Slide = SeededSlide & { notation: string | null };
  const { schemes } = await cmsQuery<{
    schemes: {
      documentId: string;
      programme: { slug: string; audience: { slug: string } } | null;
      lessons: {
        documentId: string;
        title: string;
        activities: {
          activity: {
            documentId: string;
            title: string;
            activity_slideshow: { activity_slides: Slide[] } | null;
          } | null;
        }[];
      }[];
    }[];
  }>(
    `{ schemes { documentId programme { slug audience { slug } } lessons { documentId title activities { activity { documentId title activity_slideshow { activity_slides { slide_template title include_in_lesson notation } } } } } } }`,
    {},
    token,
  );
  const found: (ScoreLesson & { size: number })[] = [];
  for (const scheme of schemes) {
    if (!scheme.programme) continue;
    for (const lesson of scheme.lessons) {
      const size = lesson.activities.reduce(
        (sum, entry) => sum + (entry.activity?.activity_slideshow?.activity_slides.length ?? 0),
        0,
      );
      for (const { activity } of lesson.activities) {
        const slides = shownSlides(activity?.activity_slideshow?.activity_slides ?? []);
        const index = slides.findIndex((slide) => slide.slide_template === 'score' && slide.notation?.trim());
        if (!activity || index < 0) continue;
        found.push({
          path: `/${scheme.programme.audience.slug}/${scheme.programme.slug}/unit/${scheme.documentId}/lesson/${lesson.documentId}`,
          title: lesson.title,
          activityId: activity.documentId,
          activityTitle: activity.title,
          scoreSlideNumber: index + 1,
          notation: slides[index].notation!,
          size,
        });
        break;
      }
    }
  }
  const [smallest] = found.sort((a, b) => a.size - b.size);
  if (!smallest) throw new Error('No seeded lesson has a score slide');
  return smallest;
}

/** What the notation says a screen reader should hear: its title, time signature and words (w: lines, joined). */
function spokenFacts(notation: string) {
  const field = (name: string) =>
    notation
      .split('\n')
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(2)
      .trim() ?? '';
  const words = notation
    .split('\n')
    .filter((line) => line.startsWith('w:'))
    .map((line) => line.slice(2))
    .join(' ');
  return { title: field('T'), meter: field('M'), words: normaliseWords(words) };
}

/** Words as read aloud: syllables joined, ABC's holds, skips and bar lines dropped, one space between words. */
const normaliseWords = (text: string) =>
  text
    .replace(/[-_*|]/g, '')
    .replace(/~/g, ' ')
    .replace(/\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const SOUND = /\/soundfont\/.+\.mp3$/;
const litNotes = (page: Page) => page.locator('.score svg .abcjs-highlight');

/** The score's text alternative, as a screen reader is given it: the SVG's name and its description. */
async function scoreForScreenReader(page: Page) {
  const svg = page.locator('.score svg').first();
  const name = await svg.getAttribute('aria-label');
  const describedBy = await svg.getAttribute('aria-describedby');
  const description = describedBy
    ? await page.evaluate((id) => document.getElementById(id)?.textContent ?? '', describedBy)
    : '';
  return { name, description };
}

describe('a saved lesson with a score, with the network off', () => {
  let browser: Browser;
  let lesson: ScoreLesson;

  beforeAll(async () => {
    browser = await launchBrowser();
    lesson = await findScoreLesson(await apiSignIn(DEMO.subscriber));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays the score with a note lit and the sounds from the worker, and reads it out to a screen reader', async () => {
    const { context, page, errors } = await subscriberWithServiceWorker(browser, { width: 1920, height: 1080 });
    await page.goto(lesson.path);
    const offline = page.getByRole('region', { name: 'Offline use' });
    await offline.getByRole('button', { name: 'Make available offline' }).click();
    await offline.getByText('Available offline', { exact: true }).waitFor({ timeout: 120_000 });
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.ready).active)).toBe(true);

    // From here on, every sound the page asks for, and anything that fails or that the worker fetches itself.
    const sounds: Response[] = [];
    const failed: Request[] = [];
    const fetchedByWorker: string[] = [];
    page.on('response', (response) => SOUND.test(new URL(response.url()).pathname) && sounds.push(response));
    context.on('requestfailed', (request) => failed.push(request));
    context.on('request', (request) => request.serviceWorker() && fetchedByWorker.push(request.url()));
    await context.setOffline(true);

    await page.goto(`${lesson.path}/slides/${lesson.activityId}/${lesson.scoreSlideNumber}`);
    const facts = spokenFacts(lesson.notation);
    await page.getByRole('img', { name: `Score: ${facts.title}` }).waitFor();
    await page.getByRole('region', { name: 'You are offline' }).waitFor();
    const spoken = await scoreForScreenReader(page);
    expect(spoken.name).toBe(`Score: ${facts.title}`);
    expect(spoken.description).toContain(`Score: ${facts.title}.`);
    expect(spoken.description).toMatch(/Key: [A-G]( sharp| flat)? (major|minor|Dorian|Mixolydian)\./);
    expect(spoken.description).toContain(`Time signature: ${facts.meter}.`);
    if (facts.words) expect(normaliseWords(spoken.description.split('Words: ')[1] ?? '')).toBe(facts.words);
    expect(await allViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await litNotes(page).first().waitFor();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    expect(sounds.length).toBeGreaterThan(0);
    expect(sounds.map((sound) => [new URL(sound.url()).pathname, sound.status(), sound.fromServiceWorker()])).toEqual(
      sounds.map((sound) => [new URL(sound.url()).pathname, 200, true]),
    );
    expect(failed.map((request) => request.url()).filter((url) => SOUND.test(new URL(url).pathname))).toEqual([]);
    expect(fetchedByWorker.filter((url) => SOUND.test(new URL(url).pathname))).toEqual([]);
    expect(await page.locator('.score__problem').count()).toBe(0);

    // The activity's page on a phone, from the same save: the score, named and described, with nothing for axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${lesson.path}/activity/${lesson.activityId}`);
    await page.getByRole('heading', { level: 1, name: lesson.activityTitle }).waitFor();
    await page.getByRole('img', { name: `Score: ${facts.title}` }).waitFor();
    expect((await scoreForScreenReader(page)).description).toContain(`Time signature: ${facts.meter}.`);
    expect(await allViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.setOffline(false);
    await context.close();
  }, 240_000); // Saving a lesson with its recordings and films takes a while on a loaded machine.
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, signInToAdminPanel } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser } from '../support/browser';
import { DEMO, signInAs } from '../support/session';

/**
 * Issue #29: an editor types a melody in the admin panel and sees its score there; a subscriber then sees it on the
 * activity page and in lesson mode, plays it (the sounding note lit) and moves it into another key.
 */

const CM = `${baseUrl}/content-manager/collection-types`;

const MELODY = [
  'X:1',
  'T:Journey Song',
  'M:4/4',
  'L:1/4',
  'Q:1/4=160',
  'K:C',
  'C D E F | G2 G2 | A A G2 | F F E2 |]',
  'w:Sing a song of jour-neys, we walk on and on',
].join('\n');
const SLIDE_MELODY = [
  'X:1',
  'T:Slide Song',
  'M:3/4',
  'L:1/4',
  'Q:1/4=160',
  'K:G',
  'G A B | d2 B | A G2 |]',
  'w:Here we go a-gain',
].join('\n');

async function asEditor<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const notes = (page: Page) => page.locator('.score svg .abcjs-note');
const litNotes = (page: Page) => page.locator('.score svg .abcjs-highlight');

describe('scores', () => {
  let browser: Browser;
  let activityId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // An activity of the editor's with a score slide, not yet with notation of its own, created and published.
    const slideshow = await asEditor<{ data: { documentId: string } }>(
      'POST',
      `${CM}/api::activity-slideshow.activity-slideshow/actions/publish`,
      {
        title: 'Journey score slides',
        activity_slides: [
          { title: 'Sing the slide song', slide_template: 'score', notation: SLIDE_MELODY, slide_text: 'Sing along.' },
        ],
      },
    );
    const activity = await asEditor<{ data: { documentId: string } }>(
      'POST',
      `${CM}/api::activity-page.activity-page/actions/publish`,
      {
        title: 'Journey song activity',
        activity_slideshow: { connect: [{ documentId: slideshow.data.documentId }] },
      },
    );
    activityId = activity.data.documentId;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an editor types a melody in the admin panel, sees its score, and saves it', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signInToAdminPanel(page);
    await page.goto(`/admin/content-manager/collection-types/api::activity-page.activity-page/${activityId}`);

    const field = page.getByPlaceholder(/^X:1/);
    await field.fill(MELODY);
    const preview = page.locator('.abc-notation-preview svg');
    await preview.waitFor();
    expect(await page.locator('.abc-notation-preview svg .abcjs-note').count()).toBe(12);

    // A mistake is shown beside the field before saving.
    await field.fill(`${MELODY}\n^^^^`);
    await page.getByText('The notation has problems').waitFor();
    await field.fill(MELODY);
    await page.getByText('The notation has problems').waitFor({ state: 'detached' });

    // Draft & Publish (issue 31): Publish saves the melody and makes it what teachers see.
    const published = page.waitForResponse(
      (response) =>
        response.url().includes(`/api::activity-page.activity-page/${activityId}/actions/publish`) &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect((await published).status()).toBe(200);
    await context.close();
  }, 180_000); // The admin panel loads and saves slowly on a loaded machine.

  it('a subscriber sees the score on the activity page, plays it with a note lit, and transposes it', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    await page.goto(`/-/-/activity/-/-/${activityId}`);
    await page.getByRole('heading', { level: 1, name: 'Journey song activity' }).waitFor();
    await page.getByRole('img', { name: 'Score: Journey Song' }).waitFor();
    expect(await notes(page).count()).toBe(12);
    await page.getByText('Key: C major').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const play = page.getByRole('button', { name: 'Play', exact: true });
    await play.click();
    await litNotes(page).first().waitFor();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Transpose up a semitone' }).click();
    await page.getByRole('button', { name: 'Transpose up a semitone' }).click();
    await page.getByText('Key: D major').first().waitFor();
    expect(await notes(page).count()).toBe(12);

    const print = page.getByRole('link', { name: 'Print score (PDF)' });
    const pdf = await page.request.get(new URL((await print.getAttribute('href'))!, baseUrl).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(errors).toEqual([]);

    // At a phone's width the score still reads: the staff fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => {
      const svg = document.querySelector('.score svg');
      return !!svg && svg.getBoundingClientRect().width <= 390;
    });
    await context.close();
  });

  it('in lesson mode the score slide plays with space, lights a note, and a black screen pauses it', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    await page.goto(`/-/-/activity/-/-/${activityId}`);
    await page.getByRole('link', { name: 'Start Activity' }).click();
    await page.getByRole('img', { name: 'Score: Slide Song' }).waitFor();
    expect(await notes(page).count()).toBe(7);
    await page.getByText('Key: G major').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Space belongs to a focused button; with nothing focused it plays the score.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await litNotes(page).first().waitFor();
    await page.keyboard.press('b');
    await page.keyboard.press('b');
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Transpose down a semitone' }).click();
    await page
      .getByText(/Key: (G♭|F♯) major/)
      .first()
      .waitFor();
    await context.close();
  });
});

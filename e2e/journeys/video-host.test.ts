import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, launchBrowser } from '../support/browser';
import { cmsQuery } from '../support/cms';
import { DEMO_FILM, fakeVideoHost, type FakeVideo } from '../support/fake-video-host';
import { shownSlides, type SeededSlide } from '../support/seeded-lessons';
import { apiSignIn, DEMO, signInAs } from '../support/session';

/** A programme page with a film of the host (media_embed). */
async function programmeWithFilm(): Promise<string> {
  const { programmes } = await cmsQuery<{
    programmes: { slug: string; audience: { slug: string }; media_embed: { url?: string } | null }[];
  }>('{ programmes { slug audience { slug } media_embed } }');
  const programme = programmes.find((candidate) => candidate.media_embed?.url?.includes('vimeo.com'))!;
  return `/${programme.audience.slug}/${programme.slug}`;
}

/** A library activity's lesson mode at its first slide that shows one film of the host. */
async function hostFilmSlide(token: string): Promise<string> {
  const { activityPages } = await cmsQuery<{
    activityPages: {
      documentId: string;
      activity_slideshow: {
        activity_slides: (SeededSlide & { videos: { embed: unknown; video_file: { url: string } | null }[] })[];
      } | null;
    }[];
  }>(
    `{ activityPages(pagination: { limit: 100 }) { documentId activity_slideshow { activity_slides {
        slide_template title include_in_lesson videos { embed video_file { url } } } } } }`,
    {},
    token,
  );
  for (const activity of activityPages) {
    const slides = shownSlides(activity.activity_slideshow?.activity_slides ?? []);
    const index = slides.findIndex(
      (slide) => slide.slide_template === 'video' && slide.videos.length === 1 && !slide.videos[0].video_file,
    );
    if (index >= 0) return `/-/-/activity/-/-/${activity.documentId}/slides/${index + 1}`;
  }
  throw new Error('No seeded slide shows a single film of the video host');
}

describe('films from the video host', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page at `path` whose browser reaches the (fake) host, which knows `videos`. */
  async function open(path: string, videos: Record<string, FakeVideo>, signedIn = false) {
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    await fakeVideoHost(context, videos);
    const page: Page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto('/');
    if (signedIn) await signInAs(page, DEMO.subscriber);
    await page.goto(path);
    return { page, pageErrors };
  }

  it("embeds a programme's film in the host's player, titled as the host names it", async () => {
    const { page, pageErrors } = await open(await programmeWithFilm(), DEMO_FILM);
    const frame = page.locator('.video-embed iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('title')).toBe(DEMO_FILM['76979871'].title);
    expect(await frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    await page.frameLocator('.video-embed iframe').getByText('paused').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('says so, readably, when the host does not know the film', async () => {
    const { page, pageErrors } = await open(await programmeWithFilm(), {});
    await page.getByText('This video could not be found.').waitFor();
    expect(await page.locator('.video-embed iframe').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('pauses a playing film when the teacher blanks the screen in lesson mode', async () => {
    const { page, pageErrors } = await open(await hostFilmSlide(await apiSignIn(DEMO.subscriber)), DEMO_FILM, true);
    const player = page.frameLocator('.slide .video-embed iframe');
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByText('playing').waitFor();
    // The click left the focus in the player's frame; the teacher's key goes to lesson mode.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('b');
    await player.getByText('paused').waitFor();
    expect(pageErrors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { findAllTemplatesLesson, shownSlides } from '../support/seeded-lessons';
import { apiSignIn, DEMO, signInAs } from '../support/session';

interface SeededActivity {
  path: string;
  documentId: string;
  title: string;
  templates: string[];
}

/** The seeded lesson's first activity that uses all ten slide templates, with the templates of its shown slides. */
async function findAllTemplatesActivity(token: string): Promise<SeededActivity> {
  const lesson = await findAllTemplatesLesson(token);
  const [first] = lesson.activities;
  const templates = shownSlides(first.slides).map((slide) => slide.slide_template);
  if (new Set(templates).size !== 10) throw new Error('The all-templates activity leaves a template out of the lesson');
  return {
    path: `${lesson.path}/slides/${first.documentId}`,
    documentId: first.documentId,
    title: first.title,
    templates,
  };
}

const counter = (page: Page) => page.locator('.lesson-mode__controls p, .presenter-view__counter');

describe('lesson mode in a real classroom', () => {
  let browser: Browser;
  let activity: SeededActivity;
  let context: BrowserContext;
  let errors: Error[];

  beforeAll(async () => {
    browser = await launchBrowser();
    activity = await findAllTemplatesActivity(await apiSignIn(DEMO.subscriber));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function projectorAt(slideNumber: number): Promise<Page> {
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto('/');
    await signInAs(page, DEMO.subscriber);
    await page.goto(`${activity.path}/${slideNumber}`);
    await counter(page).getByText(`slide ${slideNumber} of ${activity.templates.length}`).waitFor();
    return page;
  }

  const audioSlide = () => activity.templates.indexOf('audio') + 1;

  it('opens the presenter window with P, which follows the projector and moves it, and plays no media', async () => {
    const projector = await projectorAt(1);
    const [presenter] = await Promise.all([context.waitForEvent('page'), projector.keyboard.press('p')]);
    presenter.on('pageerror', (error) => errors.push(error));
    await presenter.waitForURL(`${baseUrl}${activity.path}/1?view=presenter`);
    await presenter.getByRole('heading', { name: 'Now on the projector' }).waitFor();
    await counter(presenter).getByText(`slide 1 of ${activity.templates.length}`).waitFor();
    expect(await seriousViolations(presenter)).toEqual([]);

    // The projector moves: the presenter follows.
    await projector.keyboard.press('ArrowRight');
    await projector.waitForURL(`${baseUrl}${activity.path}/2`);
    await presenter.waitForURL(`${baseUrl}${activity.path}/2?view=presenter`);
    // The presenter moves: the projector follows.
    await presenter.getByRole('button', { name: /Next slide/ }).click();
    await presenter.waitForURL(`${baseUrl}${activity.path}/3?view=presenter`);
    await projector.waitForURL(`${baseUrl}${activity.path}/3`);
    await presenter.keyboard.press('ArrowRight');
    await projector.waitForURL(`${baseUrl}${activity.path}/4`);
    await counter(projector).getByText(`slide 4 of ${activity.templates.length}`).waitFor();

    // On the audio slide, only the projector has a player.
    await projector.keyboard.type(String(audioSlide()));
    await projector.keyboard.press('Enter');
    await presenter.waitForURL(`${baseUrl}${activity.path}/${audioSlide()}?view=presenter`);
    await projector.locator('.slide audio').waitFor({ state: 'attached' });
    await presenter.locator('.slide__media-note', { hasText: 'Recording:' }).first().waitFor();
    expect(await presenter.locator('audio, video, iframe').count()).toBe(0);

    // A black screen from the presenter blanks the projector, and back.
    await presenter.keyboard.press('b');
    await projector.getByRole('button', { name: 'Black screen: show the slide again' }).waitFor();
    await presenter.keyboard.press('b');
    await projector.getByRole('button', { name: 'Black screen: show the slide again' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the overview with O and jumps to slide 5 with the arrow keys and Enter; the keys help with ?', async () => {
    const page = await projectorAt(2);
    await page.keyboard.press('o');
    const overview = page.getByRole('dialog', { name: `Overview: ${activity.title}` });
    await overview.waitFor();
    expect(await overview.getByRole('button', { name: /^\d+\./ }).count()).toBe(activity.templates.length);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('step');
    expect(await seriousViolations(page)).toEqual([]);
    for (let move = 0; move < 3; move += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${activity.path}/5`);
    await counter(page).getByText(`slide 5 of ${activity.templates.length}`).waitFor();
    await overview.waitFor({ state: 'detached' });

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keys in lesson mode' });
    await help.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a recording at 0.75 speed, and a black screen pauses it; B again brings the slide back', async () => {
    const page = await projectorAt(audioSlide());
    const player = page.locator('.slide .audio-player').first();
    await player.getByLabel('Speed').selectOption('0.75');
    await page
      .locator('.slide audio')
      .first()
      .evaluate((audio: HTMLAudioElement) => {
        audio.muted = true;
      });
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('.slide audio')!.currentTime > 0.3);
    expect(
      await page
        .locator('.slide audio')
        .first()
        .evaluate((audio: HTMLAudioElement) => audio.playbackRate),
    ).toBe(0.75);

    // The player's buttons keep Enter and Space; the letter keys are lesson mode's.
    await page.keyboard.press('b');
    await page.getByRole('button', { name: 'Black screen: show the slide again' }).waitFor();
    // The blank screen pauses the recording (within the wait's limit: the pause follows the cover's render).
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('.slide audio')!.paused);
    await page.keyboard.press('b');
    await page.getByRole('button', { name: 'Black screen: show the slide again' }).waitFor({ state: 'detached' });
    await player.getByRole('button', { name: 'Play' }).waitFor();

    // Moving on stops the sound: the next slide is silent.
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await page.evaluate(() => {
      (window as unknown as { leftAudio: HTMLAudioElement }).leftAudio = document.querySelector('.slide audio')!;
    });
    await page.keyboard.press('ArrowRight');
    await counter(page)
      .getByText(`slide ${audioSlide() + 1} of ${activity.templates.length}`)
      .waitFor();
    const leftPlaying = await page.evaluate(
      () => !(window as unknown as { leftAudio: HTMLAudioElement }).leftAudio.paused,
    );
    expect(leftPlaying).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

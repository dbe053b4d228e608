import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { cmsQuery } from '../support/cms';
import { shownSlides } from '../support/seeded-lessons';
import { apiSignIn, DEMO, signInAs } from '../support/session';

/**
 * Issue 47: a teacher in lesson mode starts class screens; three pupils join at /join with the code and a name on
 * their own devices, follow five slide changes, play and transpose the score on their own, are blanked and unblanked;
 * the teacher removes one (who is told) and leaves lesson mode, which ends the lesson for the others; a wrong code is
 * told clearly.
 */
const screens = path.resolve(__dirname, '..', '..', 'docs', 'screens');

/**
 * Where the phone's and the tablet's pupils open /join: in `npm run test:scale` each CMS process's own address
 * (E2E_PROCESS_URLS), so one pupil follows on each of two processes while the teacher and the desktop's pupil go
 * through HAProxy, and a slide change made on one process reaches a pupil on the other through Redis pub/sub.
 */
const [phoneBase, tabletBase] = (process.env.E2E_PROCESS_URLS ?? '').split(' ').filter(Boolean);

interface ScoreLesson {
  path: string;
  activityId: string;
  scoreSlideNumber: number;
}

/** A seeded lesson with an activity that has a score slide (with notes) and six slides or more after its first. */
async function findScoreLesson(token: string): Promise<ScoreLesson> {
  type Slide = {
    slide_template: string;
    title: string | null;
    include_in_lesson: boolean | null;
    notation: string | null;
  };
  const { schemes } = await cmsQuery<{
    schemes: {
      documentId: string;
      programme: { slug: string; audience: { slug: string } } | null;
      lessons: {
        documentId: string;
        disable_lesson_mode: boolean | null;
        activities: {
          activity: { documentId: string; activity_slideshow: { activity_slides: Slide[] } | null } | null;
        }[];
      }[];
    }[];
  }>(
    `{ schemes { documentId programme { slug audience { slug } } lessons { documentId disable_lesson_mode activities { activity { documentId activity_slideshow { activity_slides { slide_template title include_in_lesson notation } } } } } } }`,
    {},
    token,
  );
  for (const scheme of schemes) {
    if (!scheme.programme) continue;
    for (const lesson of scheme.lessons) {
      if (lesson.disable_lesson_mode) continue;
      const activities = lesson.activities.flatMap((entry) => (entry.activity ? [entry.activity] : []));
      for (const [index, activity] of activities.entries()) {
        const slides = shownSlides(activity.activity_slideshow?.activity_slides ?? []);
        const score = slides.findIndex((slide) => slide.slide_template === 'score' && slide.notation?.trim());
        const after = activities
          .slice(index)
          .reduce((sum, next) => sum + shownSlides(next.activity_slideshow?.activity_slides ?? []).length, 0);
        if (score >= 0 && after >= 7)
          return {
            path: `/${scheme.programme.audience.slug}/${scheme.programme.slug}/unit/${scheme.documentId}/lesson/${lesson.documentId}`,
            activityId: activity.documentId,
            scoreSlideNumber: score + 1,
          };
      }
    }
  }
  throw new Error('No seeded lesson has a score slide with six slides after it');
}

describe('the class follows the lesson on their own devices', () => {
  let browser: Browser;
  let lesson: ScoreLesson;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    lesson = await findScoreLesson(await apiSignIn(DEMO.subscriber));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
  });

  async function open(width: number, height: number, base = baseUrl): Promise<Page> {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height } });
    contexts.push(context);
    return context.newPage();
  }

  async function join(page: Page, code: string, name: string) {
    await page.goto('/join');
    await page.getByLabel(/Class code/).fill(code);
    await page.getByLabel(/Your first name/).fill(name);
    await page.getByRole('button', { name: 'Join the lesson' }).click();
  }

  it('joins, follows, plays, blanks, removes and ends', async () => {
    const slidesPath = `${lesson.path}/slides/${lesson.activityId}`;
    /** The slide the teacher's lesson mode shows, as the class session names it: `{activity}/{slide}`. */
    const teacherSlide = () => new URL(teacher.url()).pathname.split('/slides/')[1];
    const teacher = await open(1366, 768);
    await teacher.goto('/');
    await signInAs(teacher, DEMO.subscriber);
    await teacher.goto(`${slidesPath}/1`);
    await teacher.getByRole('button', { name: 'Class screens' }).click();
    const panel = teacher.getByRole('dialog', { name: 'Class screens' });
    await panel.getByRole('button', { name: 'Start class screens' }).click();
    const code = ((await panel.locator('.class-screens__code').textContent()) ?? '').replace(/\s/g, '');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    // The join page, judged before anyone joins: axe at a phone's and a tablet's width; the screenshots.
    const phone = await open(390, 844, phoneBase);
    await phone.goto(`/join`);
    await phone.getByRole('heading', { name: 'Join your class' }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: path.join(screens, 'class-join-phone.png') });
    const tablet = await open(1024, 768, tabletBase);
    await tablet.goto('/join');
    await tablet.getByRole('heading', { name: 'Join your class' }).waitFor();
    expect(await seriousViolations(tablet)).toEqual([]);
    const desktop = await open(1366, 768);
    await desktop.goto(`/join?code=${code}`);
    await desktop.getByRole('heading', { name: 'Join your class' }).waitFor();
    await desktop.screenshot({ path: path.join(screens, 'class-join-desktop.png') });

    const pupils = [phone, tablet, desktop];
    const names = ['Ada', 'Ben', 'Cleo'];
    for (const [index, pupil] of pupils.entries()) await join(pupil, code, names[index]);
    const showing = (pupil: Page, address: string) => pupil.locator(`[data-class-slide="${address}"]`).waitFor();
    for (const pupil of pupils) await showing(pupil, `${lesson.activityId}/1`);
    await panel.getByText('3 pupils have joined').waitFor({ timeout: 10_000 });
    await teacher.screenshot({ path: path.join(screens, 'class-teacher-panel.png') });
    // The panel with its code, QR code and pupils: axe-clean too.
    await panel.getByRole('img', { name: /^QR code: opens .*\/join\?code=/ }).waitFor();
    expect(await seriousViolations(teacher)).toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).click();

    // Five slide changes, each on every pupil's screen.
    for (let move = 1; move <= 5; move += 1) {
      const before = teacherSlide();
      await teacher.keyboard.press('ArrowRight');
      await expect.poll(teacherSlide, { timeout: 10_000 }).not.toBe(before);
      for (const pupil of pupils) await showing(pupil, teacherSlide());
    }

    // Back to the score slide: a pupil plays it on their own device.
    const scoreAddress = `${lesson.activityId}/${lesson.scoreSlideNumber}`;
    for (let presses = 0; teacherSlide() !== scoreAddress && presses < 30; presses += 1) {
      const before = teacherSlide();
      const [activityId, number] = before.split('/');
      const forward = activityId === lesson.activityId && Number(number) < lesson.scoreSlideNumber;
      await teacher
        .locator('.lesson-mode__step')
        .filter({ hasText: forward ? 'Next' : 'Previous' })
        .first()
        .click();
      await expect.poll(teacherSlide, { timeout: 10_000 }).not.toBe(before);
    }
    expect(`${teacherSlide()} (score at ${lesson.scoreSlideNumber})`).toBe(
      `${scoreAddress} (score at ${lesson.scoreSlideNumber})`,
    );
    await showing(tablet, scoreAddress);
    const play = tablet.getByRole('button', { name: 'Play' });
    await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
    await play.click();
    await tablet.getByRole('button', { name: 'Pause' }).waitFor();
    await tablet.getByRole('button', { name: 'Pause' }).click();
    // Each pupil moves the score into their own key, with the controls on their own screen (a phone too).
    await showing(phone, scoreAddress);
    for (const pupil of [tablet, phone]) {
      const key = pupil.locator('.score__key');
      await key.waitFor();
      const before = await key.textContent();
      const up = pupil.getByRole('button', { name: 'Transpose up a semitone' });
      await up.scrollIntoViewIfNeeded();
      expect(await up.isVisible()).toBe(true);
      await up.click();
      await pupil.getByText('Transposed +1 semitone').waitFor();
      await expect.poll(() => key.textContent()).not.toBe(before);
    }
    // The pupil's score slide, light on lesson mode's dark stage: axe-clean at a phone's and a tablet's width.
    expect(await seriousViolations(phone)).toEqual([]);
    expect(await seriousViolations(tablet)).toEqual([]);
    await phone.screenshot({ path: path.join(screens, 'class-pupil-score-phone.png') });
    await tablet.screenshot({ path: path.join(screens, 'class-pupil-score-tablet.png') });

    // Blackout blanks every pupil, and lifting it shows the slide again.
    await teacher.keyboard.press('b');
    for (const pupil of pupils) await pupil.getByText('Look at your teacher.').waitFor();
    await teacher.keyboard.press('b');
    for (const pupil of pupils) await showing(pupil, scoreAddress);

    // The teacher removes Cleo, who is told.
    await teacher.getByRole('button', { name: /Class screens/ }).click();
    await panel.getByRole('button', { name: 'Remove Cleo' }).click();
    await desktop.getByRole('heading', { name: 'You were removed' }).waitFor();
    await panel.getByText('2 pupils have joined').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();

    // Leaving lesson mode ends the lesson for everyone.
    await teacher.getByRole('link', { name: 'Exit lesson mode' }).click();
    await teacher.waitForURL(`${baseUrl}${lesson.path}`);
    for (const pupil of [phone, tablet]) await pupil.getByRole('heading', { name: 'The lesson has ended' }).waitFor();

    // The ended code and a wrong one are told clearly.
    await phone.getByRole('button', { name: 'Join another class' }).click();
    await join(phone, code, 'Ada');
    await phone.getByText('That lesson has ended.').waitFor();
    await phone.getByLabel(/Class code/).fill('ZZZZZZ');
    await phone.getByRole('button', { name: 'Join the lesson' }).click();
    await phone.getByText('There is no class with that code. Check the code on your teacher’s screen.').waitFor();
  });
});

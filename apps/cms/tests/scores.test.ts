import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fieldErrors } from './accounts';
import { adminToken, cmsUrl, signInAs } from './client';

/** Issue #29: notation as content (a custom field checked on save) and printable scores for subscribers. */

const CM = '/content-manager/collection-types';
const ACTIVITIES = `${CM}/api::activity-page.activity-page`;
const SLIDESHOWS = `${CM}/api::activity-slideshow.activity-slideshow`;
const LESSONS = `${CM}/api::lesson.lesson`;

const MELODY = [
  'X:1',
  'T:Hot Cross Buns',
  'M:4/4',
  'L:1/4',
  'K:C',
  'E D C2 | E D C2 | C/C/C/C/ D/D/D/D/ | E D C2 |]',
  'w:Hot cross buns, hot cross buns, one a pen-ny, two a pen-ny, hot cross buns',
].join('\n');
const ROUND = ['X:1', 'T:Slide Round', 'M:3/4', 'L:1/4', 'K:G', 'G A B | c2 B | A G2 |]', 'w:Sing it all a-round'].join(
  '\n',
);

const fetchAs = (pathname: string, token?: string) =>
  fetch(`${cmsUrl()}${pathname}`, { headers: token ? { cookie: `documents_token=${token}` } : {} });

describe('Scores', () => {
  let admin: string;
  let subscriber: string;
  let registered: string;
  const made: string[] = [];
  let activityId: string;
  let slideId: number;

  beforeAll(async () => {
    admin = adminToken();
    subscriber = await signInAs('subscriber');
    registered = await signInAs('registered');
    const slideshow = await call<{ data: { documentId: string; activity_slides: { id: number }[] } }>(
      'POST',
      `${SLIDESHOWS}/actions/publish`,
      {
        title: `Score slides ${Date.now()}`,
        activity_slides: [{ title: 'Sing the round', slide_template: 'score', notation: ROUND }],
      },
      admin,
    );
    expect(slideshow.status).toBe(200);
    made.push(`${SLIDESHOWS}/${slideshow.body.data.documentId}`);
    slideId = slideshow.body.data.activity_slides[0].id;
    const activity = await call<{ data: { documentId: string } }>(
      'POST',
      `${ACTIVITIES}/actions/publish`,
      {
        title: `Score activity ${Date.now()}`,
        notation: MELODY,
        activity_slideshow: { connect: [{ documentId: slideshow.body.data.documentId }] },
      },
      admin,
    );
    expect(activity.status).toBe(200);
    activityId = activity.body.data.documentId;
    made.push(`${ACTIVITIES}/${activityId}`);
  });

  afterAll(async () => {
    for (const entry of made.reverse()) await call('DELETE', entry, undefined, admin);
  });

  it('stores notation through the ABC notation custom field, on activities and on slides', async () => {
    const activity = await call<{ data: { schema: { attributes: Record<string, Record<string, unknown>> } } }>(
      'GET',
      '/content-type-builder/content-types/api::activity-page.activity-page',
      undefined,
      admin,
    );
    expect(activity.body.data.schema.attributes.notation).toMatchObject({
      customField: 'global::abc-notation',
    });
    const slide = await call<{ data: { schema: { attributes: Record<string, Record<string, unknown>> } } }>(
      'GET',
      '/content-type-builder/components/slides.slide',
      undefined,
      admin,
    );
    expect(slide.body.data.schema.attributes.notation).toMatchObject({
      customField: 'global::abc-notation',
    });
  });

  it('refuses unreadable or oversized notation with a field error, on the activity and in a slide', async () => {
    const unreadable = await call(
      'PUT',
      `${ACTIVITIES}/${activityId}`,
      { notation: 'X:1\nK:C\nC D E ^^^^ F |' },
      admin,
    );
    expect(unreadable.status).toBe(400);
    expect(fieldErrors(unreadable.body.error).notation).toMatch(/not valid ABC/);

    const oversized = await call(
      'PUT',
      `${ACTIVITIES}/${activityId}`,
      { notation: `X:1\nK:C\n${'C D E F |'.repeat(2000)}` },
      admin,
    );
    expect(oversized.status).toBe(400);
    expect(fieldErrors(oversized.body.error).notation).toMatch(/too long/);

    const noMusic = await call('PUT', `${ACTIVITIES}/${activityId}`, { notation: 'T:Only a title' }, admin);
    expect(noMusic.status).toBe(400);
    expect(fieldErrors(noMusic.body.error).notation).toBeDefined();

    const inSlide = await call(
      'POST',
      SLIDESHOWS,
      {
        title: 'Bad slides',
        activity_slides: [
          { title: 'Fine', notation: ROUND },
          { title: 'Bad', notation: 'K:C\n{{{ ]]]' },
        ],
      },
      admin,
    );
    expect(inSlide.status).toBe(400);
    expect(Object.keys(fieldErrors(inSlide.body.error))).toEqual(['activity_slides.1.notation']);

    // The stored melody is unchanged.
    const stored = await call<{ data: { notation: string } }>('GET', `${ACTIVITIES}/${activityId}`, undefined, admin);
    expect(stored.body.data.notation).toBe(MELODY);
  });

  it("prints an activity's and a slide's score as a PDF for a subscriber", async () => {
    for (const [pathname, title] of [
      [`/documents/scores/activity/${activityId}`, 'Hot Cross Buns'],
      [`/documents/scores/slide/${slideId}`, 'Slide Round'],
    ]) {
      const response = await fetchAs(pathname, subscriber);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toContain('private');
      const pdf = await PDFDocument.load(Buffer.from(await response.arrayBuffer()));
      expect(pdf.getTitle()).toBe(title);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses the score PDF to a visitor and to a teacher without a subscription, as the activity', async () => {
    for (const pathname of [`/documents/scores/activity/${activityId}`, `/documents/scores/slide/${slideId}`]) {
      const visitor = await fetchAs(pathname);
      expect(visitor.status, pathname).toBe(401);
      expect(visitor.headers.get('content-type')).not.toContain('pdf');
      const teacher = await fetchAs(pathname, registered);
      expect(teacher.status, pathname).toBe(403);
      // A Bearer header is no way around it either.
      const bearer = await fetch(`${cmsUrl()}${pathname}`, { headers: { authorization: `Bearer ${registered}` } });
      expect(bearer.status).toBe(403);
    }
  });

  it('never prints a slide that exists only in a draft: slide ids are sequential (issue 43)', async () => {
    const slideshowId = made[0].split('/').pop()!;
    const drafted = await call<{ data: { activity_slides: { id: number; title: string }[] } }>(
      'PUT',
      `${SLIDESHOWS}/${slideshowId}`,
      {
        activity_slides: [
          { title: 'Sing the round', slide_template: 'score', notation: ROUND },
          { title: 'Draft only', slide_template: 'score', notation: MELODY.replace('Hot Cross Buns', 'Draft Tune') },
        ],
      },
      admin,
    );
    expect(drafted.status).toBe(200);
    const draftSlides = drafted.body.data.activity_slides.map((slide) => slide.id);
    expect(draftSlides).toHaveLength(2);
    expect(draftSlides).not.toContain(slideId);
    for (const id of draftSlides) {
      const response = await fetchAs(`/documents/scores/slide/${id}`, subscriber);
      expect(response.status, `draft slide ${id}`).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('pdf');
    }
    // The published slide prints as before.
    expect((await fetchAs(`/documents/scores/slide/${slideId}`, subscriber)).status).toBe(200);
    await call('POST', `${SLIDESHOWS}/${slideshowId}/actions/discard`, undefined, admin);
  });

  it('answers 404, never a 500, for what holds no score', async () => {
    for (const pathname of [
      '/documents/scores/activity/nosuchactivity',
      '/documents/scores/slide/0',
      '/documents/scores/slide/abc',
      `/documents/scores/slide/${Number.MAX_SAFE_INTEGER}9`,
    ]) {
      expect((await fetchAs(pathname, subscriber)).status, pathname).toBe(404);
    }
  });

  it("puts the scores of a lesson's activities in its ZIP, for subscribers only", async () => {
    const lesson = await call<{ data: { documentId: string } }>(
      'POST',
      `${LESSONS}/actions/publish`,
      {
        title: `Score lesson ${Date.now()}`,
        activities: [{ title: 'Sing', activity: { connect: [{ documentId: activityId }] } }],
      },
      admin,
    );
    expect(lesson.status).toBe(200);
    made.push(`${LESSONS}/${lesson.body.data.documentId}`);
    const zipPath = `/documents/resources/lesson/${lesson.body.data.documentId}`;

    const response = await fetchAs(zipPath, subscriber);
    expect(response.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
    const names = Object.keys(zip.files);
    expect(names).toEqual(expect.arrayContaining(['Hot Cross Buns - score.pdf', 'Slide Round - score.pdf']));
    const pdf = await PDFDocument.load(await zip.file('Hot Cross Buns - score.pdf')!.async('uint8array'));
    expect(pdf.getTitle()).toBe('Hot Cross Buns');

    for (const token of [undefined, registered]) {
      const refused = await fetchAs(zipPath, token);
      expect(refused.status).toBe(token ? 403 : 401);
    }
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { activityWithSlides, lessonSlideShowOf, slide } from '../../test/fixtures';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import type { ActivityWithSlidesFragment } from '../../gql/graphql';
import { lessonActivitiesInOrder, mergeLessonActivities } from '../../lib/lessonActivities';
import { slideFromActivity } from './activitySlide';
import {
  findItem,
  lessonModeItems,
  playlistModeItems,
  shownSlides,
  slideCountLabel,
  slideIndex,
} from './slideshowModel';

/** A file of an activity option's delivery details, as ActivityWithSlides reads it. */
const optionFile = (name: string, mime: string) => ({
  __typename: 'UploadFile' as const,
  documentId: `file-${name}`,
  url: `/uploads/${name}`,
  name,
  ext: null,
  mime,
  caption: null,
  alternativeText: null,
});

/** An activity without a slideshow, with what a slide is made from: introduction, options, their media. */
const withoutSlides: ActivityWithSlidesFragment = {
  __typename: 'ActivityPage',
  documentId: 'none',
  title: 'High and Low Sounds',
  teaching_option: 'Works well as a warm-up.',
  introduction: 'Pupils stretch up for high sounds and crouch down for low ones.',
  notation: null,
  activityOptions: [
    {
      __typename: 'ActivityOption',
      documentId: 'option-1',
      title: 'Stretch and crouch',
      introduction: 'Play short extracts.',
      delivery_option: [
        {
          __typename: 'ComponentActivityDeliveryOption',
          id: 'd1',
          activity_detail: [
            {
              __typename: 'ComponentActivityActivityDetail',
              id: 'x1',
              media: [optionFile('shimmer.wav', 'audio/wav'), optionFile('worksheet.pdf', 'application/pdf')],
            },
            {
              __typename: 'ComponentActivityActivityDetail',
              id: 'x2',
              media: [optionFile('pitch.png', 'image/png'), optionFile('shimmer.wav', 'audio/wav')],
            },
          ],
        },
      ],
    },
  ],
  activity_slideshow: null,
};

describe('lesson-mode model', () => {
  it("takes every activity, in the lesson overview's order (above, the pool by strand when chosen, the list), once each", () => {
    const pooled = {
      ...activityWithSlides('pool', 'Pool', 1),
      learning_strands: [{ __typename: 'LearningStrand' as const, documentId: 'rhythm' }],
    };
    const lesson = {
      activities_above: [activityWithSlides('above', 'Above', 2)],
      activity_pool: [pooled],
      activities: [
        { activity: activityWithSlides('listed', 'Listed', 3) },
        { activity: withoutSlides },
        { activity: activityWithSlides('above', 'Above', 2) },
      ],
    };
    expect(lessonModeItems(lesson).map((item) => item.id)).toEqual(['above', 'pool', 'listed', 'none']);
    expect(lessonModeItems(lesson, ['pitch']).map((item) => item.id)).toEqual(['above', 'listed', 'none']);
    // The same activities as the overview lists, by the rule they share (lib/lessonActivities.ts).
    expect(lessonModeItems(lesson).map((item) => item.id)).toEqual(
      lessonActivitiesInOrder(mergeLessonActivities(lesson)).map((activity) => activity.documentId),
    );
  });

  it('makes one slide for an activity without slides: its title, introduction, recording, picture and notes', () => {
    const [item] = lessonModeItems({ activities: [{ activity: withoutSlides }] });
    expect(item).toMatchObject({ id: 'none', title: 'High and Low Sounds', teachingNotes: 'Works well as a warm-up.' });
    expect(item.slides).toHaveLength(1);
    expect(item.slides[0]).toMatchObject({
      id: 'activity-none',
      title: 'High and Low Sounds',
      slide_template: 'all',
      slide_text: 'Pupils stretch up for high sounds and crouch down for low ones.',
      presenter_notes: '**Stretch and crouch.** Play short extracts.',
      // Its one recording, once (two details share it), and its picture; the worksheet is not for the screen.
      audio: { url: '/uploads/shimmer.wav' },
      audiocards: [],
      main_image: { url: '/uploads/pitch.png' },
      notation: null,
    });
  });

  it('makes the slide of an activity with several recordings and a score: a card a recording, the score to print', () => {
    const song = slideFromActivity({
      ...withoutSlides,
      notation: 'X:1\nT:Echo\nQ:1/4=116\nK:C\nCDEC|',
      activityOptions: [
        {
          ...withoutSlides.activityOptions[0]!,
          delivery_option: [
            {
              __typename: 'ComponentActivityDeliveryOption',
              id: 'd1',
              activity_detail: [
                {
                  __typename: 'ComponentActivityActivityDetail',
                  id: 'x1',
                  media: [
                    { ...optionFile('echo.wav', 'audio/wav'), caption: 'The Echo Song' },
                    optionFile('echo-backing.mp3', 'audio/mpeg'),
                    optionFile('pitch.png', 'image/png'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(song.audio).toBeNull();
    expect(song.audiocards?.map((card) => [card?.title, card?.audio?.url])).toEqual([
      ['The Echo Song', '/uploads/echo.wav'],
      ['echo-backing.mp3', '/uploads/echo-backing.mp3'],
    ]);
    expect(song.notation).toContain('Q:1/4=116');
    // The score is what the class reads: no picture beside it.
    expect(song.main_image).toBeNull();
    expect(song.scorePrintPath).toBe('/documents/scores/activity/none');
    // An activity with its own slides keeps them: nothing is made for it.
    expect(lessonModeItems({ activities: [{ activity: activityWithSlides('a', 'A', 3) }] })[0].slides).toHaveLength(3);
  });

  it('skips slides not included in the lesson, numbers from 1 and finds neighbours', () => {
    expect(shownSlides([slide('a'), slide('b', { include_in_lesson: false }), null]).map((s) => s.title)).toEqual([
      'a',
    ]);
    expect([slideIndex(undefined, 3), slideIndex('3', 3), slideIndex('9', 3), slideIndex('x', 3)]).toEqual([
      0, 2, 2, 0,
    ]);
    const items = lessonModeItems({
      activities: [{ activity: activityWithSlides('a', 'A', 1) }, { activity: activityWithSlides('b', 'B', 1) }],
    });
    const found = findItem(items, 'b')!;
    expect([found.previous?.id, found.next]).toEqual(['a', null]);
    expect(findItem(items, 'unknown')).toBeNull();
    expect([slideCountLabel(1), slideCountLabel(4)]).toEqual(['1 slide', '4 slides']);
  });
});

describe('playlist lesson mode', () => {
  it('plays items in playlist order, an audio item as one audio slide, leaving out what no longer exists', () => {
    const items = playlistModeItems([
      {
        __typename: 'ComponentPlaylistAudioItem',
        id: 'song',
        title: 'Song',
        playlist_order: 2,
        item: {
          __typename: 'UploadFile',
          documentId: 'song-file',
          url: '/uploads/song.wav',
          name: 'song.wav',
          mime: 'audio/wav',
          caption: null,
        },
      },
      {
        __typename: 'ComponentPlaylistActivityItem',
        id: 'gone',
        title: 'Deleted activity',
        playlist_order: 0,
        item: null,
      },
      {
        __typename: 'ComponentPlaylistActivityItem',
        id: 'act',
        title: 'Warm-up',
        playlist_order: 1,
        item: activityWithSlides('a1', 'Activity', 3),
      },
      {
        __typename: 'ComponentPlaylistActivityItem',
        id: 'bare',
        title: 'No slides',
        playlist_order: 3,
        item: withoutSlides,
      },
    ]);
    expect(items.map((item) => [item.id, item.title, item.slides.length])).toEqual([
      ['activity-act', 'Warm-up', 3],
      ['audio-song', 'Song', 1],
      ['activity-bare', 'No slides', 1],
    ]);
    expect(items[1].slides[0]).toMatchObject({ slide_template: 'audio', audio: { url: '/uploads/song.wav' } });
  });
});

/** The unit around lesson 'l1' with `lessons` in order, as LessonModeUnitLessons answers. */
const unitLessons = (lessons: { documentId: string; title: string; disable_lesson_mode?: boolean }[]) =>
  graphql.query('LessonModeUnitLessons', () =>
    HttpResponse.json({
      data: {
        scheme: {
          __typename: 'Scheme',
          documentId: 'u',
          title: 'Unit',
          lessons: lessons.map((lesson) => ({ __typename: 'Lesson', disable_lesson_mode: false, ...lesson })),
        },
      },
    }),
  );

/** The unit's lessons up to 'l1', the lesson on the projector. */
const upToLesson = [
  { documentId: 'l0', title: 'Warming up' },
  { documentId: 'l1', title: 'Lesson' },
];

const twoActivityLesson = () =>
  graphql.query('LessonSlideShow', () =>
    HttpResponse.json({
      data: lessonSlideShowOf([activityWithSlides('a1', 'First', 2), activityWithSlides('a2', 'Second', 2)]),
    }),
  );

describe('lesson mode', () => {
  it('opens on the first slide, counts slides across the whole lesson, and keeps the activity list one key away', async () => {
    logIn();
    server.use(twoActivityLesson());
    const { router } = renderApp('/primary/p/unit/u/lesson/l1/slides');
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a1/1');
    await waitFor(() => expect(document.title).toBe('First (Lesson mode)'));
    expect(screen.getByText('Slide 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('First · slide 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute('aria-valuenow', '1');

    // L: the picker over the slides, with the spec's texts; the activity on the projector is marked.
    await userEvent.keyboard('l');
    const list = await screen.findByRole('dialog', { name: 'Activities: Lesson' });
    expect(
      within(list)
        .getAllByText(/^\d+ slides?/)
        .map((node) => node.textContent),
    ).toEqual(['2 slides · now showing', '2 slides']);
    expect(
      within(list)
        .getByRole('link', { name: /^Get started/ })
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    await userEvent.keyboard('l');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The same list from the bar's button; choosing an activity goes to its first slide.
    await userEvent.click(screen.getByRole('button', { name: 'Activities' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: /^Skip to this activity ?Second/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a2/1'));
    expect(screen.getByText('Slide 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('Second · slide 1 of 2')).toBeInTheDocument();
  });

  it('skips no activity: one without slides has a slide of its own, counted in the list and on the end screen', async () => {
    logIn();
    server.use(
      graphql.query('LessonSlideShow', () =>
        HttpResponse.json({
          data: lessonSlideShowOf([
            activityWithSlides('a1', 'The Echo Song', 2),
            withoutSlides,
            activityWithSlides('a2', 'Twinkle Steps', 2),
          ]),
        }),
      ),
      unitLessons(upToLesson),
    );
    const { router } = renderApp('/primary/p/unit/u/lesson/l1/slides/a1/2');
    await screen.findByText('Slide 2 of 5');
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'High and Low Sounds' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/none/1');
    expect(screen.getByText('Slide 3 of 5')).toBeInTheDocument();
    expect(screen.getByText('Pupils stretch up for high sounds and crouch down for low ones.')).toBeVisible();
    // Its recording plays on the slide.
    expect(document.querySelector('.slide audio')).toHaveAttribute('src', '/uploads/shimmer.wav');

    await userEvent.keyboard('l');
    const list = await screen.findByRole('dialog', { name: 'Activities: Lesson' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.lesson-mode__item-title')?.textContent),
    ).toEqual(['The Echo Song', 'High and Low Sounds', 'Twinkle Steps']);
    expect(
      within(list)
        .getAllByText(/^\d+ slides?/)
        .map((node) => node.textContent),
    ).toEqual(['2 slides', '1 slide · now showing', '2 slides']);
    await userEvent.keyboard('l');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'End of the slides' });
    expect(screen.getByText('5 slides in 3 activities')).toBeInTheDocument();
  });

  it('still shows the picker for an activity the lesson does not have (SPEC §4)', async () => {
    logIn();
    server.use(twoActivityLesson());
    renderApp('/primary/p/unit/u/lesson/l1/slides/unknown/1');
    await screen.findByRole('heading', { level: 1, name: 'Lesson' });
    expect(screen.getByRole('link', { name: /^Get started/ })).toHaveAttribute(
      'href',
      '/primary/p/unit/u/lesson/l1/slides/a1/1',
    );
  });

  it('answers not found for an address with more than an activity and a slide position after /slides', async () => {
    logIn();
    server.use(twoActivityLesson());
    renderApp('/primary/p/unit/u/lesson/l1/slides/a1/1/sub/1/more');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lost?' })).toBeInTheDocument();
  });

  it('moves with the arrow keys and PageDown, across into the next activity, and back from a sub-slideshow', async () => {
    logIn();
    server.use(twoActivityLesson());
    const { router } = renderApp('/primary/p/unit/u/lesson/l1/slides/a1/1');
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });

    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'Slide 2' });
    await userEvent.click(screen.getByRole('link', { name: 'Sub' }));
    await screen.findByRole('heading', { level: 1, name: 'Sub slide 1' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a1/2/sub-1/1');
    // Inside a sub-slideshow the lesson's line stays on its slide; the sub-slideshow's place is the detail.
    expect(screen.getByText('Slide 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('Sub: slide 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the main activity' }));
    await screen.findByRole('heading', { level: 1, name: 'Slide 2' });

    expect(screen.getByRole('link', { name: 'Next: Second' })).toBeInTheDocument();
    await userEvent.keyboard('{PageDown}');
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a2/1');
    expect(screen.getByRole('link', { name: 'Previous: First' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByRole('heading', { level: 1, name: 'Slide 2' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a1/2');
    expect(hrefOf('Exit lesson mode')).toBe('/primary/p/unit/u/lesson/l1');
  });

  it('ends on an end screen after the last slide: Next lesson, Back to the lesson and Exit', async () => {
    logIn();
    server.use(twoActivityLesson(), unitLessons([...upToLesson, { documentId: 'l2', title: 'Patterns in Time' }]));
    const { router } = renderApp('/primary/p/unit/u/lesson/l1/slides/a2/2');
    await screen.findByText('Slide 4 of 4');
    expect(screen.getByRole('link', { name: 'Next: end of the slides' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'End of the slides' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/end');
    expect(heading).toHaveFocus();
    const next = await screen.findByRole('link', { name: /^Next lesson/ });
    expect(next).toHaveTextContent('Patterns in Time');
    expect(next).toHaveAttribute('href', '/primary/p/unit/u/lesson/l2/slides');
    expect(hrefOf('Back to the lesson')).toBe('/primary/p/unit/u/lesson/l1/slides/a2/2');
    expect(hrefOf('Exit')).toBe('/primary/p/unit/u/lesson/l1');
    // Keyboard: Tab reaches the ways on, in order; ← goes back to the last slide.
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByText('Slide 4 of 4');
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a2/2');
  });

  it("offers 'Back to the unit' on the unit's last lesson, and a lesson without lesson mode opens on its overview", async () => {
    logIn();
    server.use(twoActivityLesson(), unitLessons(upToLesson));
    const first = renderApp('/primary/p/unit/u/lesson/l1/slides/end');
    await screen.findByRole('heading', { level: 1, name: 'End of the slides' });
    expect(await screen.findByRole('link', { name: 'Back to the unit' })).toHaveAttribute('href', '/primary/p/unit/u');
    expect(screen.queryByRole('link', { name: /^Next lesson/ })).toBeNull();
    first.unmount();

    server.use(
      unitLessons([
        { documentId: 'l1', title: 'Lesson' },
        { documentId: 'l2', title: 'Talk only', disable_lesson_mode: true },
      ]),
    );
    renderApp('/primary/p/unit/u/lesson/l1/slides/end');
    expect(await screen.findByRole('link', { name: /^Next lesson/ })).toHaveAttribute(
      'href',
      '/primary/p/unit/u/lesson/l2',
    );
  });

  it('folds the bar into a menu on a phone held upright, keeping Full screen and Next at hand', async () => {
    logIn();
    server.use(twoActivityLesson());
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      renderApp('/primary/p/unit/u/lesson/l1/slides/a1/1');
      await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
      const bar = screen.getByRole('navigation', { name: 'Lesson mode' });
      expect(within(bar).getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
      expect(within(bar).queryByRole('button', { name: 'Presenter view' })).toBeNull();
      expect(within(bar).queryByRole('button', { name: 'Overview' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Next slide' })).toBeInTheDocument();
      await userEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
      const items = screen.getAllByRole('button').map((button) => button.textContent);
      expect(items).toEqual(expect.arrayContaining(['Activities', 'Overview', 'Keys', 'Presenter view']));
      await userEvent.click(screen.getByRole('button', { name: 'Activities' }));
      expect(await screen.findByRole('dialog', { name: 'Activities: Lesson' })).toBeInTheDocument();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('flips a flip card with Enter and shows it unflipped again after a slide change', async () => {
    logIn();
    const face = (documentId: string, name: string, alternativeText: string) => ({
      __typename: 'UploadFile' as const,
      documentId,
      url: `/uploads/${name}`,
      alternativeText,
      caption: null,
      width: null,
      height: null,
      formats: null,
    });
    const card = (id: string) => ({
      __typename: 'ComponentSlidesFlipcard' as const,
      id,
      title: `Card ${id}`,
      card_1: face(`${id}-1`, `${id}-front.png`, 'Front'),
      card_2: face(`${id}-2`, `${id}-back.png`, 'Back'),
      audio: null,
    });
    const activity = activityWithSlides('a1', 'Cards', 2);
    activity.activity_slideshow!.activity_slides![0] = {
      ...slide('Flip', { slide_template: 'flipcards', flipcards: [card('x')] }),
      sub_slides2: [],
    };
    server.use(graphql.query('ActivitySlideshow', () => HttpResponse.json({ data: { activityPage: activity } })));
    renderApp('/-/-/activity/-/-/a1/slides/1');
    const button = await screen.findByRole('button', { name: /Turn the card over/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Show the first card/ })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      await userEvent.keyboard('{ArrowRight}');
    });
    await screen.findByRole('heading', { level: 1, name: 'Slide 2' });
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('button', { name: /Turn the card over/ })).toHaveAttribute('aria-pressed', 'false');
  });
});

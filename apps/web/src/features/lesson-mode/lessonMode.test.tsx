import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activityWithSlides, lessonSlideShowOf, slide } from '../../test/fixtures';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import {
  findItem,
  lessonModeItems,
  playlistModeItems,
  shownSlides,
  slideCountLabel,
  slideIndex,
} from './slideshowModel';

const withoutSlides = {
  __typename: 'ActivityPage' as const,
  documentId: 'none',
  title: 'No slides',
  teaching_option: null,
  activity_slideshow: null,
};

describe('lesson-mode model', () => {
  it('merges activities above, the pool (by strand when chosen) and the list, once each, leaving out those without slides', () => {
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
    expect(lessonModeItems(lesson).map((item) => item.id)).toEqual(['above', 'pool', 'listed']);
    expect(lessonModeItems(lesson, ['pitch']).map((item) => item.id)).toEqual(['above', 'listed']);
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
        item: { documentId: 'song-file', url: '/uploads/song.wav', name: 'song.wav', mime: 'audio/wav', caption: null },
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
    ]);
    expect(items[1].slides[0]).toMatchObject({ slide_template: 'audio', audio: { url: '/uploads/song.wav' } });
  });
});

describe('lesson mode', () => {
  it('moves with the arrow keys and PageDown, across into the next activity, and back from a sub-slideshow', async () => {
    logIn();
    server.use(
      graphql.query('LessonSlideShow', () =>
        HttpResponse.json({
          data: lessonSlideShowOf([
            activityWithSlides('a1', 'First', 2),
            withoutSlides,
            activityWithSlides('a2', 'Second', 2),
          ]),
        }),
      ),
    );
    const { router } = renderApp('/primary/p/unit/u/lesson/l1/slides');
    await screen.findByRole('heading', { level: 1, name: 'Lesson' });
    expect(screen.getAllByText(/slides?$/).map((node) => node.textContent)).toEqual(['2 slides', '2 slides']);
    expect(screen.queryByText('No slides')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: /^Get started/ }));
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    expect(document.title).toBe('First (Lesson mode)');
    expect(screen.getByText('slide 1 of 2')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('heading', { level: 1, name: 'Slide 2' });
    await userEvent.click(screen.getByRole('link', { name: 'Sub' }));
    await screen.findByRole('heading', { level: 1, name: 'Sub slide 1' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a1/2/sub-1/1');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the main activity' }));
    await screen.findByRole('heading', { level: 1, name: 'Slide 2' });

    expect(screen.getByRole('link', { name: 'Next: Second' })).toBeInTheDocument();
    await userEvent.keyboard('{PageDown}');
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a2/1');
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByRole('heading', { level: 1, name: 'Slide 2' });
    expect(router.state.location.pathname).toBe('/primary/p/unit/u/lesson/l1/slides/a1/2');
    expect(hrefOf('Exit lesson mode')).toBe('/primary/p/unit/u/lesson/l1');
  });

  it('flips a flip card with Enter and shows it unflipped again after a slide change', async () => {
    logIn();
    const card = (id: string) => ({
      __typename: 'ComponentSlidesFlipcard' as const,
      id,
      title: `Card ${id}`,
      card_1: {
        __typename: 'UploadFile' as const,
        documentId: `${id}-1`,
        url: `/uploads/${id}-front.png`,
        alternativeText: 'Front',
        caption: null,
        width: null,
        height: null,
        formats: null,
      },
      card_2: {
        __typename: 'UploadFile' as const,
        documentId: `${id}-2`,
        url: `/uploads/${id}-back.png`,
        alternativeText: 'Back',
        caption: null,
        width: null,
        height: null,
        formats: null,
      },
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

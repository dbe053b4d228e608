import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activityWithSlides } from '../../test/fixtures';
import { logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

/** A lesson whose pool has two activities: the unit's strands keep one (the CMS says which). */
function lessonSlideShow(customScheme: unknown) {
  return {
    customScheme,
    lesson: {
      __typename: 'Lesson',
      documentId: 'l1',
      title: 'Listen, Sing and Perform',
      activities_above: [],
      activity_pool: [
        { ...activityWithSlides('p-kept', 'Pool kept', 2), learning_strands: [] },
        { ...activityWithSlides('p-dropped', 'Pool dropped', 2), learning_strands: [] },
      ],
      activities: [
        {
          __typename: 'ComponentLessonActivityEntry',
          id: '1',
          section_divider: false,
          activity: activityWithSlides('a-listed', 'Listed activity', 2),
        },
      ],
    },
  };
}

/** The activities the lesson-mode picker (L) offers, in order. */
const pickerItems = () =>
  [...document.querySelectorAll('.lesson-mode__item-title')].map((element) => element.textContent);

const unitLessons = (lessonId: string) => ({
  __typename: 'CustomScheme',
  documentId: 'cu-1',
  lessons: [
    {
      __typename: 'CustomUnitLesson',
      lesson: { __typename: 'Lesson', documentId: lessonId },
      activity_pool: [{ __typename: 'ActivityPage', documentId: 'p-kept' }],
    },
  ],
});

describe("a custom unit's lesson in lesson mode (SPEC §2, the CMS's lesson rule)", () => {
  it("teaches the pool as the CMS filtered it by the unit's strands", async () => {
    logIn();
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.query('LessonSlideShow', (request) => {
        variables = request.variables;
        return HttpResponse.json({ data: lessonSlideShow(unitLessons('l1')) });
      }),
    );
    renderApp('/primary/music-foundations/custom-unit/cu-1/lesson/l1/slides');
    // Lesson mode opens on the first slide; L shows the activities it teaches.
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    await userEvent.keyboard('l');
    expect(await screen.findByRole('link', { name: /^Get started/ })).toBeInTheDocument();
    expect(variables).toEqual({ lessonId: 'l1', customSchemeId: 'cu-1', customUnit: true });
    expect(pickerItems()).toEqual(['Pool kept', 'Listed activity']);
  });

  it("shows not-found for a lesson the unit does not have, or another teacher's unit", async () => {
    logIn();
    server.use(
      graphql.query('LessonSlideShow', () => HttpResponse.json({ data: lessonSlideShow(unitLessons('l-other')) })),
    );
    const first = renderApp('/primary/music-foundations/custom-unit/cu-1/lesson/l1/slides');
    expect(await screen.findByRole('heading', { name: 'Lost?' })).toBeInTheDocument();
    first.unmount();

    server.use(graphql.query('LessonSlideShow', () => HttpResponse.json({ data: lessonSlideShow(null) })));
    renderApp('/primary/music-foundations/custom-unit/cu-other/lesson/l1/slides');
    expect(await screen.findByRole('heading', { name: 'Lost?' })).toBeInTheDocument();
  });

  it('teaches the whole pool of a published unit’s lesson', async () => {
    logIn();
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.query('LessonSlideShow', (request) => {
        variables = request.variables;
        return HttpResponse.json({ data: lessonSlideShow(undefined) });
      }),
    );
    renderApp('/primary/music-foundations/unit/u1/lesson/l1/slides');
    // Lesson mode opens on the first slide; L shows the activities it teaches.
    await screen.findByRole('heading', { level: 1, name: 'Slide 1' });
    await userEvent.keyboard('l');
    expect(await screen.findByRole('link', { name: /^Get started/ })).toBeInTheDocument();
    expect(variables).toMatchObject({ customUnit: false });
    expect(pickerItems()).toEqual(['Pool kept', 'Pool dropped', 'Listed activity']);
  });
});

import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ImageFieldsFragment, LessonSlideShowQuery } from '../../gql/graphql';
import { createApolloClient } from '../../lib/apolloClient';
import { activityWithSlides, lessonSlideShowOf } from '../../test/fixtures';
import { server } from '../../test/server';
import { preloadLessonMode } from './preloadLessonMode';

const picture = (name: string): ImageFieldsFragment => ({
  __typename: 'UploadFile',
  documentId: name,
  url: `/uploads/${name}.png`,
  alternativeText: name,
  caption: null,
  width: 800,
  height: 600,
  formats: null,
});

/**
 * An activity whose first slide shows `image` (and a second slide with another picture, which is not asked for); its
 * slides' ids its own, as the CMS's component ids are (the cache keeps one slide per id).
 */
function activityShowing(documentId: string, image: string) {
  const activity = activityWithSlides(documentId, documentId, 2);
  const [first, second] = activity.activity_slideshow!.activity_slides!;
  activity.activity_slideshow!.activity_slides = [
    { ...first!, id: `${documentId}-1`, main_image: picture(image) },
    { ...second!, id: `${documentId}-2`, main_image: picture(`${image}-later`) },
  ];
  return activity;
}

/** Answers LessonSlideShow with `data`, noting the variables of each request. */
function answerSlideShow(data: LessonSlideShowQuery) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('LessonSlideShow', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data });
    }),
  );
  return asked;
}

describe('fetching lesson mode ahead of Start Lesson (issue 44)', () => {
  it("asks for the lesson's slides as lesson mode does, then only its first slide's pictures", async () => {
    const asked = answerSlideShow(lessonSlideShowOf([activityShowing('a1', 'drum'), activityShowing('a2', 'flute')]));
    const client = createApolloClient();

    const pictures = await preloadLessonMode(client, { lesson: 'l1', unit: 'u1', customUnit: false });

    expect(pictures).toEqual(['/uploads/drum.png']);
    expect(asked).toEqual([{ lessonId: 'l1', customSchemeId: '', customUnit: false }]);
  });

  it('asks for the pictures of the slide an address names instead: lesson mode opened at a later slide', async () => {
    answerSlideShow(lessonSlideShowOf([activityShowing('a1', 'drum'), activityShowing('a2', 'flute')]));
    const client = createApolloClient();

    const pictures = await preloadLessonMode(client, { lesson: 'l1', unit: 'u1', customUnit: false }, 'a2/2');

    expect(pictures).toEqual(['/uploads/flute-later.png']);
  });

  it("under a custom unit, starts from the unit's first activity: a pooled activity outside its strands is skipped", async () => {
    const lesson = lessonSlideShowOf([activityShowing('a2', 'flute')]).lesson!;
    const asked = answerSlideShow({
      customScheme: {
        __typename: 'CustomScheme',
        documentId: 'cu1',
        lessons: [
          { __typename: 'CustomUnitLesson', lesson: { __typename: 'Lesson', documentId: 'l1' }, activity_pool: [] },
        ],
      },
      lesson: { ...lesson, activity_pool: [{ ...activityShowing('p1', 'bell'), learning_strands: [] }] },
    });
    const client = createApolloClient();

    const pictures = await preloadLessonMode(client, { lesson: 'l1', unit: 'cu1', customUnit: true });

    expect(pictures).toEqual(['/uploads/flute.png']);
    expect(asked).toEqual([{ lessonId: 'l1', customSchemeId: 'cu1', customUnit: true }]);
  });

  it('asks for no picture when the first slide has none', async () => {
    answerSlideShow(lessonSlideShowOf([{ ...activityWithSlides('a1', 'Activity', 1) }]));
    const client = createApolloClient();
    expect(await preloadLessonMode(client, { lesson: 'l1', unit: 'u1', customUnit: false })).toEqual([]);
  });
});

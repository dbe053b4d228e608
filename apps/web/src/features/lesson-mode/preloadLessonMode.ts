import type { ApolloClient } from '@apollo/client';
import { lessonSlideShowQuery, lessonSlideShowVariables } from './api/slideshows';
import { findItem, lessonModeItems, mediaToPreload, slideIndex, taughtLesson } from './slideshowModel';

/** The lesson whose lesson mode is fetched ahead: its address's `lesson` and `unit`, and whether in a custom unit. */
export interface LessonToStart {
  lesson: string;
  unit: string;
  customUnit: boolean;
}

/**
 * Lesson mode without a wait (issue 44): its code, the lesson's slides (the very LessonSlideShow lesson mode asks, into
 * the same cache) and the pictures of the slide it opens on: the first, or the one `at` names (what follows `/slides/`
 * in its address: `{activity}/{slide}`). The lesson overview calls it while the teacher reads it, lesson mode's route
 * while lesson mode's code loads. Resolves with the pictures asked for.
 */
export async function preloadLessonMode(client: ApolloClient, { lesson, unit, customUnit }: LessonToStart, at = '') {
  // The chunk the router loads for lesson mode (app/routes/screens.ts), so that Start Lesson renders at once.
  void import('./routes').catch(() => undefined);
  const { data } = await client.query({
    query: lessonSlideShowQuery,
    variables: lessonSlideShowVariables({ lesson, unit }, customUnit),
  });
  const taught = data && taughtLesson(data, customUnit);
  const items = taught ? lessonModeItems(taught) : [];
  const [itemId, slide] = at.split('/');
  const item = itemId ? findItem(items, itemId)?.item : items[0];
  const { images } = mediaToPreload(item?.slides[slideIndex(slide, item.slides.length)]);
  for (const url of images) new Image().src = url;
  return images;
}

import type { ActivityWithSlidesFragment, FileFieldsFragment, LessonSlideShowQuery } from '../../gql/graphql';
import { lessonActivitiesInOrder, mergeLessonActivities, withUnitPool } from '../../lib/lessonActivities';
import { slideFromActivity, type MadeSlide } from './activitySlide';

/** A CMS slide, or one lesson mode made for an activity without slides. */
export type Slide = MadeSlide;

export interface SubSlideshow {
  id: string;
  title: string;
  slides: Slide[];
}

/** One thing lesson mode walks through: an activity's slides (or, in a playlist, an audio item as one slide). */
export interface LessonModeItem {
  id: string;
  title: string;
  slides: Slide[];
  /** Sub-slideshows a `sub_slide_buttons` slide opens, by id. */
  subSlideshows: Record<string, SubSlideshow>;
  /** The activity's teaching options (Markdown), for the presenter view's notes. */
  teachingNotes?: string | null;
}

/** SPEC-GUIDE §3: slides with `include_in_lesson` false are not shown in lesson mode. */
export function shownSlides(slides: readonly (Slide | null | undefined)[] | null | undefined): Slide[] {
  return (slides ?? []).flatMap((slide) => (slide && slide.include_in_lesson !== false ? [slide] : []));
}

/**
 * An activity as lesson mode walks it: its slides shown in lessons, or, when it has none, one slide made from what it
 * has (activitySlide.ts), so that no activity of a lesson or playlist is skipped.
 */
export function toLessonModeItem(activity: ActivityWithSlidesFragment | null | undefined): LessonModeItem | null {
  if (!activity) return null;
  const show = activity.activity_slideshow;
  const subSlideshows: Record<string, SubSlideshow> = {};
  for (const slide of show?.activity_slides ?? []) {
    for (const sub of slide?.sub_slides2 ?? []) {
      if (sub)
        subSlideshows[sub.documentId] = {
          id: sub.documentId,
          title: sub.title,
          slides: shownSlides(sub.activity_slides),
        };
    }
  }
  const slides = shownSlides(show?.activity_slides);
  return {
    id: activity.documentId,
    title: activity.title,
    slides: slides.length ? slides : [slideFromActivity(activity)],
    subSlideshows,
    teachingNotes: activity.teaching_option ?? null,
  };
}

type LessonModeActivity = ActivityWithSlidesFragment & {
  learning_strands?: readonly ({ documentId: string } | null)[] | null;
};

/**
 * SPEC-GUIDE §2: every activity of the lesson, in the lesson overview's order and by its very rule
 * (lib/lessonActivities.ts: activities_above, the pool — filtered by the chosen learning strands when there are any —
 * then the listed activities), each once.
 */
export function lessonModeItems(
  lesson: {
    activities_above?: readonly (ActivityWithSlidesFragment | null)[] | null;
    activity_pool?: readonly (LessonModeActivity | null)[] | null;
    activities?: readonly ({ id?: string | null; activity?: ActivityWithSlidesFragment | null } | null)[] | null;
  },
  strandIds?: readonly string[],
): LessonModeItem[] {
  return lessonActivitiesInOrder(mergeLessonActivities<LessonModeActivity>(lesson, strandIds)).flatMap(
    (activity) => toLessonModeItem(activity) ?? [],
  );
}

/**
 * The lesson lesson mode teaches, from LessonSlideShow's answer: under a custom unit by the CMS's lesson rule (only the
 * unit's lessons, their pools kept to the unit's strands); null without it (another teacher's unit reads as missing).
 */
export function taughtLesson({ lesson, customScheme }: LessonSlideShowQuery, customUnit: boolean) {
  if (!lesson || !customUnit) return lesson ?? null;
  const unitLesson = customScheme?.lessons.find((entry) => entry.lesson.documentId === lesson.documentId);
  return unitLesson ? withUnitPool(lesson, unitLesson.activity_pool) : null;
}

/**
 * SPEC-GUIDE §4: the current item by id among the items (each has slides), and its neighbours; none found -> the
 * picker.
 */
export function findItem(items: readonly LessonModeItem[], id: string | undefined) {
  const index = id ? items.findIndex((item) => item.id === id) : -1;
  if (index < 0) return null;
  return { item: items[index], index, previous: items[index - 1] ?? null, next: items[index + 1] ?? null };
}

/** The address segment of the end screen, after the lesson's last slide (no activity or slide is called that). */
export const LESSON_END = 'end';

/** Where a slide of one item sits in the whole lesson, for 'Slide 7 of 23': numbers from 1, across every item. */
export function lessonPosition(items: readonly LessonModeItem[], itemIndex: number, index: number) {
  const count = (list: readonly LessonModeItem[]) => list.reduce((sum, item) => sum + item.slides.length, 0);
  return { number: count(items.slice(0, itemIndex)) + index + 1, total: count(items) };
}

/** Slide numbers in URLs start at 1; anything out of range lands on the nearest real slide. */
export function slideIndex(param: string | undefined, count: number): number {
  const number = Number.parseInt(param ?? '1', 10);
  if (!Number.isFinite(number) || number < 1) return 0;
  return Math.min(number, Math.max(count, 1)) - 1;
}

export const slideCountLabel = (count: number) => (count === 1 ? '1 slide' : `${count} slides`);

/** The files the slide after this one will need, so they can load while the class looks at this one. */
export function mediaToPreload(slide: Slide | undefined): { images: string[]; audio: string[] } {
  if (!slide) return { images: [], audio: [] };
  const images = [
    slide.main_image,
    slide.secondary_image,
    ...(slide.flipcards ?? []).flatMap((card) => [card?.card_1, card?.card_2]),
    ...(slide.audiocards ?? []).map((card) => card?.image),
  ];
  const audio = [
    slide.audio,
    slide.secondary_audio,
    ...(slide.audiocards ?? []).map((card) => card?.audio),
    ...(slide.flipcards ?? []).map((card) => card?.audio),
  ];
  const urls = (files: ({ url: string } | null | undefined)[]) => [
    ...new Set(files.flatMap((file) => (file?.url ? [file.url] : []))),
  ];
  return { images: urls(images), audio: urls(audio) };
}

/** A recording the presenter can play on the projector: the slide's own, its second, its cards'. */
export interface Recording {
  url: string;
  title: string;
}

/** The slide's recordings in the order the slide shows them, each file once. */
export function slideRecordings(slide: Slide | undefined): Recording[] {
  if (!slide) return [];
  const named = [
    { file: slide.audio, title: slide.title ?? 'Slide audio' },
    { file: slide.secondary_audio, title: 'Second recording' },
    ...(slide.flipcards ?? []).map((card) => ({ file: card?.audio, title: card?.title ?? 'Flip card audio' })),
    ...(slide.audiocards ?? []).map((card) => ({ file: card?.audio, title: card?.title ?? 'Audio card' })),
  ];
  const seen = new Set<string>();
  return named.flatMap(({ file, title }) => {
    if (!file?.url || seen.has(file.url)) return [];
    seen.add(file.url);
    return [{ url: file.url, title }];
  });
}

type PlaylistEntry =
  | {
      __typename?: 'ComponentPlaylistActivityItem';
      id: string;
      title?: string | null;
      playlist_order?: number | null;
      item?: ActivityWithSlidesFragment | null;
    }
  | {
      __typename?: 'ComponentPlaylistAudioItem';
      id: string;
      title?: string | null;
      playlist_order?: number | null;
      item?: FileFieldsFragment | null;
    }
  | { __typename?: 'Error' };

/**
 * A playlist's items in playlist order: an activity as its slides (or the one made for it), an audio item as one audio
 * slide. Items whose content no longer exists are left out. The two item kinds number their ids separately, so an
 * item's URL id names its kind too.
 */
export function playlistModeItems(entries: readonly (PlaylistEntry | null)[] | null | undefined): LessonModeItem[] {
  const usable = (entries ?? []).flatMap((entry) => (entry && 'id' in entry ? [entry] : []));
  usable.sort((a, b) => (a.playlist_order ?? 0) - (b.playlist_order ?? 0));
  return usable.flatMap((entry): LessonModeItem[] => {
    if (entry.__typename === 'ComponentPlaylistAudioItem') {
      const file = entry.item;
      if (!file?.url) return [];
      const title = entry.title || file.caption || file.name;
      const audioSlide: Slide = {
        __typename: 'ComponentSlidesSlide',
        id: `audio-${entry.id}`,
        title,
        include_in_lesson: true,
        slide_template: 'audio',
        slide_text: null,
        secondary_slide_text: null,
        presenter_notes: null,
        main_image: null,
        secondary_image: null,
        audio: {
          __typename: 'UploadFile',
          documentId: entry.id,
          url: file.url,
          name: file.name,
          mime: file.mime,
          caption: file.caption ?? null,
        },
        secondary_audio: null,
        secondary_video: null,
        videos: [],
        audiocards: [],
        flipcards: [],
      };
      return [{ id: `audio-${entry.id}`, title, slides: [audioSlide], subSlideshows: {} }];
    }
    const item = toLessonModeItem(entry.item as ActivityWithSlidesFragment | null | undefined);
    return item ? [{ ...item, id: `activity-${entry.id}`, title: entry.title || item.title }] : [];
  });
}

/**
 * What a teacher plans a lesson from (issue 44): its total time from the activities' times, and a preview of every
 * lesson-mode slide, in the order lesson mode shows them.
 */
import type { LessonActivityEntry } from '../../lib/lessonActivities';
import { toImageView, type ImageView } from '../../lib/media';

/** The minutes of an activity's time as editors write it ('10 mins', '1 hour', '1 hr 15 mins'); null when none. */
export function minutesOf(time: string | null | undefined): number | null {
  const text = time?.trim().toLowerCase() ?? '';
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hour|hours)\b/.exec(text);
  const minutes = /(\d+)\s*(?:m|min|mins|minute|minutes)\b/.exec(text);
  if (!hours && !minutes) return null;
  return Math.round((hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
}

export interface TotalTime {
  minutes: number;
  /** Activities with no set time ('Free-flow'), which the total leaves out. */
  freeFlow: number;
  activities: number;
}

export function totalTimeOf(times: readonly (string | null | undefined)[]): TotalTime {
  const minutes = times.map(minutesOf);
  return {
    minutes: minutes.reduce<number>((sum, value) => sum + (value ?? 0), 0),
    freeFlow: minutes.filter((value) => value === null).length,
    activities: times.length,
  };
}

/** '45 minutes', '1 hour', '1 hour 20 minutes'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest || !hours ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

interface SlideshowActivity {
  documentId: string;
  title: string;
  activity_slideshow?: {
    activity_slides: readonly {
      id: string;
      title?: string | null;
      include_in_lesson?: boolean | null;
      main_image?: { url: string; alternativeText?: string | null; formats?: unknown } | null;
    }[];
  } | null;
}

export interface SlidePreview {
  key: string;
  activityTitle: string;
  /** Its number within the activity's slides, as lesson mode counts them (from 1). */
  number: number;
  title: string;
  image: ImageView | null;
  /** Lesson mode at this slide; null when the lesson has no lesson mode. */
  href: string | null;
}

/** Every slide lesson mode shows, activity by activity (SPEC-GUIDE §3: those not included in the lesson are not). */
export function slidePreviewsOf<A extends SlideshowActivity>(
  entries: readonly LessonActivityEntry<A>[],
  slidesHref: string | null,
): SlidePreview[] {
  return entries.flatMap((entry) => {
    if (entry.kind !== 'activity') return [];
    const { activity } = entry;
    const shown = (activity.activity_slideshow?.activity_slides ?? []).filter(
      (slide) => slide.include_in_lesson !== false,
    );
    return shown.map((slide, index) => ({
      key: `${entry.key}-${slide.id}`,
      activityTitle: activity.title,
      number: index + 1,
      title: slide.title?.trim() || activity.title,
      image: toImageView(slide.main_image, 'small'),
      href: slidesHref ? `${slidesHref}/${activity.documentId}/${index + 1}` : null,
    }));
  });
}

import type { LessonUnit } from './components/NextLessonLink';
import type { LessonModeItem } from './slideshowModel';

/** Where each lesson-mode state lives: every state has a URL, so reload and back/forward keep the teacher's place. */
export interface LessonModeUrls {
  /** The picker; null where lesson mode shows one activity only. */
  picker: string | null;
  slide(itemId: string, slideNumber: number): string;
  sub(itemId: string, slideNumber: number, subId: string, subSlideNumber: number): string;
  /** The page lesson mode was started from. */
  exit: string;
  /** The lesson overview, when there is one. */
  overview: string | null;
  /** The end screen, after the last slide. */
  end: string;
}

export interface LessonModeProps {
  title: string;
  items: LessonModeItem[];
  urls: LessonModeUrls;
  itemId?: string;
  slide?: string;
  subslideshow?: string;
  subslide?: string;
  /**
   * The unit of a lesson, for the end screen's 'Next lesson' or 'Back to the unit'; null for a playlist or activity.
   */
  unit?: LessonUnit | null;
}

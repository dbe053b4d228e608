import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useTrailingParams } from '../../components/useTrailingParams';
import {
  activitySlideshowQuery,
  lessonSlideShowQuery,
  lessonSlideShowVariables,
  playlistSlideShowQuery,
} from './api/slideshows';
import { LessonMode } from './LessonMode';
import type { LessonModeUrls } from './lessonModeProps';
import { LESSON_END, lessonModeItems, playlistModeItems, taughtLesson, toLessonModeItem } from './slideshowModel';
import { PageStatus } from '../../components/PageStatus';

/** The path before '/slides': the page lesson mode was started from. */
function startedFrom(pathname: string): string {
  const at = pathname.indexOf('/slides');
  return at >= 0 ? pathname.slice(0, at) : pathname;
}

/** Lesson mode over several items (a lesson's activities, a playlist's items): their slides, a picker, an end. */
const pickerUrls = (base: string): LessonModeUrls => ({
  picker: `${base}/slides`,
  slide: (itemId, number) => `${base}/slides/${itemId}/${number}`,
  sub: (itemId, number, subId, subNumber) => `${base}/slides/${itemId}/${number}/${subId}/${subNumber}`,
  exit: base,
  overview: base,
  end: `${base}/slides/${LESSON_END}`,
});

/** What the address names after `/slides` (app/router.tsx): the item (for several), then the slide's position. */
const itemSlides = ['activity', 'slide', 'subslideshow', 'subslide'] as const;
const oneItemSlides = ['slide', 'subslideshow', 'subslide'] as const;

/** The slide, sub-slideshow and sub-slide the address names. */
const slidePosition = ({ slide, subslideshow, subslide }: Readonly<Record<string, string | undefined>>) => ({
  slide,
  subslideshow,
  subslide,
});

/** SPEC-GUIDE §2 lesson mode for a lesson (also under custom-unit): the picker, then each activity's slides. */
export function LessonSlidesPage() {
  const params = useParams();
  const position = useTrailingParams(itemSlides);
  const { pathname } = useLocation();
  const base = startedFrom(pathname);
  const customUnit = pathname.includes('/custom-unit/');
  const { data, loading, error } = useQuery(lessonSlideShowQuery, {
    variables: lessonSlideShowVariables(params, customUnit),
  });

  if (!position) return <NotFoundPage />;
  if (loading || error || !data?.lesson) return <PageStatus loading={loading} error={error} />;
  const lessonData = taughtLesson(data, customUnit);
  if (!lessonData) return <NotFoundPage />;
  return (
    <LessonMode
      title={lessonData.title}
      items={lessonModeItems(lessonData)}
      urls={pickerUrls(base)}
      itemId={position.activity}
      {...slidePosition(position)}
      unit={{
        unitId: params.unit ?? '',
        customUnit,
        lessonId: lessonData.documentId,
        path: base.slice(0, base.lastIndexOf('/lesson/')),
      }}
    />
  );
}

/** SPEC-GUIDE §2 lesson mode for one activity: in a lesson, a custom unit's lesson, or a library section. */
export function ActivitySlidesPage() {
  const { activity = '', lesson } = useParams();
  const position = useTrailingParams(oneItemSlides);
  const base = startedFrom(useLocation().pathname);
  const { data, loading, error } = useQuery(activitySlideshowQuery, { variables: { activityId: activity } });

  const item = toLessonModeItem(data?.activityPage);
  if (!position) return <NotFoundPage />;
  if (loading || error || !item) return <PageStatus loading={loading} error={error} />;
  const urls: LessonModeUrls = {
    picker: null,
    slide: (_itemId, number) => `${base}/slides/${number}`,
    sub: (_itemId, number, subId, subNumber) => `${base}/slides/${number}/${subId}/${subNumber}`,
    exit: base,
    overview: lesson ? base.slice(0, base.indexOf('/activity/')) : null,
    end: `${base}/slides/${LESSON_END}`,
  };
  return <LessonMode title={item.title} items={[item]} urls={urls} itemId={item.id} {...slidePosition(position)} />;
}

/** SPEC-GUIDE §2 lesson mode for a playlist: the CMS answers only the playlist's owner (anyone else gets nothing). */
export function PlaylistSlidesPage() {
  const { playlistId = '' } = useParams();
  const position = useTrailingParams(['item', ...oneItemSlides]);
  const { data, loading, error } = useQuery(playlistSlideShowQuery, { variables: { playlistId } });

  if (!position) return <NotFoundPage />;
  if (loading || error || !data?.playlist) return <PageStatus loading={loading} error={error} />;
  const base = `/playlists/${playlistId}`;
  return (
    <LessonMode
      title={data.playlist.title}
      items={playlistModeItems(data.playlist.playlist_item)}
      urls={pickerUrls(base)}
      itemId={position.item}
      {...slidePosition(position)}
    />
  );
}

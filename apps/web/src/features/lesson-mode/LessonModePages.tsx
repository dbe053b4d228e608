import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ErrorPanel';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Spinner } from '../../components/Spinner';
import { withUnitPool } from '../../lib/lessonActivities';
import { activitySlideshowQuery, lessonSlideShowQuery, playlistSlideShowQuery } from './api/slideshows';
import { LessonMode, type LessonModeUrls } from './LessonMode';
import { lessonModeItems, playlistModeItems, toLessonModeItem } from './slideshowModel';
import { PageStatus } from '../../components/PageStatus';

/** The path before '/slides': the page lesson mode was started from. */
function startedFrom(pathname: string): string {
  const at = pathname.indexOf('/slides');
  return at >= 0 ? pathname.slice(0, at) : pathname;
}

/** SPEC §2 lesson mode for a lesson (also under custom-unit): the picker, then each activity's slides. */
export function LessonSlidesPage() {
  const { lesson = '', unit = '', activity, slide, subslideshow, subslide } = useParams();
  const { pathname } = useLocation();
  const base = startedFrom(pathname);
  const customUnit = pathname.includes('/custom-unit/');
  const { data, loading, error } = useQuery(lessonSlideShowQuery, {
    variables: { lessonId: lesson, customSchemeId: customUnit ? unit : '', customUnit },
  });

  if (loading || error || !data?.lesson) return <PageStatus loading={loading} error={error} />;
  let lessonData = data.lesson;
  if (customUnit) {
    // The CMS's lesson rule: only the unit's lessons, their pools kept to the unit's strands (another teacher's unit
    // reads as missing).
    const unitLesson = data.customScheme?.lessons.find((entry) => entry.lesson.documentId === lessonData.documentId);
    if (!unitLesson) return <NotFoundPage />;
    lessonData = withUnitPool(lessonData, unitLesson.activity_pool);
  }
  const urls: LessonModeUrls = {
    picker: `${base}/slides`,
    slide: (itemId, number) => `${base}/slides/${itemId}/${number}`,
    sub: (itemId, number, subId, subNumber) => `${base}/slides/${itemId}/${number}/${subId}/${subNumber}`,
    exit: base,
    overview: base,
  };
  return (
    <LessonMode
      title={lessonData.title}
      items={lessonModeItems(lessonData)}
      urls={urls}
      itemId={activity}
      slide={slide}
      subslideshow={subslideshow}
      subslide={subslide}
    />
  );
}

/** SPEC §2 lesson mode for one activity: in a lesson, a custom unit's lesson, or a library section. */
export function ActivitySlidesPage() {
  const { activity = '', lesson, slide, subslideshow, subslide } = useParams();
  const base = startedFrom(useLocation().pathname);
  const { data, loading, error } = useQuery(activitySlideshowQuery, { variables: { activityId: activity } });

  if (loading) return <Spinner />;
  if (error) return <ErrorPanel error={error} />;
  const item = toLessonModeItem(data?.activityPage);
  if (!item) return <NotFoundPage />;
  const urls: LessonModeUrls = {
    picker: null,
    slide: (_itemId, number) => `${base}/slides/${number}`,
    sub: (_itemId, number, subId, subNumber) => `${base}/slides/${number}/${subId}/${subNumber}`,
    exit: base,
    overview: lesson ? base.slice(0, base.indexOf('/activity/')) : null,
  };
  return (
    <LessonMode
      title={item.title}
      items={item.slides.length ? [item] : []}
      urls={urls}
      itemId={item.id}
      slide={slide}
      subslideshow={subslideshow}
      subslide={subslide}
    />
  );
}

/** SPEC §2 lesson mode for a playlist: the CMS answers only the playlist's owner (anyone else gets nothing). */
export function PlaylistSlidesPage() {
  const { playlistId = '', item, slide, subslideshow, subslide } = useParams();
  const { data, loading, error } = useQuery(playlistSlideShowQuery, { variables: { playlistId } });

  if (loading || error || !data?.playlist) return <PageStatus loading={loading} error={error} />;
  const base = `/playlists/${playlistId}`;
  const urls: LessonModeUrls = {
    picker: `${base}/slides`,
    slide: (itemId, number) => `${base}/slides/${itemId}/${number}`,
    sub: (itemId, number, subId, subNumber) => `${base}/slides/${itemId}/${number}/${subId}/${subNumber}`,
    exit: base,
    overview: base,
  };
  return (
    <LessonMode
      title={data.playlist.title}
      items={playlistModeItems(data.playlist.playlist_item)}
      urls={urls}
      itemId={item}
      slide={slide}
      subslideshow={subslideshow}
      subslide={subslide}
    />
  );
}

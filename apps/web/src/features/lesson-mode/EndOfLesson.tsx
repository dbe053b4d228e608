import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ActivityListDialog } from './components/ActivityList';
import { LessonEnd } from './components/LessonEnd';
import { toggleFullScreen } from './components/ProjectorBar';
import { LessonProgress } from './components/SlideControls';
import type { LessonModeProps } from './lessonModeProps';
import { useLessonModeKeys } from './useLessonModeKeys';
import { useLessonModeTitle } from './useLessonModeTitle';
import { usePresentationSync } from './usePresentationSync';

/** After the lesson's last slide: the end screen, in step with the other window like any slide. */
export function EndOfLesson({ title, items, urls, unit }: LessonModeProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [dialog, setDialog] = useState<'activities' | null>(null);
  const go = useCallback((path: string) => navigate(`${path}${search}`), [navigate, search]);
  useLessonModeTitle(`${title}: end of the slides`);
  usePresentationSync(`lesson-mode:${urls.exit}`, { path: pathname, cover: 'none' }, (state) => {
    if (state.path !== pathname) go(state.path);
  });
  const last = items[items.length - 1];
  const backToLesson = urls.slide(last.id, last.slides.length);
  const total = items.reduce((sum, item) => sum + item.slides.length, 0);
  useLessonModeKeys({
    enabled: dialog === null,
    typedNumber: '',
    setTypedNumber: () => undefined,
    run: (command) => {
      if (command.type === 'previous') go(backToLesson);
      else if (command.type === 'first') go(urls.slide(items[0].id, 1));
      else if (command.type === 'activities' && items.length > 1) setDialog('activities');
      else if (command.type === 'fullScreen') toggleFullScreen();
    },
  });
  return (
    <LessonEnd
      title={title}
      slideCount={total}
      activityCount={items.length}
      backToLesson={`${backToLesson}${search}`}
      exit={urls.exit}
      unit={unit ?? null}
      progress={<LessonProgress segments={items.map((item) => item.slides.length)} number={total} total={total} />}
    >
      <ActivityListDialog
        show={dialog === 'activities'}
        title={title}
        items={items}
        slideUrl={(itemId) => `${urls.slide(itemId, 1)}${search}`}
        onClose={() => setDialog(null)}
      />
    </LessonEnd>
  );
}

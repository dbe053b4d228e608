import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ActivityListItems } from './components/ActivityList';
import { EndOfLesson } from './EndOfLesson';
import './styles/stage.css';
import './styles/slides.css';
import './styles/screens.css';
import './styles/presenter.css';
import type { LessonModeProps, LessonModeUrls } from './lessonModeProps';
import { Slideshow } from './Slideshow';
import { findItem, LESSON_END } from './slideshowModel';
import { useLessonModeTitle } from './useLessonModeTitle';
import { useRecordLessonPosition } from '../home';
import { ClassSessionContext, useClassSessionState } from './useClassSession';

/**
 * SPEC-GUIDE §2 Lesson mode: it opens on the first slide (the picker is one key away, L); an unknown item shows the
 * picker; after the last slide, the end screen.
 */
export function LessonMode(props: LessonModeProps) {
  useRecordLessonPosition();
  // A lesson's class session lasts while lesson mode is open, whichever of its screens shows; the presenter window
  // shows and controls the projector's session.
  const presenter = new URLSearchParams(useLocation().search).get('view') === 'presenter';
  const classSession = useClassSessionState(props.unit?.lessonId ?? null, presenter);
  return (
    <ClassSessionContext.Provider value={classSession}>
      <LessonModeScreen {...props} />
    </ClassSessionContext.Provider>
  );
}

function LessonModeScreen(props: LessonModeProps) {
  const { search } = useLocation();
  if (props.items.length === 0) return <Picker {...props} />;
  if (props.itemId === LESSON_END || props.slide === LESSON_END) return <EndOfLesson {...props} />;
  const current = findItem(props.items, props.itemId ?? props.items[0].id);
  if (!current) return <Picker {...props} />;
  // Opened without a slide (Start Lesson), the first slide is shown at once (so a page rendered on the server shows
  // it too), and its own address replaces this one: the slideshow stays in place, a sibling before it comes and goes.
  return (
    <>
      {!props.itemId && <ReplaceAddress to={`${props.urls.slide(props.items[0].id, 1)}${search}`} />}
      <Slideshow {...props} current={current} />
    </>
  );
}

/** Replaces the address once the screen has rendered (React Router's `<Navigate>` warns when rendered on a server). */
function ReplaceAddress({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

function LessonModeBar({ urls, children }: { urls: LessonModeUrls; children?: React.ReactNode }) {
  return (
    <nav className="lesson-mode__bar" aria-label="Lesson mode">
      <Link to={urls.exit} className="btn btn-outline-light btn-sm">
        Exit lesson mode
      </Link>
      {children}
    </nav>
  );
}

function Picker({ title, items, urls }: LessonModeProps) {
  useLessonModeTitle(title);
  return (
    <div className="lesson-mode__picker container py-4">
      <LessonModeBar urls={urls}>
        {urls.overview && (
          <Link to={urls.overview} className="btn btn-outline-light btn-sm">
            Lesson overview
          </Link>
        )}
      </LessonModeBar>
      <h1 className="my-4">{title}</h1>
      {items.length === 0 ? (
        <p>There are no slides for this lesson.</p>
      ) : (
        <ActivityListItems items={items} slideUrl={(itemId) => urls.slide(itemId, 1)} />
      )}
    </div>
  );
}

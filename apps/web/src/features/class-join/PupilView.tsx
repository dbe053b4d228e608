import { Suspense, useMemo } from 'react';
import { PageStatus } from '../../components/PageStatus';
import { useRestResource } from '../../components/useRestResource';
import { ClassSlide, lessonModeItems, parseClassSlideAddress, slideIndex, type LessonModeItem } from '../lesson-mode';
import { fetchClassLesson, type ClassState } from './api/classJoin';
import type { PupilSeat } from './pupilSeat';
import { useClassStream, type ClassConnection } from './useClassStream';

type LessonRead = Parameters<typeof lessonModeItems>[0];

/** The slide the teacher shows, found in the lesson as lesson mode walks it. */
function slideAt(items: LessonModeItem[], state: ClassState | null) {
  const place = parseClassSlideAddress(state?.slide.id);
  const item = place && items.find((entry) => entry.id === place.itemId);
  if (!place || !item) return null;
  const sub = place.sub ? item.subSlideshows[place.sub.id] : undefined;
  const slides = sub ? sub.slides : item.slides;
  const index = slideIndex(String(sub ? place.sub!.number : place.slideNumber), slides.length);
  return { item, slide: slides[index] };
}

const STATUS: Partial<Record<ClassConnection, string>> = {
  offline: 'You are offline — reconnecting…',
  connecting: 'Connecting to your class…',
};

/** A pupil's screen: the teacher's current slide, followed live, with its own players; blank during a blackout. */
export function PupilView({ seat, onLeave }: { seat: PupilSeat; onLeave: () => void }) {
  const read = useRestResource(seat.token, (signal) => fetchClassLesson(seat.token, signal));
  const { state, connection } = useClassStream(seat.token, read.status === 'ready' ? read.data : null);
  const items = useMemo(() => (read.status === 'ready' ? lessonModeItems(read.data.lesson as LessonRead) : []), [read]);

  if (connection === 'ended' || connection === 'removed' || (read.status === 'failed' && isRefusal(read.error)))
    return (
      <ClassOver
        heading={connection === 'removed' || refusalOf(read) === 403 ? 'You were removed' : 'The lesson has ended'}
        text={
          connection === 'removed' || refusalOf(read) === 403
            ? 'Your teacher removed you from this class.'
            : 'Thank you for joining. Your name has been forgotten.'
        }
        onLeave={onLeave}
      />
    );
  if (read.status !== 'ready')
    return <PageStatus loading={read.status !== 'failed'} error={read.status === 'failed' ? read.error : undefined} />;

  const current = state ?? read.data;
  const shown = slideAt(items, current);
  return (
    // Lesson mode's dark stage, with Bootstrap's dark theme as lesson mode has it (headings and controls light on
    // dark).
    <div className="lesson-mode class-join__screen" data-bs-theme="dark">
      <p className="class-join__status" role="status">
        {STATUS[connection] ?? `Joined as ${seat.name}`}
      </p>
      <div className="lesson-mode__stage-area">
        <div className="lesson-mode__stage" data-class-slide={current.blackout ? 'blank' : (current.slide.id ?? '')}>
          {current.blackout ? (
            <p className="class-join__blank">Look at your teacher.</p>
          ) : shown?.slide ? (
            <Suspense fallback={<p className="class-join__waiting">Loading the slide…</p>}>
              <ClassSlide key={current.slide.id ?? ''} slide={shown.slide} subSlideshows={shown.item.subSlideshows} />
            </Suspense>
          ) : (
            <p className="class-join__waiting">Waiting for your teacher…</p>
          )}
        </div>
      </div>
    </div>
  );
}

const refusalOf = (read: { status: string; error?: unknown }) =>
  read.status === 'failed' ? (read.error as { status?: number }).status : undefined;

const isRefusal = (error: unknown) => [403, 404, 410].includes((error as { status?: number }).status ?? 0);

function ClassOver({ heading, text, onLeave }: { heading: string; text: string; onLeave: () => void }) {
  return (
    <div className="class-join__over" role="status">
      <h2>{heading}</h2>
      <p>{text}</p>
      <button type="button" className="btn btn-primary" onClick={onLeave}>
        Join another class
      </button>
    </div>
  );
}

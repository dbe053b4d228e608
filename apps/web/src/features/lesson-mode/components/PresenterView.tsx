import { useEffect, useState, type ReactNode } from 'react';
import { RichText } from '../../../components/RichText';
import { formatClock } from '../../../lib/audioPlayer';
import type { ScreenCover } from '../keyMap';
import type { MediaCommand, RecordingStatus } from '../presenterSync';
import type { Recording, Slide } from '../slideshowModel';
import { SlideIsLive, SlideView } from '../templates/SlideView';
import { PresenterRecordings } from './PresenterRecordings';

/** The screen covers the presenter can put over the audience's screen, with their keys (keyMap). */
const COVERS = [
  { colour: 'black', key: 'B', label: 'Black screen' },
  { colour: 'white', key: 'W', label: 'White screen' },
] as const;

/**
 * The teacher's window (P): the current slide and the next one (still copies: sound and films play only on the
 * projector), the slide's presenter notes (else its secondary text), the activity's teaching notes, a remote for the
 * slide's recordings on the projector, an elapsed-time clock and 'Slide n of m' for the whole lesson. Moving here
 * moves the projector (usePresentationSync).
 */
export function PresenterView({
  title,
  slide,
  nextSlide,
  nextTitle,
  teachingNotes,
  counter,
  detail,
  progress,
  cover,
  onCover,
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  tools,
  recordings,
  recordingStatuses,
  onRecording,
  children,
}: {
  title: string;
  slide: Slide | undefined;
  nextSlide: Slide | undefined;
  /** The next activity's title, when the next slide is its first. */
  nextTitle: string | null;
  teachingNotes: string | null | undefined;
  counter: string;
  detail: string | null;
  progress: ReactNode;
  cover: ScreenCover;
  onCover: (pressed: 'black' | 'white') => void;
  onPrevious?: () => void;
  onNext?: () => void;
  previousLabel: string;
  nextLabel: string;
  tools: ReactNode;
  recordings: readonly Recording[];
  recordingStatuses: readonly RecordingStatus[];
  onRecording: (url: string, command: MediaCommand) => void;
  children: ReactNode;
}) {
  const notes = slide?.presenter_notes || slide?.secondary_slide_text;
  return (
    <div className="presenter-view">
      <header className="presenter-view__bar">
        <h1 className="h4 mb-0">
          {title} <span className="presenter-view__kind">presenter view</span>
        </h1>
        <ElapsedClock />
        <p className="mb-0 presenter-view__counter" aria-live="polite">
          {counter}
          {detail && <span className="presenter-view__detail">{detail}</span>}
        </p>
        <span className="ms-auto" />
        {tools}
        <div className="presenter-view__progress">{progress}</div>
      </header>
      <SlideIsLive.Provider value={false}>
        <section className="presenter-view__current" aria-labelledby="presenter-current">
          <h2 id="presenter-current" className="h6">
            Now on the projector
            {cover !== 'none' && <span className="badge text-bg-warning ms-2">{cover} screen</span>}
          </h2>
          <div className="slide-thumbnail">
            {slide && <SlideView slide={slide} subSlideshows={{}} subHref={() => ''} />}
          </div>
        </section>
        <section className="presenter-view__next" aria-labelledby="presenter-next">
          <h2 id="presenter-next" className="h6">
            {nextSlide ? `Next${nextTitle ? `: ${nextTitle}` : ''}` : 'The end of the slides'}
          </h2>
          {nextSlide && (
            <div className="slide-thumbnail">
              <SlideView slide={nextSlide} subSlideshows={{}} subHref={() => ''} />
            </div>
          )}
        </section>
      </SlideIsLive.Provider>
      <div className="presenter-view__side">
        <PresenterRecordings recordings={recordings} statuses={recordingStatuses} onCommand={onRecording} />
        {/* Long notes scroll: focusable, so the keyboard scrolls them too (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by Tab */}
        <section className="presenter-view__notes" aria-labelledby="presenter-notes" tabIndex={0}>
          <h2 id="presenter-notes" className="h6">
            Notes
          </h2>
          {notes ? <RichText markdown={notes} /> : <p className="text-body-secondary">No notes on this slide.</p>}
          {teachingNotes && (
            <>
              <h2 className="h6 mt-3">Teaching options</h2>
              <RichText markdown={teachingNotes} />
            </>
          )}
        </section>
      </div>
      <nav className="presenter-view__controls" aria-label="Slides">
        <button type="button" className="btn btn-light btn-lg" onClick={onPrevious} disabled={!onPrevious}>
          ← {previousLabel}
        </button>
        {COVERS.map(({ colour, key, label }) => (
          <button
            key={colour}
            type="button"
            className="btn btn-outline-light"
            aria-pressed={cover === colour}
            aria-keyshortcuts={key}
            onClick={() => onCover(colour)}
          >
            {label}
          </button>
        ))}
        <button type="button" className="btn btn-light btn-lg" onClick={onNext} disabled={!onNext}>
          {nextLabel} →
        </button>
      </nav>
      {children}
    </div>
  );
}

/** Time since the presenter view opened, in mm:ss; 'Restart' sets it back to 00:00. */
function ElapsedClock() {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="mb-0 presenter-view__clock">
      <span className="visually-hidden">Elapsed time </span>
      <span role="timer" aria-live="off">
        {formatClock(Math.floor((now - startedAt) / 1000))}
      </span>{' '}
      <button
        type="button"
        className="btn btn-outline-light btn-sm"
        onClick={() => {
          const restarted = Date.now();
          setStartedAt(restarted);
          setNow(restarted);
        }}
      >
        Restart clock
      </button>
    </p>
  );
}

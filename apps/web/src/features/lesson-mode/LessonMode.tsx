import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { findItem, mediaToPreload, slideCountLabel, slideIndex, type LessonModeItem } from './slideshowModel';
import { SlideView } from './templates/SlideView';

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
}

export interface LessonModeProps {
  title: string;
  items: LessonModeItem[];
  urls: LessonModeUrls;
  itemId?: string;
  slide?: string;
  subslideshow?: string;
  subslide?: string;
}

/** SPEC §2 Lesson mode: the picker, or the current item's slides. */
export function LessonMode(props: LessonModeProps) {
  const current = findItem(props.items, props.itemId);
  if (!current) return <Picker {...props} />;
  return <Slideshow {...props} current={current} />;
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
        <ol className="list-unstyled lesson-mode__items">
          {items.map((item, index) => (
            <li key={item.id} className="lesson-mode__item">
              <span className="lesson-mode__item-title">{item.title}</span>
              <span className="lesson-mode__count">{slideCountLabel(item.slides.length)}</span>
              <Link to={urls.slide(item.id, 1)} className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-light'}`}>
                {index === 0 ? 'Get started' : 'Skip to this activity'}
                <span className="visually-hidden"> {item.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Slideshow({
  title,
  urls,
  slide: slideParam,
  subslideshow,
  subslide,
  current,
}: LessonModeProps & { current: NonNullable<ReturnType<typeof findItem>> }) {
  const navigate = useNavigate();
  const { item, previous, next } = current;
  const mainIndex = slideIndex(slideParam, item.slides.length);
  const sub = subslideshow ? item.subSlideshows[subslideshow] : undefined;
  const slides = sub ? sub.slides : item.slides;
  const index = sub ? slideIndex(subslide, sub.slides.length) : mainIndex;
  const slide = slides[index];
  useLessonModeTitle(sub?.title ?? item.title);

  const urlFor = useCallback(
    (position: number) =>
      sub ? urls.sub(item.id, mainIndex + 1, sub.id, position + 1) : urls.slide(item.id, position + 1),
    [sub, urls, item.id, mainIndex],
  );
  const forward = index < slides.length - 1 ? urlFor(index + 1) : !sub && next ? urls.slide(next.id, 1) : null;
  const back =
    index > 0 ? urlFor(index - 1) : !sub && previous ? urls.slide(previous.id, previous.slides.length) : null;

  useLessonModeKeys({
    onNext: forward ? () => navigate(forward) : undefined,
    onPrevious: back ? () => navigate(back) : undefined,
  });
  const swipe = useSwipe({
    onNext: forward ? () => navigate(forward) : undefined,
    onPrevious: back ? () => navigate(back) : undefined,
  });
  usePreload(slides[index + 1] ?? (!sub && next ? next.slides[0] : undefined));

  return (
    <div className="lesson-mode__show">
      <LessonModeBar urls={urls}>
        {sub && (
          <Link to={urls.slide(item.id, mainIndex + 1)} className="btn btn-outline-light btn-sm">
            Back to the main activity
          </Link>
        )}
        {urls.picker && !sub && (
          <Link to={urls.picker} className="btn btn-outline-light btn-sm">
            {title}
          </Link>
        )}
        <FullScreenToggle />
      </LessonModeBar>
      <div className="lesson-mode__stage-area" {...swipe}>
        <div className="lesson-mode__stage">
          {slide && (
            <SlideView
              key={`${item.id}-${sub?.id}-${index}`}
              slide={slide}
              subSlideshows={item.subSlideshows}
              subHref={(subId) => urls.sub(item.id, mainIndex + 1, subId, 1)}
            />
          )}
        </div>
      </div>
      <div className="lesson-mode__controls">
        {back ? (
          <Link
            to={back}
            className="btn btn-light"
            aria-label={index === 0 && previous ? `Previous: ${previous.title}` : 'Previous slide'}
            aria-keyshortcuts="ArrowLeft PageUp"
          >
            {index === 0 && previous ? '← Previous' : '←'}
          </Link>
        ) : (
          <span />
        )}
        <p className="mb-0" aria-live="polite">
          {sub ? `${sub.title}: ` : ''}slide {index + 1} of {slides.length}
        </p>
        {forward ? (
          <Link
            to={forward}
            className="btn btn-light"
            aria-label={index === slides.length - 1 && next && !sub ? `Next: ${next.title}` : 'Next slide'}
            aria-keyshortcuts="ArrowRight PageDown"
          >
            {index === slides.length - 1 && next && !sub ? 'Next →' : '→'}
          </Link>
        ) : (
          <span />
        )}
      </div>
    </div>
  );
}

/** SPEC §9: lesson-mode titles end in '(Lesson mode)' (no site name: the projector shows the tab title). */
function useLessonModeTitle(title: string) {
  useEffect(() => {
    document.title = `${title} (Lesson mode)`;
  }, [title]);
}

/** Arrow keys and a presenter clicker's PageUp/PageDown move; F toggles full screen. Typing in a field is left alone. */
function useLessonModeKeys({ onNext, onPrevious }: { onNext?: () => void; onPrevious?: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, audio, video, [contenteditable="true"]')) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') {
        event.preventDefault();
        onNext?.();
      } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        event.preventDefault();
        onPrevious?.();
      } else if (event.key === 'f' || event.key === 'F') {
        toggleFullScreen();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNext, onPrevious]);
}

/** A horizontal swipe on a touch screen or whiteboard moves to the next or previous slide. */
function useSwipe({ onNext, onPrevious }: { onNext?: () => void; onPrevious?: () => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: React.PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext?.();
      else onPrevious?.();
    },
  };
}

function usePreload(slide: Parameters<typeof mediaToPreload>[0]) {
  useEffect(() => {
    const { images, audio } = mediaToPreload(slide);
    images.forEach((url) => {
      new Image().src = url;
    });
    const players = audio.map((url) => {
      const player = new Audio();
      player.preload = 'auto';
      player.src = url;
      return player;
    });
    return () => players.forEach((player) => player.removeAttribute('src'));
  }, [slide]);
}

function toggleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen?.();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

function FullScreenToggle() {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm ms-auto"
      onClick={toggleFullScreen}
      aria-pressed={full}
      aria-keyshortcuts="F"
    >
      {full ? 'Leave full screen' : 'Full screen'}
    </button>
  );
}

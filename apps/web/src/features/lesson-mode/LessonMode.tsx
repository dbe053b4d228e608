import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { KeysHelp } from './components/KeysHelp';
import { PresenterView } from './components/PresenterView';
import { SlideOverview } from './components/SlideOverview';
import { keyBelongsToFocus, lessonModeKey, nextCover, type LessonModeCommand, type ScreenCover } from './keyMap';
import './lessonMode.css';
import { pauseAllMedia } from './pauseAllMedia';
import { usePresentationSync } from './usePresentationSync';
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
  const { pathname, search } = useLocation();
  const presenter = new URLSearchParams(search).get('view') === 'presenter';
  const { item, previous, next } = current;
  const mainIndex = slideIndex(slideParam, item.slides.length);
  const sub = subslideshow ? item.subSlideshows[subslideshow] : undefined;
  const slides = sub ? sub.slides : item.slides;
  const index = sub ? slideIndex(subslide, sub.slides.length) : mainIndex;
  const slide = slides[index];
  useLessonModeTitle(`${sub?.title ?? item.title}${presenter ? ' – presenter view' : ''}`);

  const urlFor = useCallback(
    (position: number) =>
      sub ? urls.sub(item.id, mainIndex + 1, sub.id, position + 1) : urls.slide(item.id, position + 1),
    [sub, urls, item.id, mainIndex],
  );
  const forward = index < slides.length - 1 ? urlFor(index + 1) : !sub && next ? urls.slide(next.id, 1) : null;
  const back =
    index > 0 ? urlFor(index - 1) : !sub && previous ? urls.slide(previous.id, previous.slides.length) : null;
  // The slide after this one, crossing into the next activity: what the presenter view previews.
  const nextSlide = slides[index + 1] ?? (!sub && next ? next.slides[0] : undefined);
  // Each window keeps its own query (?view=presenter) as it moves.
  const go = useCallback((path: string) => navigate(`${path}${search}`), [navigate, search]);

  const [cover, setCover] = useState<ScreenCover>('none');
  const [dialog, setDialog] = useState<'overview' | 'help' | null>(null);
  const [typedNumber, setTypedNumber] = useState('');

  usePresentationSync(`lesson-mode:${urls.exit}`, { path: pathname, cover }, (state) => {
    setCover(state.cover);
    if (state.path !== pathname) go(state.path);
  });
  // Only the projector plays sound and films, and a blank screen silences them.
  useEffect(() => {
    if (!presenter && cover !== 'none') pauseAllMedia();
  }, [presenter, cover]);

  const openPresenter = useCallback(() => {
    window.open(`${pathname}?view=presenter`, 'lesson-mode-presenter', 'popup,width=1280,height=800');
  }, [pathname]);

  const run = (command: LessonModeCommand) => {
    switch (command.type) {
      case 'next':
        if (forward) go(forward);
        break;
      case 'previous':
        if (back) go(back);
        break;
      case 'first':
        go(urlFor(0));
        break;
      case 'last':
        go(urlFor(slides.length - 1));
        break;
      case 'goTo':
        go(urlFor(Math.min(command.slideNumber, slides.length) - 1));
        break;
      case 'overview':
        setDialog('overview');
        break;
      case 'escape':
        if (cover !== 'none') setCover('none');
        else setDialog('overview');
        break;
      case 'help':
        setDialog('help');
        break;
      case 'blackout':
        setCover((now) => nextCover(now, 'black'));
        break;
      case 'whiteout':
        setCover((now) => nextCover(now, 'white'));
        break;
      case 'presenter':
        if (!presenter) openPresenter();
        break;
      case 'fullScreen':
        toggleFullScreen();
        break;
    }
  };
  useLessonModeKeys({ enabled: dialog === null, typedNumber, setTypedNumber, run });
  const swipe = useSwipe({
    onNext: forward ? () => go(forward) : undefined,
    onPrevious: back ? () => go(back) : undefined,
  });
  usePreload(presenter ? undefined : nextSlide);

  const counter = `${sub ? `${sub.title}: ` : ''}slide ${index + 1} of ${slides.length}`;
  const previousLabel = index === 0 && previous ? `Previous: ${previous.title}` : 'Previous slide';
  const nextLabel = index === slides.length - 1 && next && !sub ? `Next: ${next.title}` : 'Next slide';
  const dialogs = (
    <>
      <SlideOverview
        show={dialog === 'overview'}
        title={sub?.title ?? item.title}
        slides={slides}
        currentIndex={index}
        onChoose={(position) => {
          setDialog(null);
          go(urlFor(position));
        }}
        onClose={() => setDialog(null)}
      />
      <KeysHelp show={dialog === 'help'} onClose={() => setDialog(null)} />
      <p className="lesson-mode__typed" aria-live="polite">
        {typedNumber && `Go to slide ${typedNumber}: press Enter or G`}
      </p>
    </>
  );
  const toolButtons = (
    <>
      <button
        type="button"
        className="btn btn-outline-light btn-sm"
        onClick={() => setDialog('overview')}
        aria-keyshortcuts="O"
      >
        Overview
      </button>
      <button
        type="button"
        className="btn btn-outline-light btn-sm"
        onClick={() => setDialog('help')}
        aria-keyshortcuts="?"
      >
        Keys
      </button>
    </>
  );

  if (presenter) {
    return (
      <PresenterView
        title={sub?.title ?? item.title}
        slide={slide}
        nextSlide={nextSlide}
        nextTitle={slides[index + 1] ? null : !sub && next ? next.title : null}
        teachingNotes={item.teachingNotes}
        counter={counter}
        cover={cover}
        onCover={(pressed) => setCover((now) => nextCover(now, pressed))}
        onPrevious={back ? () => go(back) : undefined}
        onNext={forward ? () => go(forward) : undefined}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        tools={toolButtons}
      >
        {dialogs}
      </PresenterView>
    );
  }

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
        <span className="ms-auto" />
        {toolButtons}
        <button type="button" className="btn btn-outline-light btn-sm" onClick={openPresenter} aria-keyshortcuts="P">
          Presenter view
        </button>
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
          <Link to={back} className="btn btn-light" aria-label={previousLabel} aria-keyshortcuts="ArrowLeft PageUp">
            {index === 0 && previous ? '← Previous' : '←'}
          </Link>
        ) : (
          <span />
        )}
        <p className="mb-0" aria-live="polite">
          {counter}
        </p>
        {forward ? (
          <Link to={forward} className="btn btn-light" aria-label={nextLabel} aria-keyshortcuts="ArrowRight PageDown">
            {index === slides.length - 1 && next && !sub ? 'Next →' : '→'}
          </Link>
        ) : (
          <span />
        )}
      </div>
      {cover !== 'none' && (
        <button
          type="button"
          className={`lesson-mode__cover lesson-mode__cover--${cover}`}
          onClick={() => setCover('none')}
          aria-keyshortcuts={cover === 'black' ? 'B' : 'W'}
        >
          <span className="visually-hidden">
            {cover === 'black' ? 'Black screen' : 'White screen'}: show the slide again
          </span>
        </button>
      )}
      {dialogs}
    </div>
  );
}

/** SPEC §9: lesson-mode titles end in '(Lesson mode)' (no site name: the projector shows the tab title). */
function useLessonModeTitle(title: string) {
  useEffect(() => {
    document.title = `${title} (Lesson mode)`;
  }, [title]);
}

/**
 * The keys of keyMap.ts on the whole window, while no dialog is open (a dialog has its own keys). Keys that belong
 * to what has the focus (typing, a select, Enter on a button) are left alone.
 */
function useLessonModeKeys({
  enabled,
  typedNumber,
  setTypedNumber,
  run,
}: {
  enabled: boolean;
  typedNumber: string;
  setTypedNumber: (typed: string) => void;
  run: (command: LessonModeCommand) => void;
}) {
  const latest = useRef({ typedNumber, setTypedNumber, run });
  useLayoutEffect(() => {
    latest.current = { typedNumber, setTypedNumber, run };
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const { typedNumber: typed, setTypedNumber: setTyped, run: runCommand } = latest.current;
      if (event.defaultPrevented || target?.closest('.modal')) return;
      if (keyBelongsToFocus(event.key, target, typed)) return;
      const result = lessonModeKey(event, typed);
      if (result.typedNumber !== typed) setTyped(result.typedNumber);
      if (!result.command) return;
      event.preventDefault();
      runCommand(result.command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
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
      className="btn btn-outline-light btn-sm"
      onClick={toggleFullScreen}
      aria-pressed={full}
      aria-keyshortcuts="F"
    >
      {full ? 'Leave full screen' : 'Full screen'}
    </button>
  );
}

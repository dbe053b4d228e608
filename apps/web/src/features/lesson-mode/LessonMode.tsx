import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PresenterView } from './components/PresenterView';
import { ScreenCoverButton } from './components/ScreenCoverButton';
import { SlideControls } from './components/SlideControls';
import { SlideshowTools } from './components/SlideshowTools';
import { SlideshowDialogs } from './components/SlideshowDialogs';
import { keyBelongsToFocus, lessonModeKey, nextCover, type LessonModeCommand, type ScreenCover } from './keyMap';
import './lessonMode.css';
import { pauseAllMedia } from './pauseAllMedia';
import { usePresentationSync } from './usePresentationSync';
import { findItem, mediaToPreload, slideCountLabel, slideIndex, type LessonModeItem } from './slideshowModel';
import { SlideView } from './templates/SlideView';
import { useRecordLessonPosition } from '../home';

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
  useRecordLessonPosition();
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

  const run = (command: LessonModeCommand) =>
    runCommand(command, {
      forward,
      back,
      go,
      urlFor,
      slideCount: slides.length,
      cover,
      setCover,
      setDialog,
      presenter,
      openPresenter,
    });
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
    <SlideshowDialogs
      open={dialog}
      title={sub?.title ?? item.title}
      slides={slides}
      currentIndex={index}
      typedNumber={typedNumber}
      onChoose={(position) => {
        setDialog(null);
        go(urlFor(position));
      }}
      onClose={() => setDialog(null)}
    />
  );
  const toolButtons = <SlideshowTools onOverview={() => setDialog('overview')} onHelp={() => setDialog('help')} />;

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
      <ProjectorBar
        urls={urls}
        backToMain={sub ? urls.slide(item.id, mainIndex + 1) : null}
        pickerTitle={urls.picker && !sub ? title : null}
        tools={toolButtons}
        onPresenter={openPresenter}
      />
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
      <SlideControls
        back={back}
        forward={forward}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        backText={index === 0 && previous ? '← Previous' : '←'}
        forwardText={index === slides.length - 1 && next && !sub ? 'Next →' : '→'}
        counter={counter}
      />
      {cover !== 'none' && <ScreenCoverButton cover={cover} onUncover={() => setCover('none')} />}
      {dialogs}
    </div>
  );
}

/** The projector's bar: back to the main activity or the picker, the tools, presenter view and full screen. */
function ProjectorBar({
  urls,
  backToMain,
  pickerTitle,
  tools,
  onPresenter,
}: {
  urls: LessonModeUrls;
  backToMain: string | null;
  pickerTitle: string | null;
  tools: React.ReactNode;
  onPresenter: () => void;
}) {
  return (
    <LessonModeBar urls={urls}>
      {backToMain && (
        <Link to={backToMain} className="btn btn-outline-light btn-sm">
          Back to the main activity
        </Link>
      )}
      {urls.picker && pickerTitle && (
        <Link to={urls.picker} className="btn btn-outline-light btn-sm">
          {pickerTitle}
        </Link>
      )}
      <span className="ms-auto" />
      {tools}
      <button type="button" className="btn btn-outline-light btn-sm" onClick={onPresenter} aria-keyshortcuts="P">
        Presenter view
      </button>
      <FullScreenToggle />
    </LessonModeBar>
  );
}

/** What lesson mode can do from its keys, given the slideshow's place and setters. */
interface SlideshowActions {
  forward: string | null;
  back: string | null;
  go: (path: string) => void;
  urlFor: (position: number) => string;
  slideCount: number;
  cover: ScreenCover;
  setCover: (cover: ScreenCover | ((now: ScreenCover) => ScreenCover)) => void;
  setDialog: (dialog: 'overview' | 'help') => void;
  presenter: boolean;
  openPresenter: () => void;
}

/** Runs one command of keyMap.ts (SPEC §9 lesson-mode keys). */
function runCommand(
  command: LessonModeCommand,
  { forward, back, go, urlFor, slideCount, cover, setCover, setDialog, presenter, openPresenter }: SlideshowActions,
) {
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
      go(urlFor(slideCount - 1));
      break;
    case 'goTo':
      go(urlFor(Math.min(command.slideNumber, slideCount) - 1));
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

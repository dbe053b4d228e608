import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ActivityListDialog, ActivityListItems } from './components/ActivityList';
import { LessonEnd } from './components/LessonEnd';
import type { LessonUnit } from './components/NextLessonLink';
import { PresenterView } from './components/PresenterView';
import { ProjectorBar, SlideshowButtons, toggleFullScreen } from './components/ProjectorBar';
import { ScreenCoverButton } from './components/ScreenCoverButton';
import { LessonProgress, SlideControls } from './components/SlideControls';
import { SlideshowDialogs } from './components/SlideshowDialogs';
import { keyBelongsToFocus, lessonModeKey, nextCover, type LessonModeCommand, type ScreenCover } from './keyMap';
import './lessonMode.css';
import { pauseAllMedia } from './pauseAllMedia';
import type { MediaMessage, RecordingStatus } from './presenterSync';
import { usePresentationSync } from './usePresentationSync';
import { useProjectorRecordings } from './useProjectorRecordings';
import {
  findItem,
  LESSON_END,
  lessonPosition,
  mediaToPreload,
  slideIndex,
  slideRecordings,
  type LessonModeItem,
} from './slideshowModel';
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
  /** The unit of a lesson, for the end screen's 'Next lesson' or 'Back to the unit'; null for a playlist or activity. */
  unit?: LessonUnit | null;
}

/**
 * SPEC §2 Lesson mode: it opens on the first slide (the picker is one key away, L); an unknown item shows the picker;
 * after the last slide, the end screen.
 */
export function LessonMode(props: LessonModeProps) {
  useRecordLessonPosition();
  const { search } = useLocation();
  if (props.items.length === 0) return <Picker {...props} />;
  if (props.itemId === LESSON_END || props.slide === LESSON_END) return <EndOfLesson {...props} />;
  if (!props.itemId) return <Navigate replace to={`${props.urls.slide(props.items[0].id, 1)}${search}`} />;
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
        <ActivityListItems items={items} slideUrl={(itemId) => urls.slide(itemId, 1)} />
      )}
    </div>
  );
}

function Slideshow({
  title,
  items,
  urls,
  slide: slideParam,
  subslideshow,
  subslide,
  current,
}: LessonModeProps & { current: NonNullable<ReturnType<typeof findItem>> }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const presenter = new URLSearchParams(search).get('view') === 'presenter';
  const { item, index: itemIndex, previous, next } = current;
  const mainIndex = slideIndex(slideParam, item.slides.length);
  const sub = subslideshow ? item.subSlideshows[subslideshow] : undefined;
  const slides = sub ? sub.slides : item.slides;
  const index = sub ? slideIndex(subslide, sub.slides.length) : mainIndex;
  const slide = slides[index];
  const stage = useRef<HTMLDivElement>(null);
  useLessonModeTitle(`${sub?.title ?? item.title}${presenter ? ' – presenter view' : ''}`);

  const urlFor = useCallback(
    (position: number) =>
      sub ? urls.sub(item.id, mainIndex + 1, sub.id, position + 1) : urls.slide(item.id, position + 1),
    [sub, urls, item.id, mainIndex],
  );
  // Past an activity's last slide, the next activity's first; past the lesson's last, the end screen.
  const forward = index < slides.length - 1 ? urlFor(index + 1) : sub ? null : next ? urls.slide(next.id, 1) : urls.end;
  const back =
    index > 0 ? urlFor(index - 1) : !sub && previous ? urls.slide(previous.id, previous.slides.length) : null;
  // The slide after this one, crossing into the next activity: what the presenter view previews.
  const nextSlide = slides[index + 1] ?? (!sub && next ? next.slides[0] : undefined);
  // Each window keeps its own query (?view=presenter) as it moves.
  const go = useCallback((path: string) => navigate(`${path}${search}`), [navigate, search]);

  const [cover, setCover] = useState<ScreenCover>('none');
  const [dialog, setDialog] = useState<SlideshowDialog | null>(null);
  const [typedNumber, setTypedNumber] = useState('');
  // The projector's recordings as it last reported them (presenter view), for this slide only.
  const [recordings, setRecordings] = useState<{ path: string; statuses: RecordingStatus[] }>({
    path: '',
    statuses: [],
  });

  const onMediaRef = useRef<(message: MediaMessage) => void>(() => undefined);
  const sendMedia = usePresentationSync(
    `lesson-mode:${urls.exit}`,
    { path: pathname, cover },
    (state) => {
      setCover(state.cover);
      if (state.path !== pathname) go(state.path);
    },
    (message) => onMediaRef.current(message),
  );
  const projectorMedia = useProjectorRecordings(stage, pathname, sendMedia, !presenter);
  useLayoutEffect(() => {
    onMediaRef.current = (message) => {
      if (!presenter) projectorMedia(message);
      else if (message.kind === 'media-status' && message.path === pathname)
        setRecordings({ path: message.path, statuses: message.recordings });
    };
  });
  // A presenter window asks the projector where the new slide's recordings are.
  useEffect(() => {
    if (presenter) sendMedia({ kind: 'media-query', path: pathname });
  }, [presenter, pathname, sendMedia]);
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
      hasActivities: items.length > 1,
    });
  useLessonModeKeys({ enabled: dialog === null, typedNumber, setTypedNumber, run });
  const swipe = useSwipe({
    onNext: forward ? () => go(forward) : undefined,
    onPrevious: back ? () => go(back) : undefined,
  });
  usePreload(presenter ? undefined : nextSlide);

  // One line for the whole lesson; the place within the activity (or sub-slideshow) as secondary text.
  const position = lessonPosition(items, itemIndex, mainIndex);
  const counter = `Slide ${position.number} of ${position.total}`;
  const within = `slide ${index + 1} of ${slides.length}`;
  const detail = sub ? `${sub.title}: ${within}` : items.length > 1 ? `${item.title} · ${within}` : null;
  const atLast = index === slides.length - 1 && !sub;
  const previousLabel = index === 0 && previous && !sub ? `Previous: ${previous.title}` : 'Previous slide';
  const nextLabel = atLast ? (next ? `Next: ${next.title}` : 'Next: end of the slides') : 'Next slide';
  const progress = (
    <LessonProgress
      segments={items.map((entry) => entry.slides.length)}
      number={position.number}
      total={position.total}
    />
  );
  const dialogs = (
    <>
      <SlideshowDialogs
        open={dialog === 'activities' ? null : dialog}
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
      <ActivityListDialog
        show={dialog === 'activities'}
        title={title}
        items={items}
        slideUrl={(itemId) => `${urls.slide(itemId, 1)}${search}`}
        currentId={item.id}
        onClose={() => setDialog(null)}
      />
    </>
  );
  const onActivities = items.length > 1 ? () => setDialog('activities') : null;
  const onOverview = () => setDialog('overview');
  const onHelp = () => setDialog('help');

  if (presenter) {
    return (
      <PresenterView
        title={sub?.title ?? item.title}
        slide={slide}
        nextSlide={nextSlide}
        nextTitle={slides[index + 1] ? null : !sub && next ? next.title : null}
        teachingNotes={item.teachingNotes}
        counter={counter}
        detail={detail}
        progress={progress}
        cover={cover}
        onCover={(pressed) => setCover((now) => nextCover(now, pressed))}
        onPrevious={back ? () => go(back) : undefined}
        onNext={forward ? () => go(forward) : undefined}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        tools={<SlideshowButtons onActivities={onActivities} onOverview={onOverview} onHelp={onHelp} />}
        recordings={slideRecordings(slide)}
        recordingStatuses={recordings.path === pathname ? recordings.statuses : []}
        onRecording={(url, command) => sendMedia({ kind: 'media', path: pathname, url, command })}
      >
        {dialogs}
      </PresenterView>
    );
  }

  return (
    <div className="lesson-mode__show">
      <ProjectorBar
        exit={urls.exit}
        title={title}
        backToMain={sub ? urls.slide(item.id, mainIndex + 1) : null}
        onActivities={onActivities}
        onOverview={onOverview}
        onHelp={onHelp}
        onPresenter={openPresenter}
      />
      <div className="lesson-mode__stage-area" {...swipe}>
        <div className="lesson-mode__stage" ref={stage}>
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
      <div className="lesson-mode__footer">
        {progress}
        <SlideControls
          back={back}
          forward={forward}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          counter={counter}
          detail={detail}
        />
      </div>
      {cover !== 'none' && <ScreenCoverButton cover={cover} onUncover={() => setCover('none')} />}
      {dialogs}
    </div>
  );
}

/** After the lesson's last slide: the end screen, in step with the other window like any slide. */
function EndOfLesson({ title, items, urls, unit }: LessonModeProps) {
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

type SlideshowDialog = 'overview' | 'help' | 'activities';

/** What lesson mode can do from its keys, given the slideshow's place and setters. */
interface SlideshowActions {
  forward: string | null;
  back: string | null;
  go: (path: string) => void;
  urlFor: (position: number) => string;
  slideCount: number;
  cover: ScreenCover;
  setCover: (cover: ScreenCover | ((now: ScreenCover) => ScreenCover)) => void;
  setDialog: (dialog: SlideshowDialog) => void;
  presenter: boolean;
  openPresenter: () => void;
  hasActivities: boolean;
}

/** Runs one command of keyMap.ts (SPEC §9 lesson-mode keys). */
function runCommand(
  command: LessonModeCommand,
  {
    forward,
    back,
    go,
    urlFor,
    slideCount,
    cover,
    setCover,
    setDialog,
    presenter,
    openPresenter,
    hasActivities,
  }: SlideshowActions,
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
    case 'activities':
      if (hasActivities) setDialog('activities');
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

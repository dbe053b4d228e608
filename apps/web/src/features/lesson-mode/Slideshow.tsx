import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ActivityListDialog } from './components/ActivityList';
import { ClassScreensDialog } from './components/ClassScreensDialog';
import { PresenterView } from './components/PresenterView';
import { ClassScreensButton, ProjectorBar, SlideshowButtons } from './components/ProjectorBar';
import { ScreenCoverButton } from './components/ScreenCoverButton';
import { LessonProgress, SlideControls } from './components/SlideControls';
import { SlideshowDialogs } from './components/SlideshowDialogs';
import { nextCover, type LessonModeCommand, type ScreenCover } from './keyMap';
import type { LessonModeProps } from './lessonModeProps';
import { pauseAllMedia } from './pauseAllMedia';
import type { MediaMessage, RecordingStatus } from './presenterSync';
import { runCommand, type SlideshowDialog } from './slideshowCommands';
import { findItem, lessonPosition, slideIndex, slideRecordings } from './slideshowModel';
import { SlideView } from './templates/SlideView';
import { classSlideAddress } from './classSlideAddress';
import { useClassSession } from './useClassSession';
import { useLessonModeKeys } from './useLessonModeKeys';
import { useLessonModeTitle } from './useLessonModeTitle';
import { usePreload } from './usePreload';
import { usePresentationSync } from './usePresentationSync';
import { useProjectorRecordings } from './useProjectorRecordings';
import { useSwipe } from './useSwipe';

/** One activity's slides (or a sub-slideshow's) on the projector or in the presenter view, in step with each other. */
export function Slideshow({
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
  const [classScreensOpen, setClassScreensOpen] = useState(false);
  const classSession = useClassSession();
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
  useLessonModeKeys({ enabled: dialog === null && !classScreensOpen, typedNumber, setTypedNumber, run });
  const swipe = useSwipe({
    onNext: forward ? () => go(forward) : undefined,
    onPrevious: back ? () => go(back) : undefined,
  });
  usePreload(presenter ? undefined : nextSlide);

  // One line for the whole lesson; the place within the activity (or sub-slideshow) as secondary text.
  const position = lessonPosition(items, itemIndex, mainIndex);
  const counter = `Slide ${position.number} of ${position.total}`;
  // The pupils' screens follow the projector (the presenter window moves it), blanked with it.
  const { show: showToClass } = classSession;
  const classSlide = classSlideAddress(item.id, mainIndex + 1, sub ? { id: sub.id, number: index + 1 } : null);
  useEffect(() => {
    if (!presenter) showToClass({ position: position.number, id: classSlide, blackout: cover !== 'none' });
  }, [presenter, showToClass, position.number, classSlide, cover]);
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
  const onClassScreens = classSession.lessonId ? () => setClassScreensOpen(true) : null;
  const classScreensDialog = (
    <ClassScreensDialog show={classScreensOpen} onClose={() => setClassScreensOpen(false)} controls={classSession} />
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
        detail={detail}
        progress={progress}
        cover={cover}
        onCover={(pressed) => setCover((now) => nextCover(now, pressed))}
        onPrevious={back ? () => go(back) : undefined}
        onNext={forward ? () => go(forward) : undefined}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        tools={
          <>
            <SlideshowButtons onActivities={onActivities} onOverview={onOverview} onHelp={onHelp} />
            {onClassScreens && <ClassScreensButton onClick={onClassScreens} on={Boolean(classSession.session)} />}
          </>
        }
        recordings={slideRecordings(slide)}
        recordingStatuses={recordings.path === pathname ? recordings.statuses : []}
        onRecording={(url, command) => sendMedia({ kind: 'media', path: pathname, url, command })}
      >
        {dialogs}
        {classScreensDialog}
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
        onClassScreens={onClassScreens}
        classScreensOn={Boolean(classSession.session)}
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
      {classScreensDialog}
    </div>
  );
}

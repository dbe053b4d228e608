import { toggleFullScreen } from './components/ProjectorBar';
import { nextCover, type LessonModeCommand, type ScreenCover } from './keyMap';

export type SlideshowDialog = 'overview' | 'help' | 'activities';

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

/** Runs one command of keyMap.ts (SPEC-GUIDE §9 lesson-mode keys). */
export function runCommand(
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

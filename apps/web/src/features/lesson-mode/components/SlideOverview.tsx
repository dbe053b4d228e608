import { useEffect, useId, useRef, type RefObject } from 'react';
import type { Slide } from '../slideshowModel';
import { SlideIsLive, SlideView } from '../templates/SlideView';
import { LessonModeDialog } from './LessonModeDialog';

/** Four thumbnails a row: the arrow keys move by one, up and down by a row. */
const COLUMNS = 4;

/**
 * The overview (O or Esc): the slideshow's slides as small copies of themselves, the current one marked. Arrow keys
 * move between them, Enter (or a click) goes to one; Esc or the close button closes. A dialog, so the focus stays in
 * it while it is open and goes back where it was when it closes.
 */
export function SlideOverview({
  show,
  title,
  slides,
  currentIndex,
  onChoose,
  onClose,
}: {
  show: boolean;
  title: string;
  slides: Slide[];
  currentIndex: number;
  onChoose: (index: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  const grid = useRef<HTMLOListElement>(null);
  const buttons = () => Array.from(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      ArrowDown: at + COLUMNS,
      ArrowUp: at - COLUMNS,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    all[Math.min(Math.max(target, 0), all.length - 1)]?.focus();
  };

  return (
    <LessonModeDialog show={show} onClose={onClose} heading={`Overview: ${title}`} size="xl">
      <p id={`${id}-hint`} className="small mb-2">
        Arrow keys move between the slides; Enter goes to the slide.
      </p>
      <FocusOnOpen grid={grid} index={currentIndex} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys between its buttons */}
      <ol ref={grid} className="lesson-overview-grid list-unstyled" onKeyDown={onKeyDown}>
        {slides.map((slide, index) => (
          <li key={`${slide.id}-${index}`}>
            <button
              type="button"
              className="lesson-overview-grid__slide"
              aria-current={index === currentIndex ? 'step' : undefined}
              aria-describedby={`${id}-hint`}
              onClick={() => onChoose(index)}
            >
              <span className="slide-thumbnail" aria-hidden="true">
                <SlideIsLive.Provider value={false}>
                  <SlideView slide={slide} subSlideshows={{}} subHref={() => ''} />
                </SlideIsLive.Provider>
              </span>
              <span className="lesson-overview-grid__label">
                {index + 1}. {slide.title ?? 'Untitled slide'}
                {index === currentIndex && <span className="lesson-overview-grid__current"> (current)</span>}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </LessonModeDialog>
  );
}

/**
 * Puts the focus on the current slide's button when the overview opens. A child's effect runs before the dialog's
 * own, which then finds the focus already inside and leaves it there.
 */
function FocusOnOpen({ grid, index }: { grid: RefObject<HTMLOListElement>; index: number }) {
  useEffect(() => {
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
    // Only on opening: moving through the grid must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

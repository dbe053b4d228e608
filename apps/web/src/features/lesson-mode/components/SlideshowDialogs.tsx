import type { Slide } from '../slideshowModel';
import { KeysHelp } from './KeysHelp';
import { SlideOverview } from './SlideOverview';

/** The overview and keys dialogs, and the line that echoes a slide number being typed. */
export function SlideshowDialogs({
  open,
  title,
  slides,
  currentIndex,
  typedNumber,
  onChoose,
  onClose,
}: {
  open: 'overview' | 'help' | null;
  title: string;
  slides: Slide[];
  currentIndex: number;
  typedNumber: string;
  onChoose: (position: number) => void;
  onClose: () => void;
}) {
  return (
    <>
      <SlideOverview
        show={open === 'overview'}
        title={title}
        slides={slides}
        currentIndex={currentIndex}
        onChoose={onChoose}
        onClose={onClose}
      />
      <KeysHelp show={open === 'help'} onClose={onClose} />
      <p className="lesson-mode__typed" aria-live="polite">
        {typedNumber && `Go to slide ${typedNumber}: press Enter or G`}
      </p>
    </>
  );
}
